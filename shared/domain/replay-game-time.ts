import { REGULATION_PERIODS } from "./game-clock.ts";

/**
 * How a replayed game passes on the wall clock (decision 057). The recording has each period's points
 * but no clock, so the replay lays its periods on a model of a broadcast: four quarters of 45 minutes
 * with a 20-minute halftime after the second (regulation over 3 h 20 after kickoff), the overtimes in
 * the ten minutes after it. The game clock is estimated from that: 15:00 at a quarter's start, one
 * second every three seconds of wall time. The server reveals a period's points at its end; the client
 * draws the estimated clock between the server's updates.
 */
const MINUTE_MS = 60_000;
export const REPLAY_QUARTER_MS = 45 * MINUTE_MS;
export const REPLAY_HALFTIME_MS = 20 * MINUTE_MS;
/** Kickoff to the end of the fourth quarter: 3 h 20. */
export const REPLAY_REGULATION_MS = REGULATION_PERIODS * REPLAY_QUARTER_MS + REPLAY_HALFTIME_MS;
/** The longest a replayed game lasts: 3 h 30, its overtimes sharing the ten minutes after regulation. */
export const REPLAY_GAME_MS = 210 * MINUTE_MS;
export const QUARTER_SECONDS = 15 * 60;
/** Wall time a second of the estimated game clock takes (3 s): every boundary above is a multiple of it. */
export const REPLAY_CLOCK_TICK_MS = REPLAY_QUARTER_MS / QUARTER_SECONDS;

export interface RegulationMoment {
  /** Quarters over: 0..4 (2 through halftime, 4 once regulation is over). */
  quartersOver: number;
  /** The quarter under way, 1..4: 2 at halftime, 4 once regulation is over. */
  quarter: number;
  /** Estimated game clock left in that quarter, whole seconds: 0 at halftime and after regulation. */
  clockSeconds: number;
}

/** When quarter `q` (1..4) starts, after kickoff. */
const quarterStart = (q: number) => (q - 1) * REPLAY_QUARTER_MS + (q > 2 ? REPLAY_HALFTIME_MS : 0);

/** Where regulation stands `sinceKickoffMs` after kickoff; null before kickoff. */
export function replayRegulationAt(sinceKickoffMs: number): RegulationMoment | null {
  if (!(sinceKickoffMs >= 0)) return null;
  for (let quarter = 1; quarter <= REGULATION_PERIODS; quarter++) {
    const into = sinceKickoffMs - quarterStart(quarter);
    if (into < REPLAY_QUARTER_MS) {
      if (into < 0) return { quartersOver: quarter - 1, quarter: quarter - 1, clockSeconds: 0 }; // halftime
      return {
        quartersOver: quarter - 1,
        quarter,
        clockSeconds: QUARTER_SECONDS - Math.floor(into / REPLAY_CLOCK_TICK_MS),
      };
    }
  }
  return { quartersOver: REGULATION_PERIODS, quarter: REGULATION_PERIODS, clockSeconds: 0 };
}

/**
 * How long a replayed game of `periods` recorded periods lasts: to the end of regulation, or of its
 * overtimes (3 h 30); a game recorded without line scores (the 2024 CFP semifinals and final) 3 h 30.
 */
export function replayGameLengthMs(periods: number): number {
  return periods > 0 && periods <= REGULATION_PERIODS ? REPLAY_REGULATION_MS : REPLAY_GAME_MS;
}

/** The periods of a game of `periods` over `sinceKickoffMs` after kickoff, whose points are out: 0..periods. */
export function replayPeriodsOver(sinceKickoffMs: number, periods: number): number {
  const regulation = replayRegulationAt(sinceKickoffMs);
  if (!regulation) return 0;
  if (sinceKickoffMs < REPLAY_REGULATION_MS) return Math.min(regulation.quartersOver, periods);
  const overtimes = periods - REGULATION_PERIODS;
  if (overtimes <= 0) return periods;
  const overtimeMs = (REPLAY_GAME_MS - REPLAY_REGULATION_MS) / overtimes;
  return Math.min(periods, REGULATION_PERIODS + Math.floor((sinceKickoffMs - REPLAY_REGULATION_MS) / overtimeMs));
}

/** The period under way (1.., overtimes after the fourth; 2 through halftime), the last once over; null before kickoff. */
export function replayPeriodAt(sinceKickoffMs: number, periods: number): number | null {
  const regulation = replayRegulationAt(sinceKickoffMs);
  if (!regulation || periods === 0) return null;
  if (sinceKickoffMs < REPLAY_REGULATION_MS) return Math.min(regulation.quarter, periods);
  return Math.min(replayPeriodsOver(sinceKickoffMs, periods) + 1, periods);
}

const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

export interface ReplayClockShown {
  period: number | null;
  /** "8:43", "0:00" at a quarter's end (halftime after the second), null when unknown or in overtime. */
  clock: string | null;
  /** True while the clock is the model's running estimate, not a quarter's end. */
  estimated: boolean;
}

/**
 * What a replayed live game's card shows `sinceKickoffMs` after kickoff (on the server's clock), held
 * to the period the server reports, whose points are the ones shown: a quarter the model has ended
 * reads as its end ("End of Q1", "Halftime") until the server's next update brings its points; a
 * model behind the server's period (a stale clock) shows the period without a clock; overtimes have none.
 */
export function replayClockShown(serverPeriod: number | null, sinceKickoffMs: number): ReplayClockShown {
  const unknown = { period: serverPeriod, clock: null, estimated: false };
  if (serverPeriod === null || serverPeriod > REGULATION_PERIODS) return unknown;
  const regulation = replayRegulationAt(sinceKickoffMs);
  if (!regulation || regulation.quarter < serverPeriod) return unknown;
  if (regulation.quartersOver >= serverPeriod) return { period: serverPeriod, clock: "0:00", estimated: false };
  return { period: serverPeriod, clock: clockText(regulation.clockSeconds), estimated: true };
}

/** Milliseconds until the estimated clock next changes (a tick of the model), from `sinceKickoffMs`. */
export function msUntilReplayTick(sinceKickoffMs: number): number {
  const into = ((sinceKickoffMs % REPLAY_CLOCK_TICK_MS) + REPLAY_CLOCK_TICK_MS) % REPLAY_CLOCK_TICK_MS;
  return REPLAY_CLOCK_TICK_MS - into;
}
