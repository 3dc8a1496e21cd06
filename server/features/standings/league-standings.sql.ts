import { type SQL, sql } from "drizzle-orm";
import type { LeagueType } from "../../../shared/domain/enums.ts";
import type { LeagueSeasonScope } from "../../../shared/domain/standings.ts";
import { rowsOf } from "../../db/client.ts";
import { db } from "../../db/index.ts";
import type { StandingRow } from "./standings.sql.ts";

export interface LeagueScope {
  id: string;
  leagueType: LeagueType;
  seasonScope: LeagueSeasonScope;
  createdAt: Date;
}

const countsPicks = (type: LeagueType) => type !== "trivia_only";
const countsTrivia = (type: LeagueType) => type !== "picks_only";

/**
 * The standings of a league's active members, every one of them from the moment they join (0 points
 * until something counts), over its season or week W. What counts follows the league type: the
 * league's own pick rows (source league_pick, graded under its rules, decision 024); trivia, streak
 * and this league's league-trivia rows; or all of them.
 * from_creation counts a pick row when its game kicks off on or after the league's creation and a
 * trivia row when it was written then or later (trivia rows are never rewritten; pick rows are on
 * a regrade). The tie-break key is the latest save among the picks the league plays of graded
 * games: site picks in `globalWeeks` (weeksOnGlobalPicks), card picks elsewhere. Every read goes
 * from the members through per-user indexes, so a league costs what its members did, not what the
 * whole ledger holds.
 */
export async function leagueRows(
  league: LeagueScope,
  weekId: string | null,
  globalWeeks: string[] | "all" = "all",
  userIds: readonly string[] | null = null,
): Promise<StandingRow[]> {
  // With userIds, only those members' rows (a change moving them, decision 042).
  const onlyUsers = userIds ? sql`and user_id in (select unnest(${`{${userIds.join(",")}}`}::uuid[]))` : sql``;
  const since = league.seasonScope === "from_creation" ? league.createdAt.toISOString() : null;
  const pickScope = and([
    weekId && sql`g.week_id = ${weekId}::uuid`,
    since && sql`g.kickoff_iso >= ${since}::timestamptz`,
  ]);
  const rowScope = and([
    weekId && sql`t.week_id = ${weekId}::uuid`,
    since && sql`t.created_at >= ${since}::timestamptz`,
  ]);
  const parts: SQL[] = [];
  if (countsPicks(league.leagueType)) {
    parts.push(sql`select t.user_id, t.amount from m
      join points_transactions t on t.league_id = ${league.id}::uuid and t.user_id = m.user_id and t.source = 'league_pick'
      join games g on g.id = t.game_id
      where ${pickScope}`);
  }
  if (countsTrivia(league.leagueType)) {
    parts.push(sql`select a.user_id, t.amount from m join user_trivia_attempts a on a.user_id = m.user_id
      join points_transactions t on t.trivia_attempt_id = a.id
      where (t.league_id is null or t.league_id = ${league.id}::uuid) and ${rowScope}`);
    parts.push(sql`select s.user_id, t.amount from m join trivia_submissions s on s.user_id = m.user_id
      join points_transactions t on t.trivia_submission_id = s.id
      where ${rowScope}`);
  }
  const counted = sql.join(parts, sql` union all `);
  const onGlobal = globalWeeks === "all" ? sql`true` : sql`g.week_id = any(${`{${globalWeeks.join(",")}}`}::uuid[])`;
  const picksInScope = countsPicks(league.leagueType)
    ? sql`select user_id, (extract(epoch from max(saved_at)) * 1000000)::float8 as last_pick from (
        select p.user_id, p.updated_at as saved_at from m join picks p on p.user_id = m.user_id
        join games g on g.id = p.game_id
        where g.graded_at is not null and ${onGlobal} and ${pickScope}
        union all
        select lp.user_id, lp.saved_at from m join league_picks lp on lp.league_id = ${league.id}::uuid and lp.user_id = m.user_id
        join games g on g.id = lp.game_id
        where g.graded_at is not null and ${pickScope}
      ) counted_picks group by user_id`
    : sql`select null::uuid as user_id, null::float8 as last_pick where false`;
  return rowsOf<StandingRow>(
    await db().execute(sql`
      with m as materialized (
        select user_id from league_members where league_id = ${league.id}::uuid and status = 'active' ${onlyUsers}
      ),
      t as (select user_id, sum(amount)::int as points from (${counted}) c group by user_id),
      k as (${picksInScope})
      select u.id as "userId", u.handle, u.first_name as "firstName", u.last_name as "lastName",
        coalesce(t.points, 0)::int as points, 0 as "correctWins", 0 as "incorrectWins", k.last_pick as "lastPickAt"
      from m join users u on u.id = m.user_id
      left join t on t.user_id = m.user_id
      left join k on k.user_id = m.user_id`),
  );
}

function and(conditions: (SQL | null | "" | false)[]): SQL {
  const present = conditions.filter((c): c is SQL => Boolean(c));
  return present.length ? sql.join(present, sql` and `) : sql`true`;
}
