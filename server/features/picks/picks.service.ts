import { and, asc, eq, getTableColumns, sql } from "drizzle-orm";
import { type MyPickDto, PICKS_LOCKED_MESSAGE, type UserWeekPickDto } from "../../../shared/contracts/games.ts";
import type { PickInput } from "../../../shared/domain/pick.ts";
import { parseOverUnder } from "../../../shared/domain/scoring.ts";
import { clock } from "../../clock.ts";
import { db } from "../../db/index.ts";
import { games, type Pick, picks, weeks } from "../../db/schema/index.ts";
import { ConflictError, NotFoundError, ValidationError } from "../../domain-errors.ts";
import { events } from "../../events.ts";
import { toGameDto, toPickDto } from "../weeks/game.mapper.ts";
import { findCurrentWeek } from "../weeks/weeks.service.ts";
import { pickIsLocked, pickIsOpen } from "./pick-lock.sql.ts";
import { pointsTxnsByPick } from "./pick-points.ts";

/**
 * Saves (or replaces) the user's pick in one statement, the lock part of the write itself: the
 * row is only written while the game is scheduled and the server clock is before kickoff, and the
 * game's row is share-locked meanwhile (a finalize's FOR UPDATE waits for it, or it finds the game
 * locked), so a pick racing kickoff or a finalize is either saved before it or refused. The week's
 * earlier picks are counted in the statement's snapshot, which does not see the row it inserts.
 */
export async function savePick(userId: string, input: PickInput): Promise<Pick> {
  if (input.predOverUnder) await requireOverUnderLine(input.gameId);
  const now = clock.now();
  const values = {
    winner: input.winner,
    predHomeScore: input.predHomeScore ?? null,
    predAwayScore: input.predAwayScore ?? null,
    predOverUnder: input.predOverUnder ?? null,
  };
  const weekOfGame = sql`(select week_id from ${games} where id = ${input.gameId}::uuid)`;
  const [saved] = await db()
    .insert(picks)
    .select(
      sql`select gen_random_uuid(), ${userId}::uuid, ${games.id}, ${values.winner}, ${values.predHomeScore}::integer,
        ${values.predAwayScore}::integer, ${values.predOverUnder}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, null
        from ${games} where ${and(eq(games.id, input.gameId), eq(games.powerFive, true), pickIsOpen(now))} for share`,
    )
    .onConflictDoUpdate({ target: [picks.userId, picks.gameId], set: { ...values, updatedAt: now } })
    .returning({
      ...getTableColumns(picks),
      weekId: sql<string>`${weekOfGame}`,
      inserted: sql<boolean>`(xmax = 0)`,
      earlierInWeek: sql<number>`(select count(*)::integer from ${picks} earlier join ${games} g on g.id = earlier.game_id
        where earlier.user_id = ${userId}::uuid and g.week_id = ${weekOfGame})`,
    });
  if (!saved) {
    await findGame(input.gameId);
    throw new ConflictError(PICKS_LOCKED_MESSAGE);
  }
  const { weekId, inserted, earlierInWeek, ...pick } = saved;
  events.publish("pick.saved", { gameId: pick.gameId, weekId });
  if (inserted && earlierInWeek === 0) events.publish("board.entered", { weekId, userId });
  return pick;
}

/** A game of the site's pick'em; the other FBS games (on leagues' slates only) are not found here. */
async function findGame(gameId: string) {
  const [game] = await db()
    .select()
    .from(games)
    .where(and(eq(games.id, gameId), eq(games.powerFive, true)));
  if (!game) throw new NotFoundError("Game not found");
  return game;
}

async function requireOverUnderLine(gameId: string) {
  const game = await findGame(gameId);
  if (parseOverUnder(game.overUnder) === null) throw new ValidationError("This game has no over/under line");
}

/** The user's picks in kickoff order, each with its game's week (My Picks groups by it). */
export async function myPicks(userId: string): Promise<MyPickDto[]> {
  const rows = await db()
    .select({ pick: picks, game: games, week: { id: weeks.id, label: weeks.label, season: weeks.season } })
    .from(picks)
    .innerJoin(games, eq(games.id, picks.gameId))
    .innerJoin(weeks, eq(weeks.id, games.weekId))
    .where(eq(picks.userId, userId))
    .orderBy(asc(games.kickoffISO), asc(games.cfbdId));
  const pointsOf = await pointsTxnsByPick(rows.map((r) => r.pick));
  return rows.map(({ pick, game, week }) => {
    const { pickStats: _stats, ...gameDto } = toGameDto(game);
    return {
      ...toPickDto(pick),
      game: gameDto,
      week,
      pointsTxns: pointsOf(pick.id),
    };
  });
}

/**
 * Another player's picks for a week: only games that have locked (kicked off or no longer
 * scheduled) are shown, so nobody can copy a pick that can still change. Your own are all shown.
 */
export async function userPicksForWeek(viewerId: string, userId: string, weekId?: string): Promise<UserWeekPickDto[]> {
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
