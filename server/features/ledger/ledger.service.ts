import { sql } from "drizzle-orm";
import { startOfCentralDay } from "../../../shared/domain/central-time.ts";
import { REASONS_BY_SOURCE } from "../../../shared/domain/ledger.ts";
import { clock } from "../../clock.ts";
import { type DbOrTx, rowsOf } from "../../db/client.ts";

/** Sources other than picks (which grading writes in bulk), each with its source key. */
export type CreditSource =
  | { source: "trivia"; triviaAttemptId: string }
  | { source: "league_trivia"; triviaAttemptId: string; leagueId: string }
  | { source: "streak"; triviaSubmissionId: string };

export type Credit = CreditSource & {
  userId: string;
  /** The Central-Time trivia day, 'YYYY-MM-DD': the row counts in the week that holds it. */
  day: string;
  amount: number;
};

/** The week whose Central-Time boundaries hold the day's midnight, if any. */
const weekOfDay = (day: string) => {
  const midnight = startOfCentralDay(day).toISOString();
  return sql`(select w.id from weeks w
    where w.start_date <= ${midnight}::timestamptz and w.end_date >= ${midnight}::timestamptz
    order by w.start_date desc limit 1)`;
};

/**
 * Writes one ledger row and moves the user's pointsTotal by it, in one statement (run it inside
 * the transaction that records the answer or submission). Crediting the same source key again
 * changes nothing; league trivia counts in its league's standings only, never in pointsTotal.
 * Returns whether a row was written.
 */
export async function credit(tx: DbOrTx, row: Credit): Promise<boolean> {
  const attemptId = "triviaAttemptId" in row ? row.triviaAttemptId : null;
  const submissionId = "triviaSubmissionId" in row ? row.triviaSubmissionId : null;
  const leagueId = "leagueId" in row ? row.leagueId : null;
  const result = await tx.execute(sql`
    with added as (
      insert into points_transactions
        (user_id, source, reason, amount, week_id, trivia_attempt_id, trivia_submission_id, league_id, created_at)
      values (${row.userId}::uuid, ${row.source}, ${REASONS_BY_SOURCE[row.source][0]}, ${row.amount}::int, ${weekOfDay(row.day)},
        ${attemptId}::uuid, ${submissionId}::uuid, ${leagueId}::uuid, ${clock.now().toISOString()}::timestamptz)
      on conflict do nothing
      returning user_id, amount, league_id
    ),
    moved as (
      update user_points u set points_total = u.points_total + a.amount
      from added a where u.user_id = a.user_id and a.league_id is null and a.amount <> 0
    )
    select count(*)::int as added from added`);
  return rowsOf<{ added: number }>(result)[0]!.added > 0;
}
