import type { LeagueDetail } from "@shared/contracts/leagues";
import { LEAGUE_TYPES, type LeagueType } from "@shared/domain/enums";
import { LEAGUE_DESCRIPTION_MAX } from "@shared/domain/slug";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { LeagueFields, type LeagueFieldValues } from "./league-fields";
import { LEAGUE_TYPE_TEXT } from "./league-labels";
import { useUpdateLeague } from "./leagues.mutations";

const valuesOf = (league: LeagueDetail): LeagueFieldValues => ({
  name: league.name,
  description: league.description ?? "",
  isPrivate: league.visibility === "private",
});

/** The edit step of RULES §4 "League settings editing": Cancel drops the draft, Save needs a name. */
export function LeagueSettingsForm({ league, onDone }: { league: LeagueDetail; onDone(): void }) {
  const [values, setValues] = useState(() => valuesOf(league));
  const [leagueType, setLeagueType] = useState<LeagueType>(league.leagueType);
  const update = useUpdateLeague(league.id);
  const canSave = values.name.trim() !== "" && !update.isPending;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    update.mutate(
      {
        name: values.name.trim(),
        description: values.description.trim() || null,
        visibility: values.isPrivate ? "private" : "public",
        leagueType,
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
