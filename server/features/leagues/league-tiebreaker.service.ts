import { and, eq } from "drizzle-orm";
import {
  NO_TIEBREAKER_MESSAGE,
  type WeekTiebreaker,
  type WeekTiebreakerBody,
} from "../../../shared/contracts/league-tiebreaker.ts";
import { isPickLocked } from "../../../shared/domain/countdown.ts";
import { tiebreakerGameOf } from "../../../shared/domain/league-card.ts";
import { clock } from "../../clock.ts";
import type { DbOrTx } from "../../db/client.ts";
import { db } from "../../db/index.ts";
import { leagues, leagueTiebreakerGames } from "../../db/schema/index.ts";
import { ConflictError, ValidationError } from "../../domain-errors.ts";
import { findVisibleLeague, requireLeagueOwner } from "./league-access.ts";
import { leagueWeek, weekOrCurrent } from "./league-week.service.ts";

const matchup = (game: { homeTeam: string; awayTeam: string }) => `${game.awayTeam} at ${game.homeTeam}`;

async function namedRow(leagueId: string, weekId: string, database: DbOrTx) {
  const [row] = await database
    .select({ gameId: leagueTiebreakerGames.gameId, namedAt: leagueTiebreakerGames.namedAt })
    .from(leagueTiebreakerGames)
    .where(and(eq(leagueTiebreakerGames.leagueId, leagueId), eq(leagueTiebreakerGames.weekId, weekId)));
  return row ?? null;
}

/**
 * The game the owner named as the week's tiebreaker, or null. Whether it still counts (it is on
 * the week's slate) is `tiebreakerGameOf(slate, named)`'s to say (decision 025).
 */
export async function namedTiebreakerGameId(
  leagueId: string,
  weekId: string,
  database: DbOrTx = db(),
): Promise<string | null> {
  return (await namedRow(leagueId, weekId, database))?.gameId ?? null;
}

async function tiebreakerOf(database: DbOrTx, leagueId: string, weekId: string): Promise<WeekTiebreaker> {
  const [{ version, slate }, named] = await Promise.all([
    leagueWeek(leagueId, weekId, database),
    namedRow(leagueId, weekId, database),
  ]);
  const { tiebreaker } = version.rules;
  const now = clock.now();
  return {
    weekId,
    tiebreaker,
    gameId: tiebreaker ? (tiebreakerGameOf(slate, named?.gameId)?.id ?? null) : null,
    namedGameId: named?.gameId ?? null,
    namedAt: named?.namedAt.toISOString() ?? null,
    locked: slate.some((game) => isPickLocked(game, now)),
  };
}

/** GET /api/leagues/{id}/tiebreaker?weekId=: the week's tiebreaker game, for anyone who can see the league. */
export async function weekTiebreaker(viewerId: string, leagueId: string, weekId: string): Promise<WeekTiebreaker> {
  const league = await findVisibleLeague(viewerId, leagueId);
  const week = await weekOrCurrent(weekId);
  return tiebreakerOf(db(), league.id, week.id);
}

/**
 * PUT /api/leagues/{id}/tiebreaker (owner only): names one of the week's slate games as its
 * tiebreaker (null: the last kickoff again), in a week whose rules have a tiebreaker, until the
 * slate's first game locks (by the server clock, inside the write's transaction, with the league
 * row locked so two saves take turns).
 */
export async function setWeekTiebreaker(
  viewerId: string,
  leagueId: string,
  body: WeekTiebreakerBody,
): Promise<WeekTiebreaker> {
  const league = await requireLeagueOwner(viewerId, leagueId);
  const week = await weekOrCurrent(body.weekId);
  return db().transaction(async (tx) => {
    await tx.select({ id: leagues.id }).from(leagues).where(eq(leagues.id, league.id)).for("update");
    const now = clock.now();
    const { version, slate } = await leagueWeek(league.id, week.id, tx);
    if (!version.rules.tiebreaker) throw new ConflictError(NO_TIEBREAKER_MESSAGE);
    const started = slate.find((game) => isPickLocked(game, now));
    if (started) throw new ConflictError(`The tiebreaker game is locked: ${matchup(started)} has kicked off`);
    const where = and(eq(leagueTiebreakerGames.leagueId, league.id), eq(leagueTiebreakerGames.weekId, week.id));
    if (body.gameId === null) {
      await tx.delete(leagueTiebreakerGames).where(where);
    } else {
      const game = slate.find((g) => g.id === body.gameId);
      if (!game) throw new ValidationError(`Game ${body.gameId} is not on this league's ${week.label} slate`);
      if ((await namedRow(league.id, week.id, tx))?.gameId !== game.id) {
        await tx
          .insert(leagueTiebreakerGames)
          .values({ leagueId: league.id, weekId: week.id, gameId: game.id, namedAt: now })
          .onConflictDoUpdate({
            target: [leagueTiebreakerGames.leagueId, leagueTiebreakerGames.weekId],
            set: { gameId: game.id, namedAt: now },
          });
      }
    }
    return tiebreakerOf(tx, league.id, week.id);
  });
}
