import { eq, type SQL, sql } from "drizzle-orm";
import type { PointsSettings } from "../../../shared/contracts/points.ts";
import { clock } from "../../clock.ts";
import { type DbOrTx, rowsOf, type Tx } from "../../db/client.ts";
import { type Game, games } from "../../db/schema/index.ts";
import { getPointsSettings } from "../settings/settings.service.ts";
import { countGame } from "../standings/figures.sql.ts";
import { pickPoints, wantedTransactions } from "./grading.rules.ts";
import { gradeLeaguePicks } from "./league-grading.service.ts";

const storedTransactions = (game: Game) => sql`
  select t.ctid as row_id, t.pick_id, t.reason, t.amount, t.week_id
  from points_transactions t where t.game_id = ${game.id}::uuid and t.league_id is null`;

// Wanted and stored rows are matched with a FULL JOIN on purpose: it can only run as a hash or
// merge join. Statistics never know the rows of a game graded moments ago (estimated at 1), and
// a nested loop built on that guess would rescan 100k wanted rows once per stored row.
// A stored row whose game has since moved week is rewritten, so it counts in the game's week.
const sameTransaction = sql`s.pick_id = w.pick_id and s.reason = w.reason and s.amount = w.amount and s.week_id = w.week_id`;

// In user_id order the lookups walk user_points' index leaf by leaf instead of at random.
const moveTotals = (deltas: SQL) => sql`
  update user_points u set points_total = u.points_total + d.delta
  from (${deltas} order by user_id) d
  where u.user_id = d.user_id and d.delta <> 0`;
const sumByUser = (changes: string) =>
  sql`select user_id, sum(delta)::int as delta from ${sql.identifier(changes)} group by user_id`;

// In key order the new rows fill the game's key range page by page.
const insertTransactions = (game: Game, rows: SQL) => sql`
  insert into points_transactions (user_id, source, reason, amount, week_id, game_id, pick_id, created_at)
  select user_id, 'pick', reason, amount, week_id, ${game.id}::uuid, pick_id, ${clock.now().toISOString()}::timestamptz
  from (${rows}) r
  order by pick_id, reason`;

/**
 * Grades every pick of a final game with set-based statements (rules: grading.rules.ts) and marks
 * the game graded, which gives each pick its outcome (pick-outcome.sql.ts). A first
 * grading inserts every wanted transaction and moves each user's total (user_points) by their
 * pick's points. A regrade deletes the stored transactions the rules no longer want (or want with
 * another amount), inserts the missing ones, and moves totals by exactly what changed. Any
 * sequence of calls converges on the same ledger, and a regrade that changes nothing writes no
 * ledger row. Callers hold the game's row lock.
 */
export async function gradeGame(tx: DbOrTx, game: Game, settings: PointsSettings) {
  if (game.status !== "final" || game.finalHomeScore === null || game.finalAwayScore === null) return;
  await gradeSitePicks(tx, game, settings);
  await countGame(tx, game.id);
  // Then every league holding the game, by its own rules (decision 024).
  await gradeLeaguePicks(tx, game);
}

async function gradeSitePicks(tx: DbOrTx, game: Game, settings: PointsSettings) {
  const wanted = wantedTransactions(game, settings);
  await tx.execute(
    sql`update games set graded_at = ${clock.now().toISOString()}::timestamptz where id = ${game.id}::uuid`,
  );
  await tx.execute(sql`set local work_mem = '64MB'`); // keeps the 100k-row sorts and hashes in memory
  if (!(await hasTransactions(tx, game))) {
    await tx.execute(sql`
      with added as (${insertTransactions(game, wanted)})
      ${moveTotals(sql`select user_id, points as delta from (${pickPoints(game, settings)}) p`)}`);
    return;
  }
  await tx.execute(sql`
    with outdated as (
      select s.row_id from (${wanted}) w full join (${storedTransactions(game)}) s on ${sameTransaction}
      where w.pick_id is null
    ),
    removed as (
      delete from points_transactions t where t.ctid = any(array(select row_id from outdated))
      returning t.user_id, -t.amount as delta
    )
    ${moveTotals(sumByUser("removed"))}`);
  await tx.execute(sql`
    with missing as (
      select w.user_id, w.pick_id, w.reason, w.amount, w.week_id from (${wanted}) w full join (${storedTransactions(game)}) s on ${sameTransaction}
      where s.row_id is null
    ),
    added as (${insertTransactions(game, sql`select * from missing`)} returning user_id, amount as delta)
    ${moveTotals(sumByUser("added"))}`);
}

/**
 * Locks a game's row and grades it if it is final, with `settings` or else the current ones read
 * under the lock. Returns the row as locked (undefined when the game is gone): what a missing or
 * no-longer-final game means is the caller's to say.
 */
export async function gradeLockedFinal(tx: Tx, gameId: string, settings?: PointsSettings): Promise<Game | undefined> {
  const [row] = await tx.select().from(games).where(eq(games.id, gameId)).for("update");
  if (row?.status === "final") await gradeGame(tx, row, settings ?? (await getPointsSettings(tx)));
  return row;
}

async function hasTransactions(tx: DbOrTx, game: Game) {
  const result = await tx.execute(
    sql`select 1 from points_transactions where game_id = ${game.id}::uuid and league_id is null limit 1`,
  );
  return rowsOf(result).length > 0;
}
