import { type SQL, sql } from "drizzle-orm";
import { rowsOf } from "../../db/client.ts";
import { db } from "../../db/index.ts";
import { pickOutcomeSql } from "../grading/pick-outcome.sql.ts";

/** One player's figures on a board, before ranking. lastPickAt: µs since the epoch (shared/domain/standings.ts). */
export interface StandingRow {
  userId: string;
  handle: string | null;
  firstName: string | null;
  lastName: string | null;
  points: number;
  correctWins: number;
  incorrectWins: number;
  lastPickAt: number | null;
}

const query = async (statement: SQL) => rowsOf<StandingRow>(await db().execute(statement));

/** µs of the latest save among a group's picks of graded games: the tie-break key. */
const lastCountedPick = sql`(extract(epoch from max(p.updated_at) filter (where g.graded_at is not null)) * 1000000)::float8`;
const outcomeCounts = sql`count(*) filter (where ${pickOutcomeSql} = 'correct')::int as correct_wins,
  count(*) filter (where ${pickOutcomeSql} = 'incorrect')::int as incorrect_wins`;

const columns = sql`u.id as "userId", u.handle, u.first_name as "firstName", u.last_name as "lastName",
  coalesce(t.points, 0)::int as points, coalesce(k.correct_wins, 0)::int as "correctWins",
  coalesce(k.incorrect_wins, 0)::int as "incorrectWins", k.last_pick as "lastPickAt"`;

/**
 * The players a query is narrowed to, as a set to join: `= any($array)` on a parameter is a linear
 * search per row (quadratic for a game's 10,000 pickers); `in (select unnest(…))` is hashed.
 */
const usersArray = (userIds: readonly string[]) => sql`(select unnest(${`{${userIds.join(",")}}`}::uuid[]))`;

/**
 * The global board of week W: pick rows of W's games (read by game id, so the ledger's
 * (game_id, pick_id, reason) index answers) plus the week's trivia and streak rows (league trivia
 * counts only in its league). On it: everyone with a pick in W or a row counting in W.
 * With `userIds`, only those players' rows (a change moving them, decision 042): their pick rows
 * are read through their picks (picks_user_game_unique, then the ledger's pick key), their trivia
 * rows through (week_id, user_id).
 */
export function globalWeekRows(weekId: string, userIds: readonly string[] | null = null) {
  const weekGames = sql`array(select id from games where week_id = ${weekId}::uuid)`;
  const pickPoints = userIds
    ? sql`select p.user_id, sum(t.amount) as points from picks p
        join points_transactions t on t.game_id = p.game_id and t.pick_id = p.id
        where p.user_id in ${usersArray(userIds)} and p.game_id = any(${weekGames}) and t.league_id is null
        group by p.user_id`
    : sql`select user_id, sum(amount) as points from points_transactions
        where game_id = any(${weekGames}) and league_id is null
        group by user_id`;
  const onlyUsers = (column: SQL) => (userIds ? sql`and ${column} in ${usersArray(userIds)}` : sql``);
  return query(sql`
    with t as (
      select user_id, sum(points)::int as points from (
        ${pickPoints}
        union all
        select user_id, sum(amount) from points_transactions
        where week_id = ${weekId}::uuid and game_id is null and league_id is null ${onlyUsers(sql`user_id`)}
        group by user_id
      ) parts group by user_id
    ),
    k as (
      select p.user_id, ${outcomeCounts}, ${lastCountedPick} as last_pick
      from picks p join games g on g.id = p.game_id
      where g.week_id = ${weekId}::uuid ${onlyUsers(sql`p.user_id`)}
      group by p.user_id
    )
    select ${columns}
    from t full join k using (user_id)
    join users u on u.id = user_id`);
}

/**
 * The all-time board: pointsTotal (the ledger outside league trivia), for everyone with a pick or
 * such a row. Who is on it is one set (a union, hashed once) joined to the totals: an `in (…) or
 * in (…)` here was a subplan re-run for every row past work_mem, quadratic at 1,000,000 players
 * (decision 042). With `userIds`, only those players, their trivia rows found through their
 * attempts and submissions (the ledger has no index by user).
 */
export function globalAllTimeRows(userIds: readonly string[] | null = null) {
  const onlyUsers = (column: SQL) => (userIds ? sql`and ${column} in ${usersArray(userIds)}` : sql``);
  const withTriviaRow = userIds
    ? sql`select a.user_id from user_trivia_attempts a join points_transactions t on t.trivia_attempt_id = a.id
        where a.user_id in ${usersArray(userIds)} and t.league_id is null
        union
        select s.user_id from trivia_submissions s join points_transactions t on t.trivia_submission_id = s.id
        where s.user_id in ${usersArray(userIds)} and t.league_id is null`
    : sql`select user_id from points_transactions where game_id is null and league_id is null`;
  return query(sql`
    with k as (
      select p.user_id, ${outcomeCounts}, ${lastCountedPick} as last_pick
      from picks p join games g on g.id = p.game_id
      where true ${onlyUsers(sql`p.user_id`)}
      group by p.user_id
    ),
    e as (
      select user_id from k
      union
      ${withTriviaRow}
    )
    select ${columns}
    from e join (select user_id, points_total as points from user_points) t on t.user_id = e.user_id
    left join k on k.user_id = e.user_id
    join users u on u.id = e.user_id`);
}

/** What a game's first grading adds to each of its pickers on a global board (decision 042). */
export interface GradingDelta {
  userId: string;
  gameId: string;
  weekId: string;
  points: number;
  correct: boolean;
  /** µs: the pick's save, now a counted pick. */
  savedAt: number;
}

/**
 * The pickers of graded games and what each game's grading gave them: its global ledger rows (read
 * by the ledger's game key) and the pick's outcome. A game's picks and rows are read by game, not
 * by player, so a game of 100,000 pickers is one index range each. Read once for every board a
 * change moves (a week board keeps its week's).
 */
export async function gradingDeltas(gameIds: readonly string[]): Promise<GradingDelta[]> {
  const games = sql`${`{${gameIds.join(",")}}`}::uuid[]`;
  return rowsOf<GradingDelta>(
    await db().execute(sql`
      with r as (
        select user_id, game_id, sum(amount)::int as points from points_transactions
        where game_id = any(${games}) and league_id is null group by user_id, game_id
      )
      select p.user_id as "userId", p.game_id as "gameId", g.week_id as "weekId", coalesce(r.points, 0)::int as points, ${pickOutcomeSql} = 'correct' as correct,
        (extract(epoch from p.updated_at) * 1000000)::float8 as "savedAt"
      from picks p join games g on g.id = p.game_id
      left join r on r.user_id = p.user_id and r.game_id = p.game_id
      where p.game_id = any(${games}) and g.graded_at is not null`),
  );
}

/** The graded games a board counts (of week W only, with one), read after its rows. */
export async function gradedGames(weekId: string | null): Promise<Set<string>> {
  const rows = rowsOf<{ id: string }>(
    await db().execute(
      sql`select id from games where graded_at is not null ${weekId ? sql`and week_id = ${weekId}::uuid` : sql``}`,
    ),
  );
  return new Set(rows.map((row) => row.id));
}
