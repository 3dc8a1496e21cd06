/**
 * Where a live game stands, as a card and the game center write it: "Q3 4:12", "Q1", "Halftime",
 * "End of Q1", "OT", "2OT". Only what the provider says is shown: no clock when it sends none, no
 * label before the first period; the replay's estimated clock is marked as one ("Q2 ~8:43", decision
 * 057). College overtimes have no game clock, so an overtime is its number alone.
 */
export interface GameClockInput {
  /** 1..4, then 5, 6 … for overtimes; null (or 0, the week room's "none") before kickoff. */
  period: number | null;
  /** "4:12", or CFBD's "00:04:12"; null (or "", the room's "none") when the provider has none. */
  clock: string | null;
  /** The clock is an estimate (the replay's model, decision 057), not the provider's: shown "~8:43". */
  estimated?: boolean;
}

export interface GameClockLabel {
  /** What the card shows: "Q3 4:12". */
  text: string;
  /** What a screen reader says: "3rd quarter, 4:12 left". */
  spoken: string;
}

export const REGULATION_PERIODS = 4;

const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: "st", 2: "nd", 3: "rd" }[n % 10] ?? "th"}`;
};

/**
 * The clock as minutes and seconds ("4:12"): CFBD's scoreboard writes "00:04:12", others "04:12"
 * or "4:12". Anything else is not a clock we can read, and is not shown.
 */
export function normalizeGameClock(clock: string | null | undefined): string | null {
  const match = clock?.trim().match(/^(?:(\d{1,2}):)?(\d{1,2}):(\d{2})(?:\.\d+)?$/);
  if (!match) return null;
  const minutes = Number(match[1] ?? 0) * 60 + Number(match[2]);
  const seconds = Number(match[3]);
  if (seconds >= 60) return null;
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}

/** "OT" for the first overtime, then "2OT", "3OT" … */
export function overtimeLabel(period: number): string {
  const n = period - REGULATION_PERIODS;
  return n === 1 ? "OT" : `${n}OT`;
}

/** The label for a game in progress, or null when the provider has not said which period it is. */
export function gameClockLabel({ period, clock, estimated = false }: GameClockInput): GameClockLabel | null {
  if (period === null || !Number.isInteger(period) || period < 1) return null;
  if (period > REGULATION_PERIODS) {
    const n = period - REGULATION_PERIODS;
    return { text: overtimeLabel(period), spoken: n === 1 ? "Overtime" : `${ordinal(n)} overtime` };
  }
  const time = normalizeGameClock(clock);
  const quarter = `Q${period}`;
  const spokenQuarter = `${ordinal(period)} quarter`;
  if (time === null) return { text: quarter, spoken: spokenQuarter };
  if (time === "0:00") {
    if (period === 2) return { text: "Halftime", spoken: "Halftime" };
    return { text: `End of ${quarter}`, spoken: `End of the ${spokenQuarter}` };
  }
  if (estimated) return { text: `${quarter} ~${time}`, spoken: `${spokenQuarter}, about ${time} left (estimated)` };
  return { text: `${quarter} ${time}`, spoken: `${spokenQuarter}, ${time} left` };
}
