import type { Side } from "@shared/domain/scoring";
import { Clock, Lock, Rewind, RugbyBall } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import type { GameView } from "./game-view";
import { type ReplayTiming, replayNote, useGameClockLabel } from "./use-game-clock";

/** What the scoreline shows; the period, clock and possession are left out where a card has none (a league card). */
export type ScorelineView = Pick<GameView, "status" | "score"> &
  Partial<Pick<GameView, "period" | "clock" | "possession">>;

/**
 * RULES §4 "Game status": a pulsing Live badge, or a Final badge, each with the score; a live
 * game's period and clock under it (a replayed game's clock estimated, decision 057), and a
 * football beside the score of the team with the ball.
 */
export function GameScoreline({
  view,
  teams,
  replay,
}: {
  view: ScorelineView;
  teams?: { away: string; home: string };
  /** Set for a replayed game: its clock is the model's running estimate. */
  replay?: ReplayTiming;
}) {
  const { status, score } = view;
  const testId = status === "live" ? "live-score" : "final-score";
  const label = useGameClockLabel({ status, period: view.period ?? null, clock: view.clock ?? null }, replay);
  const possession = status === "live" && teams ? (view.possession ?? null) : null;
  return (
    // Before kickoff it shows only "@": its width goes to the team names beside it.
    <div
      className={cn(
        "flex flex-col items-center justify-center gap-1.5 text-center",
        status !== "scheduled" && "min-w-14",
      )}
    >
      {status === "live" && <LiveBadge />}
      {status === "final" && <Badge variant="secondary">Final</Badge>}
      {status !== "scheduled" && score ? (
        <span className="flex items-center gap-1">
          {possession === "AWAY" && <PossessionMarker side="AWAY" team={teams!.away} />}
          <span data-testid={testId} className="text-lg font-black whitespace-nowrap tabular-nums">
            {score.away} - {score.home}
          </span>
          {possession === "HOME" && <PossessionMarker side="HOME" team={teams!.home} />}
        </span>
      ) : (
        status === "scheduled" && <span className="text-sm font-semibold text-muted-foreground">@</span>
      )}
      {label && <GameClock label={label} />}
    </div>
  );
}

/** "Q3 4:12", read out as "3rd quarter, 4:12 left". */
export function GameClock({ label }: { label: { text: string; spoken: string } }) {
  return (
    <span data-testid="game-clock" className="text-xs font-semibold whitespace-nowrap text-foreground/80 tabular-nums">
      <span aria-hidden="true">{label.text}</span>
      <span className="sr-only">{label.spoken}</span>
    </span>
  );
}

/** Under a replayed live game: its score moves at each quarter's end, its clock is an estimate. */
export function ReplayNote({ period, className }: { period: number | null; className?: string }) {
  return (
    <p data-testid="replay-note" className={cn("flex items-center gap-1.5 text-xs text-muted-foreground", className)}>
      <Rewind aria-hidden="true" className="size-3.5 shrink-0" />
      {replayNote(period)}
    </p>
  );
}

/** A football beside the score of the team with the ball; a screen reader hears "Georgia has the ball". */
export function PossessionMarker({ side, team }: { side: Side; team: string }) {
  return (
    <span data-testid="possession" data-side={side} className="inline-flex text-warning">
      <RugbyBall aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{team} has the ball</span>
    </span>
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
