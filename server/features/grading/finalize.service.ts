import { eq } from "drizzle-orm";
import type { FinalizeBody } from "../../../shared/contracts/games.ts";
import { clock } from "../../clock.ts";
import { db } from "../../db/index.ts";
import { type Game, games } from "../../db/schema/index.ts";
import { ConflictError, NotFoundError } from "../../domain-errors.ts";
import { events } from "../../events.ts";
import { getPointsSettings } from "../settings/settings.service.ts";
import { gradeGame, gradeLockedFinal } from "./grading.service.ts";

/** Sets the final score and grades every pick of the game, all in one transaction. */
export async function finalizeGame(gameId: string, scores: FinalizeBody): Promise<Game> {
  const game = await db().transaction(async (tx) => {
    const [row] = await tx
      .update(games)
      .set({
        status: "final",
        finalHomeScore: scores.finalHomeScore,
        finalAwayScore: scores.finalAwayScore,
        homeScore: scores.finalHomeScore,
        awayScore: scores.finalAwayScore,
        finalizedBy: "admin",
        updatedAt: clock.now(),
      })
      .where(eq(games.id, gameId))
      .returning();
    if (!row) throw new NotFoundError("Game not found");
    await gradeGame(tx, row, await getPointsSettings(tx));
    return row;
  });
  events.publish("game.finalized", { gameId: game.id, weekId: game.weekId });
  events.publish("standings.changed", { weekId: game.weekId, gameId: game.id });
  return game;
}

/** Regrades a final game with the current points settings. */
export async function regradeGame(gameId: string): Promise<Game> {
  const game = await db().transaction(async (tx) => {
    const row = await gradeLockedFinal(tx, gameId);
    if (!row) throw new NotFoundError("Game not found");
    if (row.status !== "final") throw new ConflictError("Only a final game can be regraded");
    return row;
  });
  // The score is unchanged, the points may not be: open week pages see the new grading time and
  // refetch. The row was read before the grading, so the rooms read the game again (no live fields).
  events.publish("game.updated", { gameId: game.id, weekId: game.weekId });
  events.publish("standings.changed", { weekId: game.weekId, gameId: game.id });
  return game;
}
