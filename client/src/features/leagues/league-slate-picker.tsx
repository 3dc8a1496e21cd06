import type { SlateChoice } from "@shared/contracts/league-rules";
import { formatKickoff } from "@shared/domain/central-time";
import { isPickLocked } from "@shared/domain/countdown";
import { SELECTED_SLATE_MAX } from "@shared/domain/league-rules";
import { Save } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { choiceProblem, chosenCountText, rankedMatchup, sameChoice, withChoice } from "./league-slate";
import { useSetLeagueSlate } from "./leagues.mutations";

interface LeagueSlatePickerProps {
  leagueId: string;
  weekId: string;
  /** Every FBS game of the week, in kickoff order. */
  games: SlateChoice[];
  /** The games saved for the week, none until the owner first saves. */
  saved: string[];
  /** The server's time: a game that has kicked off can no longer be chosen. */
  now: Date;
}

/** The owner's checkboxes of the week's games, saved together with one PUT. */
export function LeagueSlatePicker({ leagueId, weekId, games, saved, now }: LeagueSlatePickerProps) {
  const id = useId();
  const [chosen, setChosen] = useState(saved);
  const save = useSetLeagueSlate(leagueId);
  const problem = choiceProblem(chosen);
  const unchanged = saved.length > 0 && sameChoice(chosen, saved);
  const full = chosen.length >= SELECTED_SLATE_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem || unchanged || save.isPending) return;
    save.mutate({ weekId, gameIds: chosen });
  };

  return (
    <form onSubmit={submit} aria-label="Choose this week's games" className="grid gap-4" noValidate>
      <ul className="grid gap-2 sm:grid-cols-2">
        {games.map((game) => {
          const on = chosen.includes(game.id);
          const started = isPickLocked(game, now);
          const boxId = `${id}-${game.id}`;
          return (
            <li key={game.id}>
              <label
                htmlFor={boxId}
                data-testid="league-slate-game"
                data-game-id={game.id}
                className={cn(
                  "flex h-full items-start gap-3 rounded-lg border px-3 py-2 text-sm transition-colors",
                  on && "border-primary/60 bg-primary/5",
                  // Muted, not faded: opacity would take the text below 4.5:1.
                  started && "bg-muted/40",
                )}
              >
                <Checkbox
                  id={boxId}
                  className="mt-0.5"
                  checked={on}
                  disabled={started || (!on && full)}
                  onCheckedChange={(checked) =>
                    setChosen((current) => withChoice(games, current, game.id, checked === true))
                  }
                />
                <span className="grid gap-0.5">
                  <span className="font-medium">{rankedMatchup(game)}</span>
                  <span className="text-xs text-muted-foreground">
                    {formatKickoff(game.kickoffISO)}
                    {!game.powerFive && " · Not Power 5"}
                    {started && " · Kicked off"}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
        <p className="text-sm" aria-live="polite">
          <span data-testid="league-slate-count" className="font-medium">
            {chosenCountText(chosen.length)}
          </span>
          {problem && <span className="text-muted-foreground"> · {problem}</span>}
        </p>
        <Button type="submit" disabled={problem !== null || unchanged || save.isPending}>
          {save.isPending ? <Spinner className="size-4" /> : <Save />}
          Save
        </Button>
      </div>
    </form>
  );
}
