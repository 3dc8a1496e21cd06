import { and, asc, inArray, isNull } from "drizzle-orm";
import { REASON_TEXT } from "../../../shared/domain/ledger.ts";
import { db } from "../../db/index.ts";
import { pointsTransactions } from "../../db/schema/index.ts";

export type PickPointsTxn = { reason: string; amount: number };

/** The site's ledger rows grading wrote for each pick (not a league's), oldest first, keyed by pick id (none before its game is final). */
export async function pointsTxnsByPick(
  rows: { id: string; gameId: string }[],
): Promise<(pickId: string) => PickPointsTxn[]> {
  if (rows.length === 0) return () => [];
  const txns = await db()
    .select({ pickId: pointsTransactions.pickId, reason: pointsTransactions.reason, amount: pointsTransactions.amount })
    .from(pointsTransactions)
    .where(
      and(
        inArray(
          pointsTransactions.gameId,
          rows.map((p) => p.gameId),
        ),
        inArray(
          pointsTransactions.pickId,
          rows.map((p) => p.id),
        ),
        isNull(pointsTransactions.leagueId),
      ),
    )
    .orderBy(asc(pointsTransactions.createdAt));
  const byPick = new Map<string, PickPointsTxn[]>();
  for (const { pickId, reason, amount } of txns) {
    if (!pickId) continue;
    byPick.set(pickId, [...(byPick.get(pickId) ?? []), { reason: REASON_TEXT[reason], amount }]);
  }
  return (pickId) => byPick.get(pickId) ?? [];
}
