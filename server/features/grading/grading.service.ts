import { sql } from "drizzle-orm";
import type { PointsSettings } from "../../../shared/contracts/points.ts";
import {
  parseOverUnder,
  REASON_CORRECT_MARGIN,
  REASON_CORRECT_WINNER,
  REASON_EXACT_SCORE,
  REASON_INCORRECT_WINNER,
  REASON_OVER_UNDER,
  REASON_UPSET_BONUS,
  underdogOf,
} from "../../../shared/domain/scoring.ts";
import { rowsOf, type DbOrTx } from "../../db/client.ts";
import type { Game } from "../../db/schema/index.ts";

/** Facts about the game that every pick is graded against, decided once by the shared rules. */
export function gameFacts(game: Game) {
  const home = game.finalHomeScore!;
  const away = game.finalAwayScore!;
  const line = parseOverUnder(game.overUnder);
  const total = home + away;
  return {
    home,
    away,
    winner: home > away ? "HOME" : away > home ? "AWAY" : null,
    underdog: underdogOf(game),
    overUnderResult: line === null ? null : total > line ? "over" : total < line ? "under" : null,
  };
}

/** Every transaction the rules of shared/domain/scoring.ts gradePick want for the game's picks. */
function wantedTransactions(game: Game, settings: PointsSettings) {
  const f = gameFacts(game);
  const correct = sql`p.winner = ${f.winner}::text`;
  const exact = sql`(p.pred_home_score = ${f.home}::int and p.pred_away_score = ${f.away}::int)`;
  const exactFires = sql`(${settings.exactScoreEnabled}::boolean and ${correct} and ${exact})`;
  return sql`
    select p.user_id, p.id as pick_id, r.reason, r.amount
    from picks p
    cross join lateral (values
      (case when ${correct} then ${REASON_CORRECT_WINNER}::text else ${REASON_INCORRECT_WINNER}::text end,
       case when ${correct} then ${settings.correctWinner}::int else ${settings.incorrectWinner}::int end,
       true),
      (${REASON_EXACT_SCORE}::text, ${settings.exactScore}::int, ${exactFires}),
      (${REASON_CORRECT_MARGIN}::text, ${settings.correctMargin}::int,
       ${settings.correctMarginEnabled}::boolean and ${correct} and not coalesce(${exactFires}, false)
       and p.pred_home_score - p.pred_away_score = ${f.home - f.away}::int),
      (${REASON_OVER_UNDER}::text, ${settings.overUnderCorrect}::int,
       ${settings.overUnderEnabled}::boolean and p.pred_over_under = ${f.overUnderResult}::text),
      (${REASON_UPSET_BONUS}::text, ${settings.upsetBonus}::int,
       ${settings.upsetBonusEnabled}::boolean and ${correct} and p.winner = ${f.underdog}::text)
    ) as r(reason, amount, fires)
    where p.game_id = ${game.id}::uuid and r.fires and r.amount <> 0`;
}

const storedTransactions = (game: Game) => sql`
  select t.ctid as row_id, t.pick_id, t.reason, t.amount
  from points_transactions t where t.game_id = ${game.id}::uuid`;

// Wanted and stored rows are matched with a FULL JOIN on purpose: it can only run as a hash or
// merge join. Statistics never know the rows of a game graded moments ago (estimated at 1), and
// a nested loop built on that guess would rescan 100k wanted rows once per stored row.
const sameTransaction = sql`s.pick_id = w.pick_id and s.reason = w.reason and s.amount = w.amount`;

// In key order, the lookups walk user_points' index leaf by leaf instead of at random.
const moveTotals = (changes: string) => sql`
  update user_points u set points_total = u.points_total + d.delta
  from (select user_id, sum(delta)::int as delta from ${sql.identifier(changes)} group by user_id order by user_id) d
  where u.user_id = d.user_id and d.delta <> 0`;

/**
 * Grades every pick of a final game with set-based statements: stored transactions the rules no
 * longer want (or want with another amount) are deleted, wanted ones that are missing are
 * inserted, and each affected user's total (user_points) moves by exactly what changed. One
 * transaction per rule that fires and is worth points. Any sequence of calls converges on the same
 * ledger, and a regrade that changes nothing writes nothing. Callers hold the game's row lock.
 */
export async function gradeGame(tx: DbOrTx, game: Game, settings: PointsSettings) {
  if (game.status !== "final" || game.finalHomeScore === null || game.finalAwayScore === null) return;
  const wanted = wantedTransactions(game, settings);
  await tx.execute(sql`set local work_mem = '64MB'`); // keeps the 100k-row sorts and hashes in memory
  const graded = await hasTransactions(tx, game);
  if (graded) {
    await tx.execute(sql`
      with outdated as (
        select s.row_id from (${wanted}) w full join (${storedTransactions(game)}) s on ${sameTransaction}
        where w.pick_id is null
      ),
      removed as (
        delete from points_transactions t where t.ctid = any(array(select row_id from outdated))
        returning t.user_id, -t.amount as delta
      )
      ${moveTotals("removed")}`);
  }
  const missing = graded
    ? sql`select w.* from (${wanted}) w full join (${storedTransactions(game)}) s on ${sameTransaction} where s.row_id is null`
    : wanted;
  await tx.execute(sql`
    with added as (
      insert into points_transactions (user_id, pick_id, game_id, reason, amount)
      select user_id, pick_id, ${game.id}::uuid, reason, amount from (${missing}) m
      order by pick_id, reason -- in key order: the new rows fill the game's key range page by page
      returning user_id, amount as delta
    )
    ${moveTotals("added")}`);
}

async function hasTransactions(tx: DbOrTx, game: Game) {
  const result = await tx.execute(sql`select 1 from points_transactions where game_id = ${game.id}::uuid limit 1`);
  return rowsOf(result).length > 0;
}
