import type { LeagueDetail } from "@shared/contracts/leagues";
import { LEAGUE_TYPES, type LeagueType } from "@shared/domain/enums";
import { LEAGUE_DESCRIPTION_MAX } from "@shared/domain/slug";
import type { LeagueFormat } from "@shared/domain/survivor";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { LeagueFields, type LeagueFieldValues } from "./league-fields";
import { changedRules, draftForGame, formatDraftOf, formatInvalid } from "./league-format-draft";
import { LeagueFormatFields, LeagueGameFields } from "./league-format-fields";
import type { LivesChoice } from "./league-format-labels";
import { RulesChangedNote } from "./league-format-summary";
import { LEAGUE_TYPE_TEXT } from "./league-labels";
import { useUpdateLeague } from "./leagues.mutations";

const valuesOf = (league: LeagueDetail): LeagueFieldValues => ({
  name: league.name,
  description: league.description ?? "",
  isPrivate: league.visibility === "private",
});

/**
 * The edit step of RULES §4 "League settings editing": Cancel drops the draft, Save needs a name
 * (and valid points). The pool format rides the same PATCH, carrying only the rules it changes.
 */
export function LeagueSettingsForm({ league, onDone }: { league: LeagueDetail; onDone(): void }) {
  const [values, setValues] = useState(() => valuesOf(league));
  const [leagueType, setLeagueType] = useState<LeagueType>(league.leagueType);
  const [draft, setFormat] = useState(() => formatDraftOf(league));
  // The game and its lives may change until the league's first week starts: the server says 409 after (decision 040).
  const [game, setGame] = useState<LeagueFormat>(league.format);
  const [lives, setLives] = useState<LivesChoice>(String(league.lives) as LivesChoice);
  // A pool plays by its games and deadline: the pick'em-only rules go back to their defaults.
  const format = draftForGame(draft, game);
  const update = useUpdateLeague(league.id);
  const canSave = values.name.trim() !== "" && !formatInvalid(format) && !update.isPending;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    update.mutate(
      {
        name: values.name.trim(),
        description: values.description.trim() || null,
        visibility: values.isPrivate ? "private" : "public",
        leagueType,
        ...changedRules(league, format),
        ...(game !== league.format && { format: game }),
        ...(game === "survivor" && Number(lives) !== league.lives && { lives: Number(lives) }),
      },
      { onSuccess: onDone },
    );
  };

  return (
    <form onSubmit={save} className="grid gap-4" aria-label="League Settings">
      <LeagueFields
        idPrefix="league-settings"
        values={values}
        onChange={setValues}
        descriptionMax={LEAGUE_DESCRIPTION_MAX}
      />
      <div className="grid gap-2">
        <Label id="league-type-label">League Type</Label>
        <ToggleGroup
          type="single"
          value={leagueType}
          onValueChange={(next) => next && setLeagueType(next as LeagueType)}
          aria-labelledby="league-type-label"
        >
          {LEAGUE_TYPES.map((type) => (
            <ToggleGroupItem key={type} value={type}>
              {LEAGUE_TYPE_TEXT[type]}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
      </div>
      <fieldset className="grid gap-4 border-t pt-5">
        <legend className="float-left mb-1 w-full font-semibold">Pool format</legend>
        <RulesChangedNote rulesSavedAt={league.rulesSavedAt} />
        <LeagueGameFields idPrefix="league-settings" game={game} lives={lives} onGame={setGame} onLives={setLives} />
        <LeagueFormatFields
          idPrefix="league-settings-format"
          draft={format}
          onChange={setFormat}
          basePoints={league.points}
          wide
          game={game}
        />
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSave}>
          {update.isPending && <Spinner className="size-4" />}
          Save
        </Button>
      </div>
    </form>
  );
}
