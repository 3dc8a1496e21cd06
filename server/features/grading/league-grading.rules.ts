import { type SQL, sql } from "drizzle-orm";
import { overUnderResultOf, underdogOf, winnerOf } from "../../../shared/domain/scoring.ts";
import type { Game } from "../../db/schema/index.ts";

/**
 * shared/domain/league-scoring.ts gradeLeaguePick as set-based SQL over a pick `x` joined with its
 * league's plan row (mode, confidence, points, voided): one lateral row per rule, as grading.rules.ts
 * does for the site; in a league that voided the game only the `void` rule fires, worth 0 (the one
 * row kept at 0). The parity property in tests/api/league-grading.test.ts holds the two together.
 */
export function leagueRules(game: Game): SQL {
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
  const scoring: [reason: SQL, amount: SQL, fires: SQL][] = [
    // Straight: the winner rule, or with confidence the pick's value.
    [
      sql`case when ${correct} then (case when x.conf then 'confidence_correct' else 'correct_winner' end) else 'incorrect_winner' end`,
      sql`case when ${correct} then (case when x.conf then x.confidence else x.cw end) else x.iw end`,
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
      sql`case when x.conf then x.confidence else x.cw end`,
      sql`x.mode = 'spread' and x.line is not null and ${covered}`,
    ],
  ];
  const rules: [reason: SQL, amount: SQL, fires: SQL][] = [
    ...scoring.map(([reason, amount, fires]): [SQL, SQL, SQL] => [reason, amount, sql`(not x.voided and ${fires})`]),
    [sql`'void'`, sql`0`, sql`x.voided`],
  ];
  // unnest over three arrays, not a VALUES list: PostgreSQL rebuilds a lateral VALUES list's
  // expressions for every pick, which made it several times slower at 100,000 picks (the bench).
  const column = (at: 0 | 1 | 2, type: string) =>
    sql`array[${sql.join(
      rules.map((rule) => rule[at]),
      sql`, `,
    )}]::${sql.raw(type)}[]`;
  return sql`unnest(${column(0, "text")}, ${column(1, "int")}, ${column(2, "boolean")}) as r(reason, amount, fires)`;
}
