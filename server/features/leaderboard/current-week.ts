import { events } from "../../events.ts";
import { findCurrentWeek } from "../weeks/weeks.service.ts";

/** How long the current week's id is trusted without asking the database again. */
const CURRENT_WEEK_TTL_MS = 1000;
let remembered: { weekId: string | null; at: number } | null = null;
let reading: Promise<string | null> | null = null;
/** Bumped when the week is forgotten: a read that began before is not remembered. */
let generation = 0;

/**
 * The current week's id, read at most once a second (and again after a sync), not once per
 * request. One read at a time: the requests arriving while it runs share it, and once a second has
 * passed they keep the id they have until the new read answers (a sync forgets it outright).
 */
export async function currentWeekId(): Promise<string | null> {
  if (remembered && Date.now() - remembered.at < CURRENT_WEEK_TTL_MS) return remembered.weekId;
  const read = reading ?? readCurrentWeek();
  return remembered ? remembered.weekId : read;
}

function readCurrentWeek(): Promise<string | null> {
  const started = generation;
  const read = findCurrentWeek()
    .then((week) => {
      const weekId = week?.id ?? null;
      if (generation === started) remembered = { weekId, at: Date.now() };
      return weekId;
    })
    .finally(() => {
      if (reading === read) reading = null;
    });
  reading = read;
  // A refresh nobody waits for must not be an unhandled rejection; the next request reads again.
  read.catch(() => {});
  return read;
}

export function forgetCurrentWeek() {
  generation++;
  remembered = null;
  reading = null;
}

events.subscribe("week.synced", forgetCurrentWeek);
events.subscribe("realtime.resync", forgetCurrentWeek);
