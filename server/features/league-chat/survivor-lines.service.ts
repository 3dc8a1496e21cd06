import { eq } from "drizzle-orm";
import { db } from "../../db/index.ts";
import { leagues } from "../../db/schema/index.ts";
import { logger } from "../../logger.ts";
import { survivorEliminationsByWeek } from "../leagues/survivor.service.ts";
import { postSystemLine } from "./league-chat.service.ts";

export const survivorEliminatedKey = (weekId: string) => `survivor_eliminated:${weekId}`;

/**
 * "Out of the pool in Week 5: …" in each survivor league's chat, once per decided week that cost
 * someone their last life; idempotent by the line's key. Returns how many lines were written.
 */
export async function announceSurvivorEliminations(): Promise<number> {
  const pools = await db().select().from(leagues).where(eq(leagues.format, "survivor"));
  let written = 0;
  for (const league of pools) {
    try {
      for (const week of await survivorEliminationsByWeek(league)) {
        const line = await postSystemLine(league.id, {
          kind: "survivor_eliminated",
          key: survivorEliminatedKey(week.weekId),
          data: week,
        });
        if (line) written += 1;
      }
    } catch (error) {
      logger.warn(`Survivor lines of league ${league.id} not written this time:`, error);
    }
  }
  return written;
}
