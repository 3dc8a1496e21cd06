import { type SQL, sql } from "drizzle-orm";
import type { Sql } from "postgres";
import { rowsOf } from "../../db/client.ts";
import { db } from "../../db/index.ts";
import { pickOutcomeSql } from "../grading/pick-outcome.sql.ts";
import { type GradingRecord, Gradings } from "./gradings.ts";

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

const outcomeCounts = sql`count(*) filter (where ${pickOutcomeSql} = 'correct')::int as correct_wins,
  count(*) filter (where ${pickOutcomeSql} = 'incorrect')::int as incorrect_wins`;
/** µs since the epoch: the tie-break key's unit (shared/domain/standings.ts). */
const micros = (column: SQL) => sql`(extract(epoch from ${column}) * 1000000)::float8`;

const columns = (
  figures: SQL,
) => sql`u.id as "userId", u.handle, u.first_name as "firstName", u.last_name as "lastName",
  ${figures}.points::int as points, ${figures}.correct_wins as "correctWins",
  ${figures}.incorrect_wins as "incorrectWins", ${micros(sql`${figures}.last_counted_pick_at`)} as "lastPickAt"`;

/**
 * The players a query is narrowed to, as a set to join: `= any($array)` on a parameter is a linear
 * search per row (quadratic for a game's 10,000 pickers); `in (select unnest(…))` is hashed.
 */
const usersArray = (userIds: readonly string[]) => sql`(select unnest(${`{${userIds.join(",")}}`}::uuid[]))`;
type Users = readonly string[] | SQL | null;
const usersSet = (users: Users) => (users === null ? null : Array.isArray(users) ? usersArray(users) : (users as SQL));

/**
 * A whole board comes in compareRankKeys' order (uuids compare as their lowercase text does), so
 * rankBoard's sort only checks it: sorting 1,000,000 rows in JavaScript took 4–6 s, the database 0.6 s.
 * A row with nothing counted (hasPlace) sorts as no points at all, after every total (board.ts keyPoints).
 */
const inBoardOrder = sql`order by case when f.points = 0 and f.last_counted_pick_at is null then null else f.points end
  desc nulls last, f.last_counted_pick_at asc nulls last, u.id`;
/** A move's players only, or the whole board in its order. */
const movedOrOrdered = (userIds: readonly string[] | null) =>
  userIds ? sql`and f.user_id in ${usersArray(userIds)}` : inBoardOrder;

/**
 * The global board of week W (decision 044): its stored figures, one row for each player with a
 * pick in W or a global ledger row in W. With `userIds`, only those players' rows (a move).
 */
export function globalWeekRows(weekId: string, userIds: readonly string[] | null = null) {
  const tail = movedOrOrdered(userIds);
  return query(sql`select ${columns(sql`f`)} from board_week_figures f join users u on u.id = f.user_id
    where f.week_id = ${weekId}::uuid ${tail}`);
}

/**
 * The all-time board: pointsTotal (the ledger outside league trivia) and the stored counted-pick
 * figures, for everyone with a pick or a global trivia or streak row (user_points.on_board).
 */
export function globalAllTimeRows(userIds: readonly string[] | null = null) {
  const tail = movedOrOrdered(userIds);
  return query(sql`select ${columns(sql`f`)} from (select user_id, points_total as points, correct_wins, incorrect_wins,
    last_counted_pick_at from user_points where on_board) f join users u on u.id = f.user_id where true ${tail}`);
}

/**
 * What week W's figures are made of (figures.sql.ts builds them from it; the parity test compares):
 * the global ledger rows of W's games (read by game id, so the ledger's (game_id, pick_id, reason)
 * index answers) and its trivia and streak rows, and the outcomes of the picks of W's graded games.
 * With `users`, only those players: their pick rows read through their picks
 * (picks_user_game_unique, then the ledger's pick key), their trivia rows through (week_id, user_id).
 * Columns: user_id, points, correct_wins, incorrect_wins, last_pick (timestamptz).
 */
export function weekSource(weekId: string, users: Users = null) {
  const set = usersSet(users);
  const weekGames = sql`array(select id from games where week_id = ${weekId}::uuid)`;
  const pickPoints = set
    ? sql`select p.user_id, sum(t.amount) as points from picks p
        join points_transactions t on t.game_id = p.game_id and t.pick_id = p.id
        where p.user_id in ${set} and p.game_id = any(${weekGames}) and t.league_id is null
        group by p.user_id`
    : sql`select user_id, sum(amount) as points from points_transactions
        where game_id = any(${weekGames}) and league_id is null
        group by user_id`;
  const onlyUsers = (column: SQL) => (set ? sql`and ${column} in ${set}` : sql``);
  return sql`
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
      select p.user_id, ${outcomeCounts}, max(p.updated_at) filter (where g.graded_at is not null) as last_pick
      from picks p join games g on g.id = p.game_id
      where g.week_id = ${weekId}::uuid ${onlyUsers(sql`p.user_id`)}
      group by p.user_id
    )
    select user_id, coalesce(t.points, 0)::int as points, coalesce(k.correct_wins, 0)::int as correct_wins,
      coalesce(k.incorrect_wins, 0)::int as incorrect_wins, k.last_pick
    from t full join k using (user_id)`;
}

/**
 * The all-time board as the ledger and picks give it, without the stored figures: for the parity
 * test (tests/api/board-figures.test.ts). Who is on it is one set (a union, hashed once).
 */
export function allTimeSourceRows() {
  return query(sql`
    with k as (
      select p.user_id, ${outcomeCounts}, max(p.updated_at) filter (where g.graded_at is not null) as last_counted_pick_at
      from picks p join games g on g.id = p.game_id group by p.user_id
    ),
    e as (
      select user_id from k
      union
      select user_id from points_transactions where game_id is null and league_id is null
    )
    select ${columns(sql`f`)} from (
      select e.user_id, t.points_total as points, coalesce(k.correct_wins, 0) as correct_wins,
        coalesce(k.incorrect_wins, 0) as incorrect_wins, k.last_counted_pick_at
      from e join user_points t on t.user_id = e.user_id left join k on k.user_id = e.user_id
    ) f join users u on u.id = f.user_id`);
}

/** Week W's board as the ledger and picks give it, without the stored figures: for the parity test. */
export function weekSourceRows(weekId: string) {
  return query(sql`select ${columns(sql`f`)} from (select user_id, points, correct_wins, incorrect_wins,
    last_pick as last_counted_pick_at from (${weekSource(weekId)}) s) f join users u on u.id = f.user_id`);
}

/**
 * What the first gradings of `gameIds` gave their pickers, from the records their gradings wrote
 * (grading_deltas, decision 045): one row a game, not the game's picks read again by every
 * process, read into columns (decisions 050, 051). Null when a game has none (kept 15 minutes, or
 * ended by a regrade) or one in an earlier form: the board is rebuilt.
 */
export async function gradingDeltas(gameIds: readonly string[]): Promise<Gradings | null> {
  const records = await gradingRecords(`{${gameIds.join(",")}}`);
  if (records.length < new Set(gameIds).size) return null;
  return Gradings.parse(records);
}

/**
 * The games' records; from postgres.js as raw bytes: a 100,000-picker record made into a string
 * was ~4 MB on the heap a grading (and ~15 ms), for a text that is only decoded.
 */
async function gradingRecords(games: string): Promise<GradingRecord[]> {
  const client = (db() as { $client?: Partial<Sql> }).$client;
  if (typeof client?.unsafe !== "function")
    return rowsOf<GradingRecord>(
      await db().execute(sql`select game_id as "gameId", week_id as "weekId", deltas from grading_deltas
        where game_id = any(${games}::uuid[])`),
    );
  const rows = await client
    .unsafe("select game_id, week_id, deltas from grading_deltas where game_id = any($1::uuid[])", [games])
    .raw();
  return rows.map(([gameId, weekId, deltas]) => ({
    gameId: String(gameId),
    weekId: String(weekId),
    deltas: deltas as Uint8Array,
  }));
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
