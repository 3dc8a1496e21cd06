import type { ReplayGamesProvider } from "../../providers/games/index.ts";
import { gamesProvider } from "../sync/sync.runner.ts";
import { type Askability, firstAskableDays, knownCutoff, type ShiftAt } from "./bank.askable.ts";

/**
 * The shift of the games the app plays: the offline replay's when it is the provider (the bank's
 * facts come when the replay shows them), else none (with live CFBD games the 2024 facts are history).
 * null: the replay cannot read its season, so nothing tells when a dated fact is known.
 */
async function shiftAt(): Promise<ShiftAt | null> {
  const provider = gamesProvider();
  if (provider.kind !== "replay") return () => 0;
  try {
    const shifts = await (provider as ReplayGamesProvider).shifts();
    return (instant) => shifts(instant).shiftMs;
  } catch {
    return null;
  }
}

/**
 * The instant (recorded-season clock) a bank fact must precede to be asked on the trivia day `day`;
 * null: no dated fact may be asked.
 */
export async function askableCutoff(day: string): Promise<Date | null> {
  const shift = await shiftAt();
  return shift ? new Date(knownCutoff(day, shift)) : null;
}

/** For each knownAt, whether the trivia day `today` may ask it, and else the first later day that may. */
export async function askability(knownAts: readonly (Date | null)[], today: string): Promise<Askability[]> {
  const shift = (await shiftAt()) ?? (() => Infinity);
  return firstAskableDays(
    knownAts.map((k) => k?.getTime() ?? null),
    today,
    shift,
  );
}
