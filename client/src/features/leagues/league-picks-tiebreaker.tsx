import { MAX_TIEBREAKER_TOTAL } from "@shared/domain/league-card";
import { Lock } from "lucide-react";
import { useId } from "react";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

interface TiebreakerFieldProps {
  matchup: string;
  /** The owner named this game; otherwise it is the slate's last kickoff. */
  named: boolean;
  value: string;
  locked: boolean;
  /** Why the typed total cannot be saved, or null. */
  problem: string | null;
  onChange: (value: string) => void;
}

/** The week's tiebreaker: the total points of the slate's last game or the one the owner named, locked with that game. */
export function TiebreakerField({ matchup, named, value, locked, problem, onChange }: TiebreakerFieldProps) {
  const id = useId();
  const problemId = useId();
  return (
    <Card className="grid gap-2 p-4" data-testid="tiebreaker">
      <Label htmlFor={id} className="flex items-center gap-1.5">
        {locked && <Lock aria-hidden="true" className="size-3.5" />}
        Total points in {matchup}
      </Label>
      <p className="text-xs text-muted-foreground">
        The tiebreaker: both teams' points together{named ? ", in the game the owner named" : ""}.{" "}
        {locked ? "Locked with the game." : "It locks with the game."}
      </p>
      <Input
        id={id}
        name="tiebreakerTotal"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_TIEBREAKER_TOTAL}
        step={1}
        disabled={locked}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 w-32 text-center text-base font-semibold tabular-nums"
      />
      {problem && (
        <p id={problemId} className="text-xs font-medium text-destructive">
          {problem}
        </p>
      )}
    </Card>
  );
}
