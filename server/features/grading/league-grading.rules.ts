import { type SQL, sql } from "drizzle-orm";
import { overUnderResultOf, underdogOf, winnerOf } from "../../../shared/domain/scoring.ts";
import type { Game } from "../../db/schema/index.ts";

/**
 * shared/domain/league-scoring.ts gradeLeaguePick as set-based SQL over a pick `x` joined with its
 * league's plan row (mode, confidence, points, voided, slate size n): one select per rule over the picks, each
 * row a rule that fires and is worth something, as grading.rules.ts states the site's; in a league
 * that voided the game only the `void` rule fires, worth 0 (the one row kept at 0). The parity property in tests/api/league-grading.test.ts holds the two together.
 */
export function leagueRuleRows(game: Game): SQL {
  const home = game.finalHomeScore!;
  const away = game.finalAwayScore!;
  const winner = winnerOf(home, away);
  const underdog = underdogOf(game);
  const overUnder = overUnderResultOf(game);
  const correct = sql`coalesce(x.winner = ${winner}::text, false)`;
  const plain = sql`(x.mode = 'straight' and not x.conf)`;
  const exact = sql`coalesce(x.pred_home_score = ${home}::int and x.pred_away_score = ${away}::int, false)`;
  const exactFires = sql`(${plain} and x.ex_on and ${correct} and ${exact})`;
  const homeMargin = sql`(${home}::numeric + x.line - ${away}::numeric)`;
  const covered = sql`coalesce((${homeMargin} > 0 and x.winner = 'HOME') or (${homeMargin} < 0 and x.winner = 'AWAY'), false)`;
  // countedConfidence: a value counts within 1..n only.
  const confidence = sql`(case when x.confidence between 1 and x.n then x.confidence else 0 end)`;
  const scoring: [reason: SQL, amount: SQL, fires: SQL][] = [
    // Straight: the winner rule, or with confidence the pick's value.
    [
      sql`case when ${correct} then (case when x.conf then 'confidence_correct' else 'correct_winner' end) else 'incorrect_winner' end`,
      sql`case when ${correct} then (case when x.conf then ${confidence} else x.cw end) else x.iw end`,
      sql`x.mode = 'straight'`,
    ],
    [sql`'exact_score'`, sql`x.ex`, exactFires],
    [
      sql`'correct_margin'`,
      sql`x.mg`,
      sql`${plain} and x.mg_on and ${correct} and not ${exactFires}
        and coalesce(x.pred_home_score - x.pred_away_score = ${home - away}::int, false)`,
    ],
    [
      sql`'over_under'`,
      sql`x.ou`,
      sql`${plain} and x.ou_on and coalesce(x.pred_over_under = ${overUnder}::text, false)`,
    ],
    [
      sql`'upset_bonus'`,
      sql`x.up`,
      sql`x.mode = 'straight' and x.up_on and ${correct} and coalesce(x.winner = ${underdog}::text, false)`,
    ],
    // Against the spread: a cover earns the winner points, or the confidence value.
    [
      sql`case when x.conf then 'confidence_correct' else 'covered' end`,
      sql`case when x.conf then ${confidence} else x.cw end`,
      sql`x.mode = 'spread' and x.line is not null and ${covered}`,
    ],
  ];
  const rules: [reason: SQL, amount: SQL, fires: SQL][] = [
    ...scoring.map(([reason, amount, fires]): [SQL, SQL, SQL] => [
      reason,
      amount,
      sql`not x.voided and ${fires} and (${amount}) <> 0`,
    ]),
    [sql`'void'`, sql`0`, sql`x.voided`],
  ];
  // One pass over the (materialized) picks per rule, not a lateral row set per pick: building and
  // unnesting arrays for each of 100,000 picks cost most of a grading (the bench: ~1 s against ~0.1 s).
  return sql.join(
    rules.map(
      ([reason, amount, fires]) =>
        sql`select x.league_id, x.user_id, x.pick_id, ${reason} as reason, ${amount} as amount from x where ${fires}`,
    ),
    sql` union all `,
  );
}
