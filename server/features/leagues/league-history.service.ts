import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { LeagueHistory, LeagueHonor } from "../../../shared/contracts/league-history.ts";
import { weekPlay } from "../../../shared/domain/league-card.ts";
import {
  seasonEnded,
  standingsAfterEachWeek,
  weekDecided,
  weekInScope,
  weekListed,
  weekStarted,
  winnersOf,
} from "../../../shared/domain/league-history.ts";
import { hasPlace } from "../../../shared/domain/standings.ts";
import { clock } from "../../clock.ts";
import { db } from "../../db/index.ts";
import {
  type Game,
  games,
  leagueMembers,
  leagueSlateGames,
  leagues,
  leagueVoidedGames,
  weeks,
} from "../../db/schema/index.ts";
import type { RankedRow } from "../standings/board.ts";
import { leagueBoard } from "../standings/standings.service.ts";
import { findVisibleLeague, type League } from "./league-access.ts";
import { ruleVersions } from "./league-rules.service.ts";

type Week = typeof weeks.$inferSelect;
type SeasonWeek = Week & { games: Game[] };

/** The stored weeks of the season the history covers, in order, each with its games. */
interface Season {
  year: number | null;
  weeks: SeasonWeek[];
}

/**
 * The season of the current week, else the newest stored one, with every week and game of it: two
 * queries, shared by every league a request reads (the profile reads all of a player's).
 */
async function loadSeason(): Promise<Season> {
  const [pick] = await db()
    .select({ season: weeks.season })
    .from(weeks)
    .orderBy(desc(weeks.isCurrent), desc(weeks.season))
    .limit(1);
  if (!pick) return { year: null, weeks: [] };
  const seasonWeeks = await db()
    .select()
    .from(weeks)
    .where(eq(weeks.season, pick.season))
    .orderBy(asc(weeks.startDate), asc(weeks.week));
  const seasonGames = seasonWeeks.length
    ? await db()
        .select()
        .from(games)
        .where(
          inArray(
            games.weekId,
            seasonWeeks.map((w) => w.id),
          ),
        )
    : [];
  const byWeek = new Map<string, Game[]>(seasonWeeks.map((w) => [w.id, []]));
  for (const game of seasonGames) byWeek.get(game.weekId)?.push(game);
  return { year: pick.season, weeks: seasonWeeks.map((week) => ({ ...week, games: byWeek.get(week.id)! })) };
}

const names = (row: RankedRow) => ({ handle: row.handle, firstName: row.firstName, lastName: row.lastName });

/**
 * A league's history over `season` (decision 027). Weeks: the season's stored weeks that have
 * started, and, in a `from_creation` league, could count something after its creation; each under
 * the rules it was played with (rulesForWeek over the league's versions, its slate as leagueWeek
 * builds it) and read from the week's board, as GET /standings/week/{weekId} is; season figures from
 * the season board, as GET /standings/season. Three queries of its own; the boards are cached.
 */
export async function historyOf(league: League, season: Season, now = clock.now()): Promise<LeagueHistory> {
  const counts = { picks: league.leagueType !== "trivia_only", trivia: league.leagueType !== "picks_only" };
  const since = league.seasonScope === "from_creation" ? league.createdAt : null;
  const [versions, selected, voids] = await Promise.all([
    ruleVersions(league.id),
    db()
      .select({ gameId: leagueSlateGames.gameId })
      .from(leagueSlateGames)
      .where(eq(leagueSlateGames.leagueId, league.id)),
    db()
      .select({ gameId: leagueVoidedGames.gameId })
      .from(leagueVoidedGames)
      .where(eq(leagueVoidedGames.leagueId, league.id)),
  ]);
  const chosen = new Set(selected.map((row) => row.gameId));
  const voided = new Set(voids.map((row) => row.gameId));

  // Every stored week of the season under its own rules and slate: the season ends when all are decided.
  // A postseason week's `postseason` slate is every postseason game (decision 038).
  const postseason = season.weeks.filter((w) => w.seasonType === "postseason").flatMap((w) => w.games);
  const played = season.weeks.map((week) => {
    const bowls = week.seasonType === "postseason" ? postseason : [];
    const { version, slate } = weekPlay(versions, week.games, chosen, bowls);
    // A card across the bowl weeks is decided week by week: each week's board holds its own games' points.
    const ofWeek = slate.filter((game) => game.weekId === week.id);
    return { week, version, decided: weekDecided(week, ofWeek, voided, counts, now) };
  });
  const started = played.filter(({ week }) => weekStarted(week.games, now) && weekInScope(week, since, counts.trivia));
  const [seasonBoard, ...startedBoards] = await Promise.all([
    leagueBoard(league, null),
    ...started.map(({ week }) => leagueBoard(league, week.id)),
  ]);
  // A week over before the league existed is left out unless something of it counts (issue 39).
  const listed = started
    .map((_, i) => i)
    .filter((i) => weekListed(started[i]!.week, league.createdAt, startedBoards[i]!.rows));
  const shown = listed.map((i) => started[i]!);
  const weekBoards = listed.map((i) => startedBoards[i]!);

  const weekRows = shown.map(({ week, version, decided }, i) => {
    const { pickMode, confidence, slate, deadline, tiebreaker } = version.rules;
    return {
      weekId: week.id,
      label: week.label,
      seasonType: week.seasonType,
      rules: { pickMode, confidence, slate, deadline, tiebreaker },
      decided,
      winners: decided ? winnersOf(weekBoards[i]!.rows) : [],
    };
  });

  const memberIds = seasonBoard.rows.map((row) => row.userId);
  const byWeek = weekBoards.map((board) => new Map(board.rows.map((row) => [row.userId, row])));
  const standings = standingsAfterEachWeek(memberIds, byWeek);
  const ended = seasonEnded(played.map(({ week, decided }) => ({ seasonType: week.seasonType, decided })));
  const champion = ended ? winnersOf(seasonBoard.rows) : null;

  return {
    leagueId: league.id,
    leagueType: league.leagueType,
    season: season.year,
    weeks: weekRows,
    members: seasonBoard.rows.map((row) => ({
      userId: row.userId,
      ...names(row),
      weeks: shown.map(({ week }, i) => {
        const cell = byWeek[i]!.get(row.userId);
        return {
          weekId: week.id,
          points: cell?.points ?? 0,
          // A member the week's board does not hold yet (it was read before they joined) is last on it.
          rank: cell?.rank ?? weekBoards[i]!.rows.length + 1,
          placed: cell ? hasPlace(cell) : false,
          standing: standings[i]!.get(row.userId)!,
        };
      }),
      seasonPoints: row.points,
      seasonRank: row.rank,
      seasonPlaced: hasPlace(row),
      weeksWon: weekRows.filter((week) => week.winners.includes(row.userId)).length,
      champion: champion?.includes(row.userId) ?? false,
    })),
    seasonEnded: ended,
    champion,
  };
}

/** GET /api/leagues/{id}/history: anyone who may see the league (a private one is a 404 to others). */
export async function leagueHistory(viewerId: string, leagueId: string): Promise<LeagueHistory> {
  const league = await findVisibleLeague(viewerId, leagueId);
  return historyOf(league, await loadSeason());
}

/**
 * GET /api/me/league-honors: the caller's weekly wins and titles in the leagues they are an active
 * member of (so never a league they may not see), read from each league's history one league at a
 * time, so a player in many leagues costs more time rather than more connections at once.
 */
export async function leagueHonors(userId: string): Promise<LeagueHonor[]> {
  const memberOf = await db()
    .select({ league: leagues })
    .from(leagueMembers)
    .innerJoin(leagues, eq(leagues.id, leagueMembers.leagueId))
    .where(and(eq(leagueMembers.userId, userId), eq(leagueMembers.status, "active")))
    .orderBy(asc(leagues.name), asc(leagues.id));
  if (!memberOf.length) return [];
  const season = await loadSeason();
  const now = clock.now();
  const honors: LeagueHonor[] = [];
  for (const { league } of memberOf) {
    const history = await historyOf(league, season, now);
    const me = history.members.find((member) => member.userId === userId);
    if (!me || (me.weeksWon === 0 && !me.champion)) continue;
    honors.push({
      leagueId: league.id,
      leagueName: league.name,
      season: history.season,
      weeksWon: me.weeksWon,
      weekLabels: history.weeks.filter((week) => week.winners.includes(userId)).map((week) => week.label),
      champion: me.champion,
    });
  }
  return honors;
}
