import { and, eq } from "drizzle-orm";
import { GAME_NOT_FOUND_MESSAGE, type LeagueVoids, type VoidGameBody } from "../../../shared/contracts/league-voids.ts";
import { clock } from "../../clock.ts";
import type { DbOrTx } from "../../db/client.ts";
import { db } from "../../db/index.ts";
import { type Game, games, leagueVoidedGames } from "../../db/schema/index.ts";
import { ConflictError, NotFoundError } from "../../domain-errors.ts";
import { events } from "../../events.ts";
import { isUuid } from "../../http/validate.ts";
import { gradeLeaguePicks } from "../grading/league-grading.service.ts";
import { findVisibleLeague, requireLeagueOwner } from "./league-access.ts";
import { leagueWeek, weekOrCurrent } from "./league-week.service.ts";

const matchup = (game: { homeTeam: string; awayTeam: string }) => `${game.awayTeam} at ${game.homeTeam}`;

/** The ids of a week's games voided in a league. */
export async function voidedGameIds(leagueId: string, weekId: string, database: DbOrTx = db()): Promise<Set<string>> {
  const rows = await database
    .select({ gameId: leagueVoidedGames.gameId })
    .from(leagueVoidedGames)
    .innerJoin(games, eq(games.id, leagueVoidedGames.gameId))
    .where(and(eq(leagueVoidedGames.leagueId, leagueId), eq(games.weekId, weekId)));
  return new Set(rows.map((row) => row.gameId));
}

async function voidsOf(database: DbOrTx, leagueId: string, weekId: string): Promise<LeagueVoids> {
  const rows = await database
    .select({ void: leagueVoidedGames, game: games })
    .from(leagueVoidedGames)
    .innerJoin(games, eq(games.id, leagueVoidedGames.gameId))
    .where(and(eq(leagueVoidedGames.leagueId, leagueId), eq(games.weekId, weekId)))
    .orderBy(games.kickoffISO, games.id);
  return {
    weekId,
    games: rows.map(({ void: v, game }) => ({
      gameId: game.id,
      homeTeam: game.homeTeam,
      awayTeam: game.awayTeam,
      kickoffISO: game.kickoffISO.toISOString(),
      note: v.note,
      voidedAt: v.voidedAt.toISOString(),
    })),
  };
}

/** GET /api/leagues/{id}/voids?weekId=: the week's voided games, for anyone who can see the league. */
export async function leagueVoids(viewerId: string, leagueId: string, weekId: string): Promise<LeagueVoids> {
  const league = await findVisibleLeague(viewerId, leagueId);
  const week = await weekOrCurrent(weekId);
  return voidsOf(db(), league.id, week.id);
}

/**
 * Changes a game's void in a league and regrades that league's rows of it at once, under the
 * game's row lock as every grading does, so it converges with finalize and regrade in any order.
 * Boards and league rooms hear it as they hear a regrade.
 */
async function changeVoid(leagueId: string, gameId: string, change: (tx: DbOrTx, game: Game) => Promise<boolean>) {
  if (!isUuid(gameId)) throw new NotFoundError(GAME_NOT_FOUND_MESSAGE);
  const { game, changed } = await db().transaction(async (tx) => {
    const [game] = await tx.select().from(games).where(eq(games.id, gameId)).for("update");
    if (!game) throw new NotFoundError(GAME_NOT_FOUND_MESSAGE);
    const changed = await change(tx, game);
    if (changed) await gradeLeaguePicks(tx, game, { leagueId });
    return { game, changed };
  });
  if (changed) events.publish("standings.changed", { weekId: game.weekId, gameId: game.id });
  return voidsOf(db(), leagueId, game.weekId);
}

/**
 * POST /api/leagues/{id}/voids (owner only): the game, on the league's slate of its week, earns
 * nothing there from now on: each pick of it gets a `void` row worth 0 when it is graded (at once
 * when it is final). Allowed at any time, final or not; voiding again replaces the note.
 */
export async function voidLeagueGame(viewerId: string, leagueId: string, body: VoidGameBody): Promise<LeagueVoids> {
  const league = await requireLeagueOwner(viewerId, leagueId);
  return changeVoid(league.id, body.gameId, async (tx, game) => {
    const week = await weekOrCurrent(game.weekId, tx);
    const { slate } = await leagueWeek(league.id, week.id, tx);
    if (!slate.some((g) => g.id === game.id)) {
      throw new ConflictError(`${matchup(game)} is not on this league's ${week.label} slate`);
    }
    const note = body.note ? body.note : null;
    await tx
      .insert(leagueVoidedGames)
      .values({ leagueId: league.id, gameId: game.id, note, voidedAt: clock.now() })
      .onConflictDoUpdate({ target: [leagueVoidedGames.leagueId, leagueVoidedGames.gameId], set: { note } });
    return true;
  });
}

/**
 * DELETE /api/leagues/{id}/voids/{gameId} (owner only): the game counts again; its picks are
 * graded by the league's rules at once when it is final. A game that is not voided stays as it is.
 */
export async function restoreLeagueGame(viewerId: string, leagueId: string, gameId: string): Promise<LeagueVoids> {
  const league = await requireLeagueOwner(viewerId, leagueId);
  return changeVoid(league.id, gameId, async (tx, game) => {
    const removed = await tx
      .delete(leagueVoidedGames)
      .where(and(eq(leagueVoidedGames.leagueId, league.id), eq(leagueVoidedGames.gameId, game.id)))
      .returning({ gameId: leagueVoidedGames.gameId });
    return removed.length > 0;
  });
}
