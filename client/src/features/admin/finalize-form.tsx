import type { FinalizeBody, GameDto } from "@shared/contracts/games";
import { formatKickoff } from "@shared/domain/central-time";
import { isPickLocked } from "@shared/domain/countdown";
import { Flag } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { serverDate } from "@/lib/server-clock";
import { useFinalizeGame } from "./admin.mutations";

/** RULES §5 "Finalize": both scores are integers >= 0. */
const readScore = (raw: string): number | null => (/^\d+$/.test(raw.trim()) ? Number(raw.trim()) : null);

export function FinalizeForm({ game, clockOffsetMs }: { game: GameDto; clockOffsetMs: number }) {
  const [away, setAway] = useState("");
  const [home, setHome] = useState("");
  const [early, setEarly] = useState<FinalizeBody | null>(null);
  const finalize = useFinalizeGame(game.id);
  const awayScore = readScore(away);
  const homeScore = readScore(home);
  const ready = awayScore !== null && homeScore !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const scores = { finalAwayScore: awayScore, finalHomeScore: homeScore };
    // "Locked" is the pick rule's "has kicked off": a scheduled game before its kickoff is not.
    if (!isPickLocked(game, serverDate(clockOffsetMs))) setEarly(scores);
    else finalize.mutate(scores);
  };

  const confirmEarly = () => early && finalize.mutate(early, { onSettled: () => setEarly(null) });

  return (
    <form
      onSubmit={submit}
      className="grid gap-2"
      aria-label={`Set final score for ${game.awayTeam} at ${game.homeTeam}`}
    >
      <h4 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Set Final Score</h4>
      <div className="flex flex-wrap items-end gap-2">
        <ScoreInput
          name="finalAwayScore"
          team={game.awayTeam}
          value={away}
          onChange={setAway}
          invalid={away !== "" && awayScore === null}
        />
        <span className="pb-2.5 text-muted-foreground" aria-hidden="true">
          -
        </span>
        <ScoreInput
          name="finalHomeScore"
          team={game.homeTeam}
          value={home}
          onChange={setHome}
          invalid={home !== "" && homeScore === null}
        />
        <Button type="submit" size="default" disabled={!ready || finalize.isPending} className="ml-auto">
          {finalize.isPending ? <Spinner className="size-4" /> : <Flag />}
          Finalize
        </Button>
      </div>
      <ConfirmDialog
        open={early !== null}
        onOpenChange={(open) => !open && setEarly(null)}
        title="Finalize before kickoff?"
        description={
          <>
            {game.awayTeam} @ {game.homeTeam} has not kicked off yet (kickoff {formatKickoff(game.kickoffISO)}).
            Finalizing now sets the final score {early?.finalAwayScore} - {early?.finalHomeScore}, locks its picks and
            grades them.
          </>
        }
        confirmLabel="Finalize anyway"
        destructive
        pending={finalize.isPending}
        onConfirm={confirmEarly}
      />
    </form>
  );
}

function ScoreInput({
  name,
  team,
  value,
  onChange,
  invalid,
}: {
  name: "finalAwayScore" | "finalHomeScore";
  team: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
}) {
  const id = useId();
  return (
    <div className="grid w-24 gap-1">
      <label htmlFor={id} className="truncate text-xs text-muted-foreground" title={team}>
        {team}
        <span className="sr-only"> final score</span>
      </label>
      <Input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid || undefined}
        className="text-center font-semibold tabular-nums"
      />
    </div>
  );
}
