import type { MyPickDto } from "@shared/contracts/games";
import { formatKickoff } from "@shared/domain/central-time";
import type { Side } from "@shared/domain/enums";
import { overUnderOutcome, type PickOutcome, parseOverUnder } from "@shared/domain/scoring";
import { motion } from "framer-motion";
import { Check, CheckCircle2, Clock, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { TeamBadge } from "@/features/teams/team-badge";
import { cn } from "@/lib/cn";
import { PickPoints } from "./pick-points";
import { type PickResult, pickResult } from "./pick-result";

const BORDER: Record<PickResult, string> = {
  correct: "border-success/70 bg-success/[0.03]",
  incorrect: "border-destructive/70 bg-destructive/[0.03]",
  pending: "border-border",
};

type Game = MyPickDto["game"];

export function MyPickCard({
  pick,
  overUnderEnabled,
  index = 0,
}: {
  pick: MyPickDto;
  overUnderEnabled: boolean;
  index?: number;
}) {
  const { game } = pick;
  const result = pickResult(pick);
  const isFinal = result !== "pending";
  const pickedTeam = pick.winner === "HOME" ? game.homeTeam : game.awayTeam;
  const line = parseOverUnder(game.overUnder);
  const hasScore = pick.predAwayScore !== null && pick.predHomeScore !== null;

  return (
    <motion.div
      initial={{ opacity: 0, y: 10 }}
      animate={{ opacity: 1, y: 0 }}
      transition={{ duration: 0.25, delay: Math.min(index, 8) * 0.04 }}
      className="h-full"
    >
      <Card
        data-testid="my-pick-card"
        data-result={result}
        data-game-id={pick.gameId}
        className={cn("flex h-full flex-col gap-4 border-2 p-4 sm:p-5", BORDER[result])}
      >
        <div className="flex items-center justify-between gap-3">
          <div className="flex min-w-0 items-center gap-2 text-xs text-muted-foreground">
            <span className="truncate">{formatKickoff(game.kickoffISO)}</span>
            {game.status === "final" && <Badge variant="secondary">Final</Badge>}
            {game.status === "live" && <Badge variant="destructive">Live</Badge>}
          </div>
          <ResultMark result={result} />
        </div>

        <div className="grid gap-2">
          <TeamLine game={game} side="AWAY" picked={pick.winner === "AWAY"} isFinal={isFinal} />
          <TeamLine game={game} side="HOME" picked={pick.winner === "HOME"} isFinal={isFinal} />
        </div>

        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-lg bg-muted/40 p-3 text-sm">
          <Detail label="Your pick" testId="pick-winner">
            {pickedTeam}
          </Detail>
          {hasScore && (
            <Detail label="Predicted score" testId="pick-predicted-score">
              {pick.predAwayScore} - {pick.predHomeScore}
            </Detail>
          )}
          {overUnderEnabled && line !== null && pick.predOverUnder && (
            <Detail label="Over/Under" testId="pick-over-under" outcome={isFinal ? overUnderOutcome(pick, game) : null}>
              {pick.predOverUnder === "over" ? "Over" : "Under"} {line}
            </Detail>
          )}
          {isFinal && (
            <Detail label="Final score" testId="pick-final-score">
              {game.finalAwayScore} - {game.finalHomeScore}
            </Detail>
          )}
        </dl>

        {isFinal && <PickPoints txns={pick.pointsTxns} />}
      </Card>
    </motion.div>
  );
}

function ResultMark({ result }: { result: PickResult }) {
  if (result === "correct")
    return <CheckCircle2 className="size-6 shrink-0 text-success" aria-label="Correct" role="img" />;
  if (result === "incorrect")
    return <XCircle className="size-6 shrink-0 text-destructive" aria-label="Incorrect" role="img" />;
  return (
    <Badge variant="outline" className="text-muted-foreground">
      <Clock /> Pending
    </Badge>
  );
}

function TeamLine({ game, side, picked, isFinal }: { game: Game; side: Side; picked: boolean; isFinal: boolean }) {
  const home = side === "HOME";
  const name = home ? game.homeTeam : game.awayTeam;
  const rank = home ? game.homeTeamRank : game.awayTeamRank;
  const score = home ? game.finalHomeScore : game.finalAwayScore;
  return (
    <div
      className={cn("flex items-center gap-3 rounded-lg px-2 py-1.5", picked && "bg-primary/10 ring-1 ring-primary/30")}
    >
      <TeamBadge
        name={name}
        abbreviation={home ? game.homeTeamAbbreviation : game.awayTeamAbbreviation}
        color={home ? game.homeTeamPrimaryColor : game.awayTeamPrimaryColor}
        logo={home ? game.homeTeamLogo : game.awayTeamLogo}
        size="sm"
      />
      <span data-testid="team-name" className="min-w-0 flex-1 font-medium break-words">
        {!home && <span className="sr-only">Away: </span>}
        {home && <span className="mr-1 text-muted-foreground">@</span>}
        {rank && <span className="mr-1 text-xs font-semibold text-muted-foreground">#{rank}</span>}
        {name}
      </span>
      {picked && (
        <Badge variant="default" className="shrink-0">
          <Check /> Your pick
        </Badge>
      )}
      {isFinal && <span className="w-8 text-right text-lg font-bold tabular-nums">{score}</span>}
    </div>
  );
}

/** `outcome`: a graded call (the over/under) is marked like the winner: a check when it hit, a cross when missed. */
function Detail({
  label,
  testId,
  outcome = null,
  children,
}: {
  label: string;
  testId: string;
  outcome?: PickOutcome | null;
  children: ReactNode;
}) {
  return (
    <div className="grid min-w-0 gap-0.5" data-testid={testId} data-outcome={outcome ?? undefined}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd
        className={cn(
          "flex min-w-0 items-center gap-1 font-semibold tabular-nums",
          outcome === "correct" && "text-success",
          outcome === "incorrect" && "text-destructive",
        )}
      >
        <span className="truncate">{children}</span>
        {outcome === "correct" && <CheckCircle2 className="size-4 shrink-0" aria-label="Hit" role="img" />}
        {outcome === "incorrect" && <XCircle className="size-4 shrink-0" aria-label="Missed" role="img" />}
      </dd>
    </div>
  );
}
