import { eq } from "drizzle-orm";
import { db } from "../../server/db/index.ts";
import { games } from "../../server/db/schema/index.ts";
import { gradeGame } from "../../server/features/grading/grading.service.ts";
import { defaultPointsSettings } from "../../shared/domain/default-points-settings.ts";

/**
 * Finalizes and grades a game in a transaction left open, its row locks held, until `release`
 * (which waits for the commit): for what must happen while a grading is under way (PostgreSQL).
 */
export async function holdGrading(gameId: string, scores = { finalHomeScore: 21, finalAwayScore: 14 }) {
  let release!: () => void;
  let graded!: () => void;
  const gradedNow = new Promise<void>((resolve) => (graded = resolve));
  const grading = db().transaction(async (tx) => {
    const [final] = await tx
      .update(games)
      .set({ status: "final", ...scores })
      .where(eq(games.id, gameId))
      .returning();
    await gradeGame(tx, final!, defaultPointsSettings);
    graded();
    await new Promise<void>((resolve) => (release = resolve));
  });
  await Promise.race([gradedNow, grading]);
  return {
    release: async () => {
      release();
      await grading;
    },
  };
}
