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
import type { DbOrTx } from "../../db/client.ts";
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

/**
 * Grades every pick of a final game in one set-based statement. The rules of
 * shared/domain/scoring.ts gradePick give the wanted transactions (one per rule that fires and is
 * worth points); the statement removes, changes or adds only what differs from the stored ones and
 * moves each affected user's total (user_points) by what it changed. Any sequence of calls
 * converges on the same ledger, and a regrade that changes nothing writes nothing. Callers hold
 * the game's row lock.
 */
export async function gradeGame(tx: DbOrTx, game: Game, settings: PointsSettings) {
  if (game.status !== "final" || game.finalHomeScore === null || game.finalAwayScore === null) return;
  const f = gameFacts(game);
  const correct = sql`p.winner = ${f.winner}::text`;
  const exact = sql`(p.pred_home_score = ${f.home}::int and p.pred_away_score = ${f.away}::int)`;
  const exactFires = sql`(${settings.exactScoreEnabled}::boolean and ${correct} and ${exact})`;
  await tx.execute(sql`set local work_mem = '64MB'`); // keeps the 100k-row sorts and hashes in memory
  await tx.execute(sql`
    with wanted as (
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
      where p.game_id = ${game.id}::uuid and r.fires and r.amount <> 0
    ),
    stored as (
      select t.ctid as row_id, t.user_id, t.pick_id, t.reason, t.amount
      from points_transactions t where t.game_id = ${game.id}::uuid
    ),
    diff as (
      select coalesce(w.user_id, s.user_id) as user_id, w.pick_id, w.reason, w.amount as wanted, s.row_id, s.amount as stored
      from wanted w full join stored s on s.pick_id = w.pick_id and s.reason = w.reason
      where s.row_id is null or w.pick_id is null or s.amount <> w.amount
    ),
    -- Stored rows are reached by their row id, not by game: statistics never know the rows of a
    -- game graded moments ago (estimated at 1), and a plan built on that guess would rescan the
    -- diff once per stored row. Callers hold the game's row lock, so these rows stay put.
    removed as (
      delete from points_transactions t using diff d
      where t.ctid = d.row_id and d.pick_id is null
      returning t.user_id, -t.amount as delta
    ),
    changed as (
      update points_transactions t set amount = d.wanted from diff d
      where t.ctid = d.row_id and d.pick_id is not null
      returning t.user_id, d.wanted - d.stored as delta
    ),
    added as (
      insert into points_transactions (user_id, pick_id, game_id, reason, amount)
      select d.user_id, d.pick_id, ${game.id}::uuid, d.reason, d.wanted from diff d
      where d.row_id is null
      order by d.pick_id, d.reason -- in key order: the new rows fill the game's key range page by page
      returning user_id, amount as delta
    ),
    deltas as (
      select user_id, sum(delta)::int as delta
      from (select * from removed union all select * from changed union all select * from added) d
      group by user_id
    )
    update user_points u set points_total = u.points_total + d.delta
    from deltas d where u.user_id = d.user_id and d.delta <> 0`);
}
