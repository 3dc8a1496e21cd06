import { eq, inArray, sql, type SQLWrapper } from "drizzle-orm";
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
import { picks, pointsTransactions, users, type Game } from "../../db/schema/index.ts";

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
 * Grades every pick of a final game in set-based SQL: removes the game's transactions, writes one
 * per rule that fires (the rules of shared/domain/scoring.ts gradePick), then recomputes the
 * affected users' totals from their transactions. Any sequence of calls leaves the same result.
 */
export async function gradeGame(tx: DbOrTx, game: Game, settings: PointsSettings) {
  if (game.status !== "final" || game.finalHomeScore === null || game.finalAwayScore === null) return;
  const f = gameFacts(game);
  const pickIds = tx.select({ id: picks.id }).from(picks).where(eq(picks.gameId, game.id));
  await tx.delete(pointsTransactions).where(inArray(pointsTransactions.pickId, pickIds));
  const correct = sql`p.winner = ${f.winner}::text`;
  const exact = sql`(p.pred_home_score = ${f.home}::int and p.pred_away_score = ${f.away}::int)`;
  const exactFires = sql`(${settings.exactScoreEnabled}::boolean and ${correct} and ${exact})`;
  await tx.execute(sql`
    insert into points_transactions (user_id, pick_id, amount, reason)
    select p.user_id, p.id, r.amount, r.reason
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
    where p.game_id = ${game.id}::uuid and r.fires`);
  await recomputeTotals(tx, tx.select({ id: picks.userId }).from(picks).where(eq(picks.gameId, game.id)));
}

/** pointsTotal is always the sum of the user's transactions. */
export async function recomputeTotals(tx: DbOrTx, userIds: SQLWrapper | string[]) {
  await tx
    .update(users)
    .set({
      pointsTotal: sql`coalesce((select sum(${pointsTransactions.amount}) from ${pointsTransactions} where ${pointsTransactions.userId} = ${users.id}), 0)::int`,
    })
    .where(inArray(users.id, userIds));
}
