import { eq } from "drizzle-orm";
import { weekBoundaries } from "../../../shared/domain/central-time.ts";
import { db } from "../../db/index.ts";
import { games, weeks } from "../../db/schema/index.ts";
import { ConflictError, NotFoundError } from "../../domain-errors.ts";
import { toWeekDto } from "../weeks/game.mapper.ts";

/** Week start/end become the Sunday before the first game through the Saturday after the last (Central). */
export async function recalculateBoundaries(weekId: string) {
  return db().transaction(async (tx) => {
    const [week] = await tx.select().from(weeks).where(eq(weeks.id, weekId));
    if (!week) throw new NotFoundError("Week not found");
    const kickoffs = await tx.select({ at: games.kickoffISO }).from(games).where(eq(games.weekId, weekId));
    const bounds = weekBoundaries(kickoffs.map((k) => k.at));
    if (!bounds) throw new ConflictError("This week has no games to take boundaries from");
    const [updated] = await tx.update(weeks).set(bounds).where(eq(weeks.id, weekId)).returning();
    return toWeekDto(updated!);
  });
}
