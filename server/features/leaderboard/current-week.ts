import { events } from "../../events.ts";
import { findCurrentWeek } from "../weeks/weeks.service.ts";

/** How long the current week's id is trusted without asking the database again. */
const CURRENT_WEEK_TTL_MS = 1000;
let remembered: { weekId: string | null; at: number } | null = null;

/** The current week's id, read at most once a second (and again after a sync), not once per request. */
export async function currentWeekId(): Promise<string | null> {
  if (remembered && Date.now() - remembered.at < CURRENT_WEEK_TTL_MS) return remembered.weekId;
  const week = await findCurrentWeek();
  remembered = { weekId: week?.id ?? null, at: Date.now() };
  return remembered.weekId;
}

export function forgetCurrentWeek() {
  remembered = null;
}

events.subscribe("week.synced", forgetCurrentWeek);
events.subscribe("realtime.resync", forgetCurrentWeek);
