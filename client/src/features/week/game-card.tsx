import type { GameDto, WeekPickDto } from "@shared/contracts/games";
import type { PointsSettings } from "@shared/contracts/points";
import { formatKickoff } from "@shared/domain/central-time";
import { countdownText, isPickLocked } from "@shared/domain/countdown";
import type { Side } from "@shared/domain/enums";
import { gameTitle } from "@shared/domain/postseason";
import { spreadSentence } from "@shared/domain/spread";
import { CalendarClock, Flame } from "lucide-react";
import { memo } from "react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { teamSideOf } from "@/features/teams/team-side";
import { cn } from "@/lib/cn";
import { useServerNow } from "@/lib/server-clock";
import { FinalResultLine } from "./final-result";
import { GameCenter } from "./game-center";
import { GameFacts } from "./game-facts";
import { CountdownChip, GameScoreline, ReplayNote } from "./game-status";
import { finalResult, lineScore } from "./game-view";
import { LineScoreTable } from "./line-score-table";
import { PickControls } from "./pick-controls";
import { PickPercentBar } from "./pick-percent-bar";
import { TeamPickButton } from "./team-pick-button";
import { usePickAutosave } from "./use-pick-autosave";
import { useGameView } from "./week-live.store";

export interface GameCardProps {
  game: GameDto;
  pick: WeekPickDto | null;
  settings: PointsSettings | undefined;
  clockOffsetMs: number;
  /** The week's games are the replay's (decision 057): a live card estimates its clock and says so. */
  replay?: boolean;
  featured?: boolean;
}

/** Memoized: the board re-renders as live flags and kickoffs re-sort it, and a card's own props rarely change. */
export const GameCard = memo(function GameCard({
  game,
  pick,
  settings,
  clockOffsetMs,
  replay,
  featured,
}: GameCardProps) {
  const view = useGameView(game);
  const kickoff = new Date(game.kickoffISO);
  const now = useServerNow(clockOffsetMs, kickoff.getTime());
  const locked = isPickLocked({ status: view.status, kickoffISO: game.kickoffISO }, now);
  const { draft, status, problem, edit } = usePickAutosave(game.id, pick);
  const away = teamSideOf(game, "away");
  const home = teamSideOf(game, "home");
  const spread = spreadSentence(game.spread, game);
  const result = finalResult(game, view, pick);
  const won = (side: Side) => (result ? result.winner === side : undefined);
  const teams = { away: away.name, home: home.name };
  const line = view.status === "scheduled" ? null : lineScore(view);
  const title = gameTitle(game.notes);
  const replayTiming = replay ? { kickoffMs: kickoff.getTime(), offsetMs: clockOffsetMs } : undefined;

  return (
    <Card
      data-testid="game-card"
      data-game-id={game.id}
      data-status={view.status}
      data-locked={String(locked)}
      className={cn(
        "flex h-full flex-col gap-4 p-4 transition-[box-shadow,border-color] hover:shadow-md sm:p-5",
        featured && "border-primary/50 shadow-lg shadow-primary/10",
        // Muted, not faded: opacity would take its text and badges below 4.5:1.
        locked && "bg-muted/40",
      )}
    >
      {(title || game.neutralSite) && (
        <div className="-mb-2 flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
          {title && (
            <p data-testid="game-title" className="text-sm leading-snug font-semibold">
              {title}
            </p>
          )}
          {game.neutralSite && (
            <Badge variant="outline" data-testid="neutral-site" className="ml-auto">
              Neutral site
            </Badge>
          )}
        </div>
      )}
      {/* The badges wrap under the kickoff rather than cut it: its "CT" must stay readable at every width. */}
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1.5">
        <p className="flex items-center gap-1.5 text-xs font-medium whitespace-nowrap text-muted-foreground">
          <CalendarClock aria-hidden="true" className="size-3.5 shrink-0" />
          <span data-testid="kickoff">{formatKickoff(kickoff)}</span>
        </p>
        <div className="ml-auto flex shrink-0 items-center gap-1.5">
          {view.isPopular && (
            <Badge variant="warning">
              <Flame aria-hidden="true" />
              Popular
            </Badge>
          )}
          <CountdownChip locked={locked} text={locked ? "Locked" : countdownText(kickoff, now)} />
        </div>
      </div>

      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-stretch gap-2">
        <TeamPickButton
          team={away}
          selected={draft.winner === "AWAY"}
          disabled={locked}
          won={won("AWAY")}
          onSelect={() => edit({ winner: "AWAY" }, "choice")}
        />
        <GameScoreline view={view} teams={teams} replay={replayTiming} />
        <TeamPickButton
          team={home}
          selected={draft.winner === "HOME"}
          disabled={locked}
          won={won("HOME")}
          onSelect={() => edit({ winner: "HOME" }, "choice")}
        />
      </div>

      {line && (
        <LineScoreTable
          lineScore={line}
          teams={{ away: away.abbreviation ?? away.name, home: home.abbreviation ?? home.name }}
          caption={`Points by quarter, ${away.name} at ${home.name}`}
        />
      )}

      {replay && view.status === "live" && <ReplayNote period={view.period} className="-mt-1 justify-center" />}

      {result && (
        <FinalResultLine
          result={result}
          winnerName={result.winner === "HOME" ? home.name : result.winner === "AWAY" ? away.name : null}
        />
      )}

      {(spread || game.overUnder) && (
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-muted-foreground">
          {spread && <p>{spread}</p>}
          {game.overUnder && <p className="font-medium text-foreground/80">O/U {game.overUnder}</p>}
        </div>
      )}

      <div className="flex flex-wrap items-center gap-2">
        <GameFacts status={view.status} details={game.details} teams={teams} />
        <GameCenter game={game} view={view} away={away} home={home} replay={replayTiming} />
      </div>

      <PickPercentBar
        away={{ label: away.abbreviation ?? away.name, percent: view.awayPercent, color: away.color }}
        home={{ label: home.abbreviation ?? home.name, percent: view.homePercent, color: home.color }}
        total={view.totalPicks}
      />

      <PickControls
        game={game}
        draft={draft}
        status={status}
        problem={problem}
        locked={locked}
        settings={settings}
        onEdit={edit}
      />
    </Card>
  );
});
