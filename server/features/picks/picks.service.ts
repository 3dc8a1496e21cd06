import { and, asc, count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { PICKS_LOCKED_MESSAGE, type MyPickDto } from "../../../shared/contracts/games.ts";
import type { PickInput } from "../../../shared/domain/pick.ts";
import { parseOverUnder } from "../../../shared/domain/scoring.ts";
import { clock } from "../../clock.ts";
import type { Tx } from "../../db/client.ts";
import { db } from "../../db/index.ts";
import { games, picks, type Pick } from "../../db/schema/index.ts";
import { events } from "../../events.ts";
import { badRequest, conflict, notFound } from "../../http/errors.ts";
import { toGameDto, toPickDto } from "../weeks/game.mapper.ts";
import { pointsTxnsByPick } from "./pick-points.ts";
import { pickIsLocked, pickIsOpen } from "./pick-lock.sql.ts";
import { findCurrentWeek } from "../weeks/weeks.service.ts";

/**
 * Saves (or replaces) the user's pick. The lock is part of the write itself: the row is only
 * written while the game is scheduled and the server clock is before kickoff, so a pick racing
 * kickoff is either saved before it or refused.
 */
export async function savePick(userId: string, input: PickInput): Promise<Pick> {
  const [game] = await db().select().from(games).where(eq(games.id, input.gameId));
  if (!game) throw notFound("Game not found");
  if (input.predOverUnder && parseOverUnder(game.overUnder) === null) {
    throw badRequest("This game has no over/under line");
  }
  const now = clock.now();
  const values = {
    winner: input.winner,
    predHomeScore: input.predHomeScore ?? null,
    predAwayScore: input.predAwayScore ?? null,
    predOverUnder: input.predOverUnder ?? null,
  };
  const saved = await db().transaction(async (tx) => {
    const open = await tx
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.id, game.id), pickIsOpen(now)))
      .for("share");
    if (open.length === 0) return null;
    const [row] = await tx
      .insert(picks)
      .values({ userId, gameId: game.id, ...values, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [picks.userId, picks.gameId], set: { ...values, updatedAt: now } })
      .returning({ ...getTableColumns(picks), inserted: sql<boolean>`(xmax = 0)` });
    const { inserted, ...pick } = row!;
    return { pick, entersBoard: inserted && (await picksInWeek(tx, userId, game.weekId)) === 1 };
  });
  if (!saved) throw conflict(PICKS_LOCKED_MESSAGE);
  events.publish("pick.saved", { gameId: game.id, weekId: game.weekId });
  if (saved.entersBoard) events.publish("board.entered", { weekId: game.weekId });
  return saved.pick;
}

async function picksInWeek(tx: Tx, userId: string, weekId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(picks)
    .innerJoin(games, eq(games.id, picks.gameId))
    .where(and(eq(picks.userId, userId), eq(games.weekId, weekId)));
  return row?.n ?? 0;
}

export async function myPicks(userId: string): Promise<MyPickDto[]> {
  const rows = await db()
    .select({ pick: picks, game: games })
    .from(picks)
    .innerJoin(games, eq(games.id, picks.gameId))
    .where(eq(picks.userId, userId))
    .orderBy(desc(games.kickoffISO), asc(games.cfbdId));
  const pointsOf = await pointsTxnsByPick(rows.map((r) => r.pick));
  return rows.map(({ pick, game }) => {
    const { pickStats: _stats, ...gameDto } = toGameDto(game);
    return {
      ...toPickDto(pick),
      game: gameDto,
      pointsTxns: pointsOf(pick.id),
    };
  });
}

/**
 * Another player's picks for a week: only games that have locked (kicked off or no longer
 * scheduled) are shown, so nobody can copy a pick that can still change. Your own are all shown.
 */
export async function userPicksForWeek(viewerId: string, userId: string, weekId?: string) {
  const week = weekId ? { id: weekId } : await findCurrentWeek();
  if (!week) return [];
  const now = clock.now();
  const lockedOnly = viewerId === userId ? undefined : pickIsLocked(now);
  const rows = await db()
    .select({ pick: picks, game: games })
    .from(picks)
    .innerJoin(games, eq(games.id, picks.gameId))
    .where(and(eq(picks.userId, userId), eq(games.weekId, week.id), lockedOnly))
    .orderBy(asc(games.kickoffISO));
  return rows.map(({ pick, game }) => ({ ...toPickDto(pick), game: toGameDto(game) }));
}
