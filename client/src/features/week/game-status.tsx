import { Clock, Lock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { GameView } from "./game-view";

/** RULES §4 "Game status": a pulsing Live badge, or a Final badge, each with the score. */
export function GameScoreline({ view }: { view: GameView }) {
  const { status, score } = view;
  const testId = status === "live" ? "live-score" : "final-score";
  return (
    <div className="flex min-w-14 flex-col items-center justify-center gap-1.5 text-center">
      {status === "live" && <LiveBadge />}
      {status === "final" && <Badge variant="secondary">Final</Badge>}
      {status !== "scheduled" && score ? (
        <span data-testid={testId} className="text-lg font-black whitespace-nowrap tabular-nums">
          {score.away} - {score.home}
        </span>
      ) : (
        status === "scheduled" && <span className="text-sm font-semibold text-muted-foreground">@</span>
      )}
    </div>
  );
}

function LiveBadge() {
  return (
    <Badge variant="destructive" className="gap-1.5">
      <span aria-hidden="true" className="relative flex size-2">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-white/80" />
        <span className="relative inline-flex size-2 rounded-full bg-white" />
      </span>
      Live
    </Badge>
  );
}

/** Time left to pick, or "Locked" with a lock icon. */
export function CountdownChip({ text, locked }: { text: string; locked: boolean }) {
  const Icon = locked ? Lock : Clock;
  return (
    <Badge variant={locked ? "secondary" : "outline"} className="tabular-nums">
      <Icon aria-hidden="true" />
      <span data-testid="countdown">{text}</span>
    </Badge>
  );
}
