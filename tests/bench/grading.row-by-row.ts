import { eq, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { games, picks, pointsTransactions, userPoints } from "../../server/db/schema/index.ts";
import { getPointsSettings } from "../../server/features/settings/settings.service.ts";
import { gradePick } from "../../shared/domain/scoring.ts";

/**
 * The baseline the set-based grading is measured against: the obvious way, one pick at a time,
 * with the same rules (shared gradePick), one INSERT per ledger row and one UPDATE per total.
 */
export async function gradeGameRowByRow(
  db: Db,
  gameId: string,
  scores: { finalHomeScore: number; finalAwayScore: number },
) {
  await db.transaction(async (tx) => {
    const [game] = await tx
      .update(games)
      .set({ status: "final", ...scores })
      .where(eq(games.id, gameId))
      .returning();
    const settings = await getPointsSettings(tx);
    for (const pick of await tx.select().from(picks).where(eq(picks.gameId, gameId))) {
      const lines = gradePick(pick, game!, settings);
      for (const line of lines) {
        await tx.insert(pointsTransactions).values({
          userId: pick.userId,
          source: "pick",
          reason: line.reason,
          amount: line.amount,
          weekId: game!.weekId,
          gameId,
          pickId: pick.id,
        });
      }
      const points = lines.reduce((sum, l) => sum + l.amount, 0);
      if (points !== 0) {
        await tx
          .update(userPoints)
          .set({ pointsTotal: sql`${userPoints.pointsTotal} + ${points}` })
          .where(eq(userPoints.userId, pick.userId));
      }
    }
  });
}
