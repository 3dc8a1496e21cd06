import { and, eq, gt, not, type SQL } from "drizzle-orm";
import { games } from "../../db/schema/index.ts";

/**
 * shared/domain/countdown.ts `isPickLocked` as SQL over `games`, for the statements where the
 * database must decide (the lock is part of a pick's write): open while the game is scheduled and
 * the server clock is before kickoff.
 */
export const pickIsOpen = (now: Date): SQL => and(eq(games.status, "scheduled"), gt(games.kickoffISO, now))!;

export const pickIsLocked = (now: Date): SQL => not(pickIsOpen(now));
