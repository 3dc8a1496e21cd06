import { and, eq, gte, inArray, lte, notExists } from "drizzle-orm";
import { leagueMemberName } from "../../../shared/domain/display-name.ts";
import { weekPlay } from "../../../shared/domain/league-card.ts";
import { weekDecided, weekInScope, weekStarted, winnersOf } from "../../../shared/domain/league-history.ts";
import { clock } from "../../clock.ts";
import { db } from "../../db/index.ts";
import { games, leagueChatMessages, leagueSlateGames, leagues, weeks } from "../../db/schema/index.ts";
import type { League } from "../leagues/league-access.ts";
import { ruleVersions } from "../leagues/league-rules.service.ts";
import { voidedGameIds } from "../leagues/league-void.service.ts";
import { postseasonGamesOf } from "../leagues/league-week.service.ts";
import { leagueBoard } from "../standings/standings.service.ts";
import { postSystemLine } from "./league-chat.service.ts";

/**
 * A week is crowned in the chat while it is recent: ended at most this long ago. Older weeks (an
 * install that gains the chat mid-season) stay in the History tab, without a burst of old lines.
 */
const RECENT_MS = 8 * 86_400_000;

export const weekWonKey = (weekId: string) => `week_won:${weekId}`;

type Week = typeof weeks.$inferSelect;
type Game = typeof games.$inferSelect;

/**
 * Writes "Week N: @x won with P points" in each league whose recent week became decided (the rules
 * of the History tab: `weekDecided` under the week's own slate, `winnersOf` its board). Once per
 * league and week (the line's key), so the job may run on any schedule and overlap itself. A week
 * nobody scored in crowns nobody and writes nothing. Returns the lines written.
 */
export async function announceWeekWinners(now = clock.now()): Promise<number> {
  const recent = await db()
    .select()
    .from(weeks)
    .where(and(lte(weeks.startDate, now), gte(weeks.endDate, new Date(now.getTime() - RECENT_MS))));
  let written = 0;
  for (const week of recent) {
    const weekGames = await db().select().from(games).where(eq(games.weekId, week.id));
    if (!weekStarted(weekGames, now)) continue;
    const waiting = await db()
      .select()
      .from(leagues)
      .where(
        notExists(
          db()
            .select({ id: leagueChatMessages.id })
            .from(leagueChatMessages)
            .where(
              and(eq(leagueChatMessages.leagueId, leagues.id), eq(leagueChatMessages.systemKey, weekWonKey(week.id))),
            ),
        ),
      );
    for (const league of waiting) {
      if (await crownWeek(league, week, weekGames, now)) written++;
    }
  }
  return written;
}

async function crownWeek(league: League, week: Week, weekGames: Game[], now: Date): Promise<boolean> {
  const counts = { picks: league.leagueType !== "trivia_only", trivia: league.leagueType !== "picks_only" };
  const since = league.seasonScope === "from_creation" ? league.createdAt : null;
  if (!weekInScope({ endDate: week.endDate, games: weekGames }, since, counts.trivia)) return false;
  const [versions, selected, voided, postseason] = await Promise.all([
    ruleVersions(league.id),
    weekGames.length
      ? db()
          .select({ gameId: leagueSlateGames.gameId })
          .from(leagueSlateGames)
          .where(
            and(
              eq(leagueSlateGames.leagueId, league.id),
              inArray(
                leagueSlateGames.gameId,
                weekGames.map((game) => game.id),
              ),
            ),
          )
      : [],
    voidedGameIds(league.id, week.id),
    postseasonGamesOf(week.id),
  ]);
  if (!versions.length) return false;
  // A bowl pool's `postseason` slate is every postseason game of the season (decision 038).
  const { slate } = weekPlay(versions, weekGames, new Set(selected.map((row) => row.gameId)), postseason);
  if (!weekDecided({ endDate: week.endDate, games: weekGames }, slate, voided, counts, now)) return false;
  const board = await leagueBoard(league, week.id);
  const winners = new Set(winnersOf(board.rows));
  if (!winners.size) return false;
  const rows = board.rows.filter((row) => winners.has(row.userId));
  const line = await postSystemLine(league.id, {
    kind: "week_won",
    key: weekWonKey(week.id),
    data: {
      weekId: week.id,
      weekLabel: week.label,
      points: rows[0]!.points,
      winners: rows.map((row) => ({ userId: row.userId, name: leagueMemberName(row) })),
    },
  });
  return line !== null;
}
