import { eq, sql } from "drizzle-orm";
import { tiebreakerGameOf, weekPlay } from "../../../shared/domain/league-card.ts";
import { playsOnGlobalPicks } from "../../../shared/domain/league-rules.ts";
import { rowsOf } from "../../db/client.ts";
import { db } from "../../db/index.ts";
import { type Game, games, leagueSlateGames } from "../../db/schema/index.ts";
import { ruleVersions } from "../leagues/league-rules.service.ts";
import { namedTiebreakerGameId } from "../leagues/league-tiebreaker.service.ts";
import { leagueWeek } from "../leagues/league-week.service.ts";

/**
 * The weeks in which a league plays on its members' site picks (the others on its cards), for
 * the tie-break key of its boards: "all" when every version of its rules does, [] when none does,
 * else the ids of such weeks among those with games (of `weekId` only, with one).
 */
export async function weeksOnGlobalPicks(leagueId: string, weekId: string | null): Promise<string[] | "all"> {
  const versions = await ruleVersions(leagueId);
  const onGlobal = versions.map((v) => playsOnGlobalPicks(v.rules));
  if (onGlobal.every(Boolean)) return "all";
  if (!onGlobal.some(Boolean)) return [];
  const [weekGames, selected] = await Promise.all([
    db()
      .select()
      .from(games)
      .where(weekId ? eq(games.weekId, weekId) : undefined),
    db()
      .select({ weekId: leagueSlateGames.weekId, gameId: leagueSlateGames.gameId })
      .from(leagueSlateGames)
      .where(eq(leagueSlateGames.leagueId, leagueId)),
  ]);
  const byWeek = new Map<string, Game[]>();
  for (const game of weekGames) byWeek.set(game.weekId, [...(byWeek.get(game.weekId) ?? []), game]);
  const chosen = new Set(selected.map((row) => row.gameId));
  return [...byWeek].flatMap(([id, list]) => {
    return playsOnGlobalPicks(weekPlay(versions, list, chosen).version.rules) ? [id] : [];
  });
}

export interface Tiebreak {
  error: number;
  /** µs since the epoch, as the boards' other tie-break key. */
  savedAt: number;
}

/**
 * A league week's tiebreaker, once decided: each member's absolute error on the final total of the
 * week's tiebreaker game, and when they saved their prediction. Null while the week's rules have no
 * tiebreaker or its game is not final.
 */
export async function weekTiebreaks(leagueId: string, weekId: string): Promise<Map<string, Tiebreak> | null> {
  const [{ version, slate }, named] = await Promise.all([
    leagueWeek(leagueId, weekId),
    namedTiebreakerGameId(leagueId, weekId),
  ]);
  if (!version.rules.tiebreaker) return null;
  const game = tiebreakerGameOf(slate, named);
  if (game?.status !== "final" || game.finalHomeScore === null || game.finalAwayScore === null) return null;
  const total = game.finalHomeScore + game.finalAwayScore;
  const rows = rowsOf<{ user_id: string; error: number; saved_us: number }>(
    await db().execute(sql`
      select user_id, abs(total - ${total}::int)::int as error,
        (extract(epoch from saved_at) * 1000000)::float8 as saved_us
      from league_tiebreakers where league_id = ${leagueId}::uuid and week_id = ${weekId}::uuid`),
  );
  return new Map(rows.map((r) => [r.user_id, { error: r.error, savedAt: r.saved_us }]));
}
