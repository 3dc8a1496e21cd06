import { and, eq, inArray } from "drizzle-orm";
import {
  SLATE_NOT_SELECTED_MESSAGE,
  type SlateChoice,
  WEEK_NOT_FOUND_MESSAGE,
  type WeekSlate,
  type WeekSlateBody,
} from "../../../shared/contracts/league-rules.ts";
import { isPickLocked } from "../../../shared/domain/countdown.ts";
import { clock } from "../../clock.ts";
import { db } from "../../db/index.ts";
import { type Game, games, leagueSlateGames, leagues, weeks } from "../../db/schema/index.ts";
import { ConflictError, NotFoundError, ValidationError } from "../../domain-errors.ts";
import { isUuid } from "../../http/validate.ts";
import { toGameDto } from "../weeks/game.mapper.ts";
import { findVisibleLeague, requireLeagueOwner } from "./league-access.ts";
import { currentRules } from "./league-rules.service.ts";

function toSlateChoice(game: Game): SlateChoice {
  const { pickStats: _stats, ...dto } = toGameDto(game);
  return { ...dto, powerFive: game.powerFive };
}

const matchup = (game: { homeTeam: string; awayTeam: string }) => `${game.awayTeam} at ${game.homeTeam}`;

async function requireWeek(weekId: string) {
  if (!isUuid(weekId)) throw new NotFoundError(WEEK_NOT_FOUND_MESSAGE);
  const [week] = await db().select({ id: weeks.id }).from(weeks).where(eq(weeks.id, weekId));
  if (!week) throw new NotFoundError(WEEK_NOT_FOUND_MESSAGE);
  return week;
}

/** GET /api/leagues/{id}/slate?weekId=: what the owner chose, for anyone who can see the league. */
export async function leagueSlate(viewerId: string, leagueId: string, weekId: string): Promise<WeekSlate> {
  const league = await findVisibleLeague(viewerId, leagueId);
  const week = await requireWeek(weekId);
  const rows = await db()
    .select({ gameId: leagueSlateGames.gameId, setAt: leagueSlateGames.setAt })
    .from(leagueSlateGames)
    .innerJoin(games, eq(games.id, leagueSlateGames.gameId))
    .where(and(eq(leagueSlateGames.leagueId, league.id), eq(leagueSlateGames.weekId, week.id)))
    .orderBy(games.kickoffISO, games.id);
  const weekGames = await db()
    .select()
    .from(games)
    .where(eq(games.weekId, week.id))
    .orderBy(games.kickoffISO, games.cfbdId);
  return {
    weekId: week.id,
    gameIds: rows.map((r) => r.gameId),
    setAt: rows[0]?.setAt.toISOString() ?? null,
    choices: weekGames.map(toSlateChoice),
  };
}

/**
 * PUT /api/leagues/{id}/slate: the owner replaces a week's slate, 1 to 30 games of that week, until
 * the first game of the slate kicks off (by the server clock, inside the write's transaction, with
 * the league row locked so two saves take turns). Nothing is written when any game is refused.
 */
export async function setLeagueSlate(viewerId: string, leagueId: string, body: WeekSlateBody): Promise<WeekSlate> {
  const league = await requireLeagueOwner(viewerId, leagueId);
  if ((await currentRules(league.id)).rules.slate !== "selected") throw new ConflictError(SLATE_NOT_SELECTED_MESSAGE);
  const week = await requireWeek(body.weekId);
  const twice = body.gameIds.find((id, index) => body.gameIds.indexOf(id) !== index);
  if (twice) throw new ValidationError(`Game ${twice} is listed twice`);

  await db().transaction(async (tx) => {
    await tx.select({ id: leagues.id }).from(leagues).where(eq(leagues.id, league.id)).for("update");
    const now = clock.now();
    const current = await tx
      .select({ game: games })
      .from(leagueSlateGames)
      .innerJoin(games, eq(games.id, leagueSlateGames.gameId))
      .where(and(eq(leagueSlateGames.leagueId, league.id), eq(leagueSlateGames.weekId, week.id)));
    const started = current.find(({ game }) => isPickLocked(game, now));
    if (started) throw new ConflictError(`The slate is locked: ${matchup(started.game)} has kicked off`);

    const chosen = new Map(
      (await tx.select().from(games).where(inArray(games.id, body.gameIds))).map((game) => [game.id, game]),
    );
    for (const gameId of body.gameIds) {
      const game = chosen.get(gameId);
      if (!game || game.weekId !== week.id) throw new ValidationError(`Game ${gameId} is not a game of this week`);
      if (isPickLocked(game, now)) throw new ConflictError(`${matchup(game)} has already kicked off`);
    }
    await tx
      .delete(leagueSlateGames)
      .where(and(eq(leagueSlateGames.leagueId, league.id), eq(leagueSlateGames.weekId, week.id)));
    await tx
      .insert(leagueSlateGames)
      .values(body.gameIds.map((gameId) => ({ leagueId: league.id, weekId: week.id, gameId, setAt: now })));
  });
  return leagueSlate(viewerId, league.id, week.id);
}
