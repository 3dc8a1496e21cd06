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
 * The global board of week W: pick rows of W's games (read by game id, so the ledger's
 * (game_id, pick_id, reason) index answers) plus the week's trivia and streak rows (league trivia
 * counts only in its league). On it: everyone with a pick in W or a row counting in W.
 */
export function globalWeekRows(weekId: string) {
  return query(sql`
    with t as (
      select user_id, sum(points)::int as points from (
        select user_id, sum(amount) as points from points_transactions
        where game_id = any(array(select id from games where week_id = ${weekId}::uuid)) and league_id is null
        group by user_id
        union all
        select user_id, sum(amount) from points_transactions
        where week_id = ${weekId}::uuid and game_id is null and league_id is null
        group by user_id
      ) parts group by user_id
    ),
    k as (
      select p.user_id, ${outcomeCounts}, ${lastCountedPick} as last_pick
      from picks p join games g on g.id = p.game_id
      where g.week_id = ${weekId}::uuid
      group by p.user_id
    )
    select ${columns}
    from t full join k using (user_id)
    join users u on u.id = user_id`);
}

/** The all-time board: pointsTotal (the ledger outside league trivia), for everyone with a pick or such a row. */
export function globalAllTimeRows() {
  return query(sql`
    with k as (
      select p.user_id, ${outcomeCounts}, ${lastCountedPick} as last_pick
      from picks p join games g on g.id = p.game_id
      group by p.user_id
    ),
    t as (
      select up.user_id, up.points_total as points from user_points up
      where up.user_id in (select user_id from k)
        or up.user_id in (select user_id from points_transactions where game_id is null and league_id is null)
    )
    select ${columns}
    from t left join k using (user_id)
    join users u on u.id = user_id`);
}
