import type { LeagueCard } from "@shared/contracts/league-card";
import { countdownText } from "@shared/domain/countdown";
import type { Side } from "@shared/domain/enums";
import { useQuery } from "@tanstack/react-query";
import { CalendarDays, ListChecks } from "lucide-react";
import { type ReactNode, useCallback, useMemo } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { SaveState } from "@/features/week/save-state";
import { getErrorMessage } from "@/lib/api";
import { serverClockOffset, serverDate } from "@/lib/server-clock";
import { ConfidenceList } from "./league-picks-confidence-list";
import { type CardGame, LeaguePicksGame, matchupOf } from "./league-picks-game";
import { TiebreakerField } from "./league-picks-tiebreaker";
import { leagueQueries } from "./leagues.queries";
import { useLeaguePicksAutosave } from "./use-league-picks-autosave";
import { useTickingNow } from "./use-ticking-now";

/** The Picks tab (issue 20): the member's own card for the current week under the league's rules. */
export function LeaguePicksTab({ leagueId }: { leagueId: string }) {
  const card = useQuery(leagueQueries.card(leagueId));

  if (card.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-8 text-primary" label="Loading your card" />
      </div>
    );
  }
  if (card.isError) {
    return (
      <PicksNotice title="No card to show" description={getErrorMessage(card.error, "Failed to load your card")} />
    );
  }
  if (card.data.usesGlobalPicks) {
    return (
      <PicksNotice
        title="Your week-page picks count here"
        description="This league plays on your picks from the week page."
      >
        <Button asChild variant="outline">
          <Link href="/">
            <CalendarDays /> Go to the week page
          </Link>
        </Button>
      </PicksNotice>
    );
  }
  if (card.data.firstWeek) {
    // Decision 056: the week's slate had locked when the league was created.
    return (
      <PicksNotice
        title={`Your first week is ${card.data.firstWeek}`}
        description="This week's games had started when the league was created."
      />
    );
  }
  if (card.data.games.length === 0) {
    return <PicksNotice title="No games yet" description="This week's slate has no games yet." />;
  }
  return (
    <PicksCard
      key={cardIdentity(card.data)}
      leagueId={leagueId}
      card={card.data}
      clockOffsetMs={serverClockOffset(card.data.serverNow, card.dataUpdatedAt)}
    />
  );
}

/** A card with other rules or games is another card: its drafts start over. */
const cardIdentity = (card: LeagueCard) =>
  [
    card.weekId,
    card.rules.pickMode,
    card.rules.confidence,
    card.tiebreaker?.gameId,
    ...card.games.map((g) => g.id),
  ].join("|");

function PicksNotice({ title, description, children }: { title: string; description: string; children?: ReactNode }) {
  return (
    <Card data-testid="league-picks-notice" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <ListChecks aria-hidden="true" className="size-8 text-muted-foreground" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-muted-foreground">{description}</p>
      {children}
    </Card>
  );
}

function rulesText(card: LeagueCard): string {
  const mode = card.rules.pickMode === "spread" ? "Pick against the spread" : "Pick the winners";
  const confidence = card.rules.confidence
    ? `, ranked by confidence: the top game is worth ${card.games.length}, the bottom 1`
    : "";
  return `${mode}${confidence}. Times are Central.`;
}

function PicksCard({ leagueId, card, clockOffsetMs }: { leagueId: string; card: LeagueCard; clockOffsetMs: number }) {
  const { draft, status, message, problem, edit } = useLeaguePicksAutosave(leagueId, card);
  const now = serverDate(clockOffsetMs, useTickingNow(card.nextLockAt !== null));
  const games = useMemo(() => new Map(card.games.map((game) => [game.id, game])), [card.games]);
  const isLocked = (game: CardGame) => game.locked || now.getTime() >= Date.parse(game.locksAt);
  // Keyed by its ids, so the set (and the rows) change only when a game locks, not at every tick.
  const lockedKey = card.games
    .filter(isLocked)
    .map((game) => game.id)
    .join(",");
  const lockedIds = useMemo(() => new Set(lockedKey ? lockedKey.split(",") : []), [lockedKey]);
  const tiebreakerGame = card.tiebreaker ? games.get(card.tiebreaker.gameId) : undefined;

  const onPick = useCallback((gameId: string, winner: Side) => edit({ pick: { gameId, winner } }, "choice"), [edit]);
  const onMove = useCallback(
    (activeId: string, overId: string) => edit({ move: { activeId, overId, locked: [...lockedIds] } }, "choice"),
    [edit, lockedIds],
  );
  const onSetValue = useCallback(
    (gameId: string, value: number) => edit({ value: { gameId, value, locked: [...lockedIds] } }, "choice"),
    [edit, lockedIds],
  );
  const onStep = useCallback(
    (gameId: string, by: -1 | 1) => edit({ step: { gameId, by, locked: [...lockedIds] } }, "choice"),
    [edit, lockedIds],
  );
  const lines = useMemo(() => card.games.map((game) => ({ id: game.id, line: game.line })), [card.games]);
  const canOrderByLine = lines.some((game) => game.line !== null && !lockedIds.has(game.id));
  const onOrderByLine = useCallback(
    () => edit({ byLine: { games: lines, locked: [...lockedIds] } }, "choice"),
    [edit, lines, lockedIds],
  );
  const matchup = useCallback((gameId: string) => matchupOf(games.get(gameId)!), [games]);
  const renderGame = (gameId: string) => {
    const game = games.get(gameId)!;
    const locked = lockedIds.has(gameId);
    return (
      <LeaguePicksGame
        game={game}
        winner={draft.winners[gameId] ?? null}
        locked={locked}
        countdown={locked ? "Locked" : countdownText(new Date(game.locksAt), now)}
        spread={card.rules.pickMode === "spread"}
        onPick={onPick}
      />
    );
  };

  return (
    <div className="grid gap-4" data-testid="league-picks">
      <div className="sticky top-16 z-30 -mx-1 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg bg-background/90 px-1 py-2 backdrop-blur-md">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">Your {card.weekLabel} card</h2>
          <p className="text-sm text-muted-foreground">{rulesText(card)}</p>
        </div>
        <SaveState status={status} invalid={status === "error" || problem !== null} />
      </div>
      {message && (
        <p role="alert" data-testid="card-save-message" className="text-sm font-medium text-destructive">
          {message}
        </p>
      )}
      {card.tiebreaker && tiebreakerGame && (
        <TiebreakerField
          matchup={matchupOf(tiebreakerGame)}
          named={card.tiebreaker.named}
          value={draft.tiebreaker}
          locked={lockedIds.has(tiebreakerGame.id)}
          problem={problem}
          onChange={(tiebreaker) => edit({ tiebreaker }, "score")}
        />
      )}
      {card.rules.confidence ? (
        <ConfidenceList
          order={draft.order}
          lockedIds={lockedIds}
          matchup={matchup}
          renderGame={renderGame}
          onMove={onMove}
          onSetValue={onSetValue}
          onStep={onStep}
          onOrderByLine={canOrderByLine ? onOrderByLine : null}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {draft.order.map((gameId) => (
            <div key={gameId} className="flex">
              {renderGame(gameId)}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
