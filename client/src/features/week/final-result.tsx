import { CheckCircle2, Trophy, XCircle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { formatPoints } from "@/features/my-picks/pick-result";
import type { FinalResult } from "./game-view";

/** A final game's line on its card: who won and, when you picked it, your result and points. */
export function FinalResultLine({ result, winnerName }: { result: FinalResult; winnerName: string | null }) {
  const { outcome, points } = result;
  return (
    <div
      data-testid="final-result"
      data-result={outcome ?? "none"}
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-muted/50 px-3 py-2 text-sm"
    >
      <p className="flex items-center gap-1.5 font-semibold">
        <Trophy aria-hidden="true" className="size-4 text-warning" />
        <span data-testid="final-winner">{winnerName ? `${winnerName} won` : "Tie game"}</span>
      </p>
      {outcome ? (
        <div className="flex items-center gap-1.5">
          <Badge variant={outcome === "correct" ? "success" : "destructive"}>
            {outcome === "correct" ? <CheckCircle2 aria-hidden="true" /> : <XCircle aria-hidden="true" />}
            {outcome === "correct" ? "Correct" : "Incorrect"}
          </Badge>
          {points === null ? (
            <span className="text-xs text-muted-foreground">Grading...</span>
          ) : (
            <Badge
              data-testid="pick-points"
              variant={points > 0 ? "success" : points < 0 ? "destructive" : "secondary"}
              className="tabular-nums"
            >
              {formatPoints(points)}
            </Badge>
          )}
        </div>
      ) : (
        <span className="text-xs text-muted-foreground">You did not pick this game</span>
      )}
    </div>
  );
}
