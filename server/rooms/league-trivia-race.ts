import { answerWindowClosesAt, triviaDayOf } from "../../shared/domain/trivia-day.ts";
import { type LeagueState, TriviaRacer } from "../../shared/realtime/league.state.ts";
import { clock } from "../clock.ts";
import { hasFinished, type RacerRow, raceRows } from "../features/trivia/trivia-race.sql.ts";
import { syncMap } from "../realtime/live-room.ts";

/** The expiry read waits this long past the window's close, so the database already counts the timeout. */
const READ_AFTER_CLOSE_MS = 50;

type Timer = { clear(): void };
type SetTimer = (run: () => void, ms: number) => Timer;

/**
 * The league room's view of today's trivia race: read from the database on each member's
 * progress, and again when a running countdown ends (a timeout publishes nothing).
 */
export class LeagueTriviaRace {
  private expiry: Timer | null = null;

  constructor(
    private readonly state: LeagueState,
    private readonly setTimer: SetTimer,
    private readonly onExpiry: () => void,
  ) {}

  isRacer = (userId: string) => this.state.trivia.has(userId);

  async refresh() {
    const now = clock.now();
    const day = triviaDayOf(now);
    const rows = await raceRows(this.state.leagueId, day, now);
    if (day !== this.state.triviaDay) {
      this.state.trivia.clear();
      this.state.triviaDay = day;
    }
    apply(this.state.trivia, rows);
    this.scheduleExpiry(rows, now);
  }

  dispose() {
    this.expiry?.clear();
  }

  private scheduleExpiry(rows: RacerRow[], now: Date) {
    this.expiry?.clear();
    this.expiry = null;
    const deadlines = rows.map((row) => row.deadlineAt).filter((at) => at > 0);
    if (deadlines.length === 0) return;
    const closesAt = answerWindowClosesAt(new Date(Math.min(...deadlines))).getTime();
    const wait = Math.max(0, closesAt + READ_AFTER_CLOSE_MS - now.getTime());
    this.expiry = this.setTimer(this.onExpiry, wait);
  }
}

function apply(map: LeagueState["trivia"], rows: RacerRow[]) {
  const racers = rows.map((row) => {
    const { userId, name, answered, total, deadlineAt } = row;
    return [userId, { userId, name, answered, total, finished: hasFinished(row), deadlineAt }] as const;
  });
  syncMap(map, racers, () => new TriviaRacer(), { prune: true });
}
