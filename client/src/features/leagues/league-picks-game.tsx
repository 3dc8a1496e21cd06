import type { LeagueCard } from "@shared/contracts/league-card";
import { formatKickoff } from "@shared/domain/central-time";
import type { Side } from "@shared/domain/enums";
import { gameTitle } from "@shared/domain/postseason";
import { winnerOf } from "@shared/domain/scoring";
import { CalendarClock } from "lucide-react";
import { memo } from "react";
import { Card } from "@/components/ui/card";
import type { TeamSide } from "@/features/teams/team-side";
import { CountdownChip, GameScoreline, type ScorelineView } from "@/features/week/game-status";
import { TeamPickButton } from "@/features/week/team-pick-button";
import { cn } from "@/lib/cn";
import { sideLineText } from "./league-picks-line";
import { VoidedBadge } from "./voided-badge";

export type CardGame = LeagueCard["games"][number];

export const matchupOf = (game: Pick<CardGame, "awayTeam" | "homeTeam">) => `${game.awayTeam} at ${game.homeTeam}`;

function teamOf(game: CardGame, side: Side): TeamSide {
  const home = side === "HOME";
  return {
    name: home ? game.homeTeam : game.awayTeam,
    rank: home ? game.homeTeamRank : game.awayTeamRank,
    record: null,
    color: home ? game.homeTeamColor : game.awayTeamColor,
    abbreviation: home ? game.homeTeamAbbreviation : game.awayTeamAbbreviation,
    logo: home ? game.homeTeamLogo : game.awayTeamLogo,
  };
}

function viewOf(game: CardGame): ScorelineView {
  const score =
    game.homeScore !== null && game.awayScore !== null ? { home: game.homeScore, away: game.awayScore } : null;
  return { status: game.status, score };
}

/** What the card says under the teams: why a spread game cannot be picked, or the line a spread pick keeps. */
function noteOf(game: CardGame, winner: Side | null, locked: boolean, spread: boolean): string | null {
  if (!spread) return null;
  if (game.line === null && !locked) return "No line yet: this game opens once it has one.";
  const pick = game.pick;
  if (!pick || pick.line === null || pick.winner !== winner || pick.line === game.line) return null;
  const team = pick.winner === "HOME" ? game.homeTeam : game.awayTeam;
  return `Your pick keeps its line: ${team} ${sideLineText(pick.line, pick.winner)}`;
}

interface LeaguePicksGameProps {
  game: CardGame;
  winner: Side | null;
  locked: boolean;
  /** The countdown to this game's lock, or "Locked". */
  countdown: string;
  spread: boolean;
  onPick: (gameId: string, winner: Side) => void;
}

/** A slate game of a league card, in the week page's look: tap a team to pick it; the line beside each team in spread leagues. */
export const LeaguePicksGame = memo(function LeaguePicksGame({
  game,
  winner,
  locked,
  countdown,
  spread,
  onPick,
}: LeaguePicksGameProps) {
  const view = viewOf(game);
  const final = game.status === "final" && view.score ? winnerOf(view.score.home, view.score.away) : undefined;
  // Straight up, the winner's tile shows a trophy; against the spread a win is not a cover, so no mark.
  const won = (side: Side) => (final === undefined || spread ? undefined : final === side);
  const unpickable = locked || (spread && game.line === null);
  const note = noteOf(game, winner, locked, spread);
  const sideButton = (side: Side) => (
    <TeamPickButton
      team={teamOf(game, side)}
      selected={winner === side}
      disabled={unpickable}
      won={won(side)}
      detail={spread ? (sideLineText(game.line, side) ?? undefined) : undefined}
      onSelect={() => onPick(game.id, side)}
    />
  );

  return (
    <Card
      data-testid="league-pick-game"
      data-game-id={game.id}
      data-locked={String(locked)}
      data-voided={String(game.voided)}
      className={cn("flex min-w-0 flex-1 flex-col gap-3 p-4", locked && "bg-muted/40")}
    >
      {gameTitle(game.notes) && (
        <p data-testid="game-title" className="-mb-1 text-sm leading-snug font-semibold">
          {gameTitle(game.notes)}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1.5">
        <p className="flex items-center gap-1.5 text-xs font-medium whitespace-nowrap text-muted-foreground">
          <CalendarClock aria-hidden="true" className="size-3.5 shrink-0" />
          <span data-testid="kickoff">{formatKickoff(new Date(game.kickoffISO))}</span>
        </p>
        <span className="flex items-center gap-1.5">
          {game.voided && <VoidedBadge />}
          <CountdownChip locked={locked} text={countdown} />
        </span>
      </div>
      <fieldset
        aria-label={`Pick ${matchupOf(game)}`}
        className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-stretch gap-2"
      >
        {sideButton("AWAY")}
        <GameScoreline view={view} />
        {sideButton("HOME")}
      </fieldset>
      {note && <p className="text-xs text-muted-foreground">{note}</p>}
      {game.voided && (
        <p className="text-xs text-muted-foreground">The owner voided this game: no points in this league.</p>
      )}
    </Card>
  );
});
