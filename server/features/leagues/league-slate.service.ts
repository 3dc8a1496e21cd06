import { and, eq, inArray, sql } from "drizzle-orm";
import {
  SLATE_NOT_SELECTED_MESSAGE,
  type SlateChoice,
  WEEK_NOT_FOUND_MESSAGE,
  type WeekSlate,
  type WeekSlateBody,
} from "../../../shared/contracts/league-rules.ts";
import { isPickLocked } from "../../../shared/domain/countdown.ts";
import { isCardGameLocked, repackedConfidence } from "../../../shared/domain/league-card.ts";
import { clock } from "../../clock.ts";
import type { DbOrTx } from "../../db/client.ts";
import { db } from "../../db/index.ts";
import { type Game, games, leaguePicks, leagueSlateGames, leagues, weeks } from "../../db/schema/index.ts";
import { ConflictError, NotFoundError, ValidationError } from "../../domain-errors.ts";
import { isUuid } from "../../http/validate.ts";
import { toGameDto } from "../weeks/game.mapper.ts";
import { findVisibleLeague, requireLeagueOwner } from "./league-access.ts";
import { currentRules } from "./league-rules.service.ts";
import { leagueWeek } from "./league-week.service.ts";

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
 * Every member's card of the week fitted to its slate as it is now (decision 053): a pick of a game
 * that left the slate goes while its game is open (it never counted and was never shown), or keeps
 * its side but no confidence value once it has locked; the confidence values of the open slate
 * games are re-packed into 1..N in their order around the locked ones (`repackedConfidence`).
 * Values are cleared, then written, so the unique index never sees two picks holding one value.
 */
async function fitCardsToSlate(tx: DbOrTx, leagueId: string, weekId: string, now: Date) {
  const { version, slate } = await leagueWeek(leagueId, weekId, tx);
  const onSlate = new Map(slate.map((game) => [game.id, game]));
  const held = await tx
    .select({ pick: leaguePicks, game: games })
    .from(leaguePicks)
    .innerJoin(games, eq(games.id, leaguePicks.gameId))
    .where(and(eq(leaguePicks.leagueId, leagueId), eq(leaguePicks.weekId, weekId)));
  const gone: string[] = [];
  const cleared: string[] = [];
  const byMember = new Map<string, { open: { id: string; value: number }[]; fixed: number[] }>();
  for (const { pick, game } of held) {
    const slateGame = onSlate.get(game.id);
    if (!slateGame) {
      if (!isPickLocked(game, now)) gone.push(pick.id);
      else if (pick.confidence !== null) cleared.push(pick.id);
      continue;
    }
    if (pick.confidence === null) continue;
    const card = byMember.get(pick.userId) ?? { open: [], fixed: [] };
    byMember.set(pick.userId, card);
    if (isCardGameLocked(version.rules.deadline, slate, slateGame, now)) card.fixed.push(pick.confidence);
    else card.open.push({ id: pick.id, value: pick.confidence });
  }
  const moved = new Map<string, number>();
  for (const { open, fixed } of byMember.values()) {
    const packed = repackedConfidence(
      open.map((pick) => pick.value),
      slate.length,
      fixed,
    );
    open.forEach((pick, i) => {
      if (packed[i] !== pick.value) moved.set(pick.id, packed[i]!);
    });
  }
  if (gone.length > 0) await tx.delete(leaguePicks).where(inArray(leaguePicks.id, gone));
  const unset = [...cleared, ...moved.keys()];
  if (unset.length > 0) await tx.update(leaguePicks).set({ confidence: null }).where(inArray(leaguePicks.id, unset));
  if (moved.size > 0) {
    const ids = `{${[...moved.keys()].join(",")}}`;
    const values = `{${[...moved.values()].join(",")}}`;
    await tx.execute(sql`update league_picks lp set confidence = v.confidence
      from unnest(${ids}::uuid[], ${values}::int[]) as v(id, confidence) where lp.id = v.id`);
  }
}

/**
 * PUT /api/leagues/{id}/slate: the owner replaces a week's slate, 1 to 30 games of that week, until
 * the first game of the slate kicks off (by the server clock, inside the write's transaction, with
 * the league row locked so two saves take turns). Nothing is written when any game is refused.
 * Every member's card is fitted to the new slate in the same transaction (`fitCardsToSlate`).
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
    await fitCardsToSlate(tx, league.id, week.id, now);
  });
  return leagueSlate(viewerId, league.id, week.id);
}
