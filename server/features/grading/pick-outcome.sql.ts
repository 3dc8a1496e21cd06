import { sql } from "drizzle-orm";

/**
 * shared/domain/scoring.ts `pickOutcome` as SQL over a pick `p` and its game `g`: 'correct' when
 * the picked side won, 'incorrect' otherwise (a tie included), null until the game is graded. The
 * game stores its graded result once (final scores, graded_at) rather than 100,000 picks each
 * storing a copy (docs/decisions/002-one-ledger-for-every-source.md).
 */
export const pickOutcomeSql = sql<"correct" | "incorrect" | null>`(case
  when g.graded_at is null then null
  when p.winner = case when g.final_home_score > g.final_away_score then 'HOME'
    when g.final_away_score > g.final_home_score then 'AWAY' end then 'correct'
  else 'incorrect' end)`;
