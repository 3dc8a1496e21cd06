import { clock } from "../../clock.ts";
import type { CfbdGame } from "./provider.schemas.ts";
import type { GamesProvider, SeasonType, WeekQuery } from "./provider.types.ts";
import { buildReplayCalendar, type ReplayWeek, toCalendarRows } from "./replay.calendar.ts";
import { loadReplaySource, type ReplaySource } from "./replay.data.ts";
import { gameAt, type ReplayClock } from "./replay.game-state.ts";
import { bettingGame } from "./replay.lines.ts";
import { lastKickoffByWeek, pollReleaseAt, recordedPollWeek, toPollWeek } from "./replay.rankings.ts";
import { countRecords } from "./replay.records.ts";
import { scoreboardGameAt } from "./replay.scoreboard.ts";
import { type SeasonShift, type SeasonWindow, seasonShiftAt } from "./replay.season.ts";

export interface ReplayProviderOptions {
  /** CFBD_DATA_DIR: the folder holding `2024/`. */
  dataDir: string;
  now?: () => Date;
}

export interface ReplayGamesProvider extends GamesProvider {
  readonly kind: "replay";
  /** How the recorded season is placed on the server clock right now. */
  currentShift(): Promise<SeasonShift>;
  /** How the recorded season is placed on the server clock at any instant (ms), once the season is loaded. */
  shifts(): Promise<(instant: number) => SeasonShift>;
}

interface Season {
  source: ReplaySource;
  calendar: ReplayWeek[];
  window: SeasonWindow;
  lastKickoffs: Map<number, number>;
}

interface Moment extends Season {
  shift: SeasonShift;
  clock: ReplayClock;
}

const seasonTypeOf = (game: CfbdGame): SeasonType => (game.seasonType === "postseason" ? "postseason" : "regular");
const inWeek = (q: WeekQuery) => (game: CfbdGame) => game.week === q.week && seasonTypeOf(game) === q.seasonType;

/**
 * The offline provider: replays the recorded 2024 FBS season, shifted by whole weeks so the
 * server clock always falls inside it (see seasonShiftAt). It answers only for the season it
 * reports (`currentSeason()`); other years are empty, like CFBD for a year without data.
 */
export function createReplayProvider(options: ReplayProviderOptions): ReplayGamesProvider {
  const now = options.now ?? (() => clock.now());
  let season: Promise<Season> | undefined;

  function load(): Promise<Season> {
    season ??= loadReplaySource(options.dataDir).then((source) => {
      const calendar = buildReplayCalendar(source.games);
      const regularEnd = calendar.find((w) => w.seasonType === "postseason")?.start ?? calendar.at(-1)!.end;
      const window = { start: calendar[0]!.start, regularEnd, end: calendar.at(-1)!.end };
      return { source, calendar, window, lastKickoffs: lastKickoffByWeek(source.games) };
    });
    season.catch(() => (season = undefined));
    return season;
  }

  async function moment(): Promise<Moment> {
    const loaded = await load();
    const nowMs = now().getTime();
    const shift = seasonShiftAt(nowMs, loaded.window);
    return { ...loaded, shift, clock: { shiftMs: shift.shiftMs, season: shift.season, nowMs } };
  }

  async function forYear<T>(year: number, answer: (m: Moment) => T[]): Promise<T[]> {
    const m = await moment();
    return year === m.shift.season ? answer(m) : [];
  }

  return {
    kind: "replay",
    currentSeason: async () => (await moment()).shift.season,
    currentShift: async () => (await moment()).shift,
    shifts: async () => {
      const { window } = await load();
      return (instant) => seasonShiftAt(instant, window);
    },

    getCalendar: ({ year }) => forYear(year, (m) => toCalendarRows(m.calendar, m.shift.shiftMs, m.shift.season)),

    getGames: (q) => forYear(q.year, (m) => m.source.games.filter(inWeek(q)).map((g) => gameAt(g, m.clock))),

    // The games of the replay week under way, as CFBD's /scoreboard lists the games around now.
    getScoreboard: async (q = {}) => {
      const m = await moment();
      const recordedNow = m.clock.nowMs - m.shift.shiftMs;
      const week = m.calendar.find((w) => w.start <= recordedNow && recordedNow < w.end);
      if (!week) return [];
      const conference = q.conference?.toLowerCase();
      return m.source.games
        .filter(inWeek({ year: m.shift.season, week: week.week, seasonType: week.seasonType }))
        .filter((g) => g.homeClassification === "fbs" || g.awayClassification === "fbs")
        .filter(
          (g) =>
            !conference ||
            g.homeConference?.toLowerCase() === conference ||
            g.awayConference?.toLowerCase() === conference,
        )
        .map((g) => scoreboardGameAt(g, m.clock, m.source.pregameWinProbability.get(g.id)));
    },

    getLines: (q) =>
      forYear(q.year, (m) =>
        m.source.games.filter(inWeek(q)).flatMap((g) => {
          const line = m.source.lines.get(g.id);
          return line ? [bettingGame(gameAt(g, m.clock), line)] : [];
        }),
      ),

    // A poll answers for its week only once it is out (pollReleaseAt), as CFBD's /rankings does.
    getRankings: (q) =>
      forYear(q.year, (m) => {
        const week = m.calendar.find((w) => w.week === q.week && w.seasonType === q.seasonType);
        const recorded = recordedPollWeek(m.source.polls, q);
        if (!week || !recorded || m.clock.nowMs < pollReleaseAt(m.lastKickoffs, recorded.week, m.shift.shiftMs))
          return [];
        return [toPollWeek(recorded, q, m.shift.season, [...m.source.fbsTeams, ...m.source.nonFbsTeams])];
      }),

    getTeams: async ({ includeNonFbs }) => {
      const { source } = await load();
      return includeNonFbs ? [...source.fbsTeams, ...source.nonFbsTeams] : [...source.fbsTeams];
    },

    getRecords: ({ year }) =>
      forYear(year, (m) =>
        countRecords(
          m.source.games.map((g) => gameAt(g, m.clock)),
          m.source.fbsTeams,
          m.shift.season,
        ),
      ),
  };
}
