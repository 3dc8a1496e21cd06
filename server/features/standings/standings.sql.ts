import { type SQL, sql } from "drizzle-orm";
import { rowsOf } from "../../db/client.ts";
import { db } from "../../db/index.ts";
import { pickOutcomeSql } from "../grading/pick-outcome.sql.ts";
import { emptyColumns, keepGradingColumns } from "./grading-columns.ts";
import { uuidWordsAt } from "./player-slots.ts";

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
 */
const inBoardOrder = sql`order by f.points desc, f.last_counted_pick_at asc nulls last, u.id`;
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
 * What the first gradings of `gameIds` gave their pickers, from the records their gradings wrote
 * (grading_deltas, decision 045): one row a game, not the game's picks read again by every
 * process. Null when a game has none (kept 15 minutes, or ended by a regrade): the board is rebuilt.
 */
export async function gradingDeltas(gameIds: readonly string[]): Promise<GradingDelta[] | null> {
  const games = sql`${`{${gameIds.join(",")}}`}::uuid[]`;
  const records = rowsOf<{ gameId: string; weekId: string; deltas: string }>(
    await db().execute(sql`select game_id as "gameId", week_id as "weekId", deltas from grading_deltas
      where game_id = any(${games})`),
  );
  if (records.length < new Set(gameIds).size) return null;
  const deltas: GradingDelta[] = [];
  // Columns and the ids' words as the lines are read (idWords would read 100,000 id strings again). A line is at least 42 characters.
  const lines = records.reduce((n, r) => n + Math.ceil(r.deltas.length / 42) + 1, 0);
  const columns = emptyColumns(lines);
  let words: Int32Array | null = new Int32Array(4 * lines);
  for (const { gameId, weekId, deltas: text } of records) {
    // "user points correct savedAt" a line, split by hand and its numbers read digit by digit.
    for (let start = 0; start < text.length; ) {
      let end = text.indexOf("\n", start);
      if (end === -1) end = text.length;
      const a = text.indexOf(" ", start);
      const b = text.indexOf(" ", a + 1);
      const c = text.indexOf(" ", b + 1);
      const line = deltas.length;
      if (words && (a - start !== 36 || !uuidWordsAt(text, start, words, 4 * line))) words = null;
      const delta = {
        userId: text.slice(start, a),
        gameId,
        weekId,
        points: integerIn(text, a + 1, b),
        correct: c === b + 2 && text.charCodeAt(b + 1) === 49,
        savedAt: integerIn(text, c + 1, end),
      };
      deltas.push(delta);
      columns.points[line] = delta.points;
      columns.correct[line] = delta.correct ? 1 : 0;
      columns.savedAt[line] = delta.savedAt;
      start = end + 1;
    }
  }
  const n = deltas.length;
  keepGradingColumns(deltas, {
    words: words?.subarray(0, 4 * n) ?? null,
    points: columns.points.subarray(0, n),
    correct: columns.correct.subarray(0, n),
    savedAt: columns.savedAt.subarray(0, n),
  });
  return deltas;
}

/** The integer written in `text` from `from` to `to` (a sign, then digits): no string sliced to read it. */
function integerIn(text: string, from: number, to: number): number {
  const sign = text.charCodeAt(from) === 45 ? -1 : 1;
  let value = 0;
  for (let i = sign < 0 ? from + 1 : from; i < to; i++) value = value * 10 + text.charCodeAt(i) - 48;
  return sign * value;
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
