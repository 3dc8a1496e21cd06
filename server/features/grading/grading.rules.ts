import { type SQL, sql } from "drizzle-orm";
import type { PointsSettings } from "../../../shared/contracts/points.ts";
import {
  overUnderResultOf,
  REASON_CORRECT_MARGIN,
  REASON_CORRECT_WINNER,
  REASON_EXACT_SCORE,
  REASON_INCORRECT_WINNER,
  REASON_OVER_UNDER,
  REASON_UPSET_BONUS,
  underdogOf,
  winnerOf,
} from "../../../shared/domain/scoring.ts";
import type { Game } from "../../db/schema/index.ts";

/** Facts about the game that every pick is graded against, decided once by the shared rules. */
function gameFacts(game: Game) {
  const home = game.finalHomeScore!;
  const away = game.finalAwayScore!;
  return {
    home,
    away,
    winner: winnerOf(home, away),
    underdog: underdogOf(game),
    overUnderResult: overUnderResultOf(game),
  };
}

type Rule = { reason: SQL; amount: SQL; fires: SQL };

/** The rules of shared/domain/scoring.ts gradePick as SQL over a pick `p` of the game. */
function rules(game: Game, s: PointsSettings): Rule[] {
  const f = gameFacts(game);
  const correct = sql`p.winner = ${f.winner}::text`;
  const exact = sql`(p.pred_home_score = ${f.home}::int and p.pred_away_score = ${f.away}::int)`;
  const exactFires = sql`coalesce(${s.exactScoreEnabled}::boolean and ${correct} and ${exact}, false)`;
  return [
    {
      reason: sql`case when ${correct} then ${REASON_CORRECT_WINNER}::text else ${REASON_INCORRECT_WINNER}::text end`,
      amount: sql`case when ${correct} then ${s.correctWinner}::int else ${s.incorrectWinner}::int end`,
      fires: sql`true`,
    },
    { reason: sql`${REASON_EXACT_SCORE}::text`, amount: sql`${s.exactScore}::int`, fires: exactFires },
    {
      reason: sql`${REASON_CORRECT_MARGIN}::text`,
      amount: sql`${s.correctMargin}::int`,
      fires: sql`${s.correctMarginEnabled}::boolean and ${correct} and not ${exactFires}
        and p.pred_home_score - p.pred_away_score = ${f.home - f.away}::int`,
    },
    {
      reason: sql`${REASON_OVER_UNDER}::text`,
      amount: sql`${s.overUnderCorrect}::int`,
      fires: sql`${s.overUnderEnabled}::boolean and p.pred_over_under = ${f.overUnderResult}::text`,
    },
    {
      reason: sql`${REASON_UPSET_BONUS}::text`,
      amount: sql`${s.upsetBonus}::int`,
      fires: sql`${s.upsetBonusEnabled}::boolean and ${correct} and p.winner = ${f.underdog}::text`,
    },
  ];
}

/** Every transaction the rules want for the game's picks: one per rule that fires and is worth points. */
export function wantedTransactions(game: Game, settings: PointsSettings) {
  const values = rules(game, settings).map((r) => sql`(${r.reason}, ${r.amount}, ${r.fires})`);
  return sql`
    select p.user_id, p.id as pick_id, r.reason, r.amount, ${game.weekId}::uuid as week_id
    from picks p
    cross join lateral (values ${sql.join(values, sql`, `)}) as r(reason, amount, fires)
    where p.game_id = ${game.id}::uuid and r.fires and r.amount <> 0`;
}

/** Each pick of the game with the points the same rules give it, as (user_id, points). */
export function pickPoints(game: Game, settings: PointsSettings) {
  const terms = rules(game, settings).map((r) => sql`(case when ${r.fires} then ${r.amount} else 0 end)`);
  return sql`select p.user_id, ${sql.join(terms, sql` + `)} as points from picks p where p.game_id = ${game.id}::uuid`;
}
