import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { z } from "zod";
import { createCache } from "../../cache/index.ts";
import { csvInstant, csvNumber, parseCsv } from "./csv.ts";
import { type CfbdGame, type CfbdPollWeek, type CfbdTeam, responseSchemas } from "./provider.schemas.ts";
import { ProviderError } from "./provider.types.ts";

export const REPLAY_SEASON = 2024;

export const REPLAY_FILES = {
  games: "games_2024_fbs.v2shape.derived.json",
  results: "games_2024_fbs_results.gmalbert.csv",
  lines: "lines_2024_fbs_consensus.gmalbert.csv",
  polls: "rankings_2024_fbs_polls.v1.json",
  fbsTeams: "teams_fbs_2024.v2.json",
  nonFbsTeams: "teams_nonfbs_opponents_2024_from2025list.v2.json",
  pregameWinProbability: "pregame_wp_2024_fbs.derived.json",
} as const;

/** Rows of the pregame win-probability file: CFBD `/metrics/wp/pregame`, reduced to what the replay serves. */
export const pregameWinProbabilitySchema = z.array(
  z.object({ gameId: z.number().int(), homeWinProb: z.number().min(0).max(1) }),
);

/** Mean over all books of CFBD /lines for one game (gmalbert), unrounded. */
export interface ConsensusLine {
  spread: number | null;
  total: number | null;
  homeMoneyline: number | null;
  awayMoneyline: number | null;
}

/** The real 2024 season as recorded, on the real 2024 clock. */
export interface ReplaySource {
  games: CfbdGame[];
  lines: Map<number, ConsensusLine>;
  polls: CfbdPollWeek[];
  fbsTeams: CfbdTeam[];
  nonFbsTeams: CfbdTeam[];
  /** The home team's pregame win probability by game id, where CFBD had one. */
  pregameWinProbability: Map<number, number>;
}

// A season's files weigh tens of megabytes once read: a few directories at most (tests use one or two).
const sources = createCache<string, ReplaySource>({ name: "replay-sources", max: 4, fetch: (dir) => readSource(dir) });

/** Reads the season files in place once per directory; a failed read is not cached. */
export function loadReplaySource(dataDir: string): Promise<ReplaySource> {
  return sources.fetch(resolve(dataDir, String(REPLAY_SEASON)));
}

export const LINE_COLUMNS = ["game_id", "market_spread", "market_total", "home_moneyline", "away_moneyline"] as const;
export const RESULT_COLUMNS = [
  "game_id",
  "season",
  "week",
  "season_type",
  "start_date",
  "neutral_site",
  "conference_game",
  "venue",
  "home_team",
  "home_conference",
  "home_score",
  "away_team",
  "away_conference",
  "away_score",
] as const;
type ResultRow = Record<(typeof RESULT_COLUMNS)[number], string>;

async function readSource(dir: string): Promise<ReplaySource> {
  const [games, results, lines, polls, fbsTeams, nonFbsTeams, winProbabilities] = await Promise.all([
    readJson(dir, REPLAY_FILES.games, responseSchemas.games),
    readText(dir, REPLAY_FILES.results).then((text) => parseCsv(text, RESULT_COLUMNS)),
    readText(dir, REPLAY_FILES.lines).then((text) => parseCsv(text, LINE_COLUMNS)),
    readJson(dir, REPLAY_FILES.polls, responseSchemas.rankings),
    readJson(dir, REPLAY_FILES.fbsTeams, responseSchemas.teams),
    readJson(dir, REPLAY_FILES.nonFbsTeams, responseSchemas.teams),
    readJson(dir, REPLAY_FILES.pregameWinProbability, pregameWinProbabilitySchema),
  ]);
  const consensus = new Map<number, ConsensusLine>();
  for (const row of lines) {
    const id = csvNumber(row.game_id);
    if (id === null) continue;
    consensus.set(id, {
      spread: csvNumber(row.market_spread),
      total: csvNumber(row.market_total),
      homeMoneyline: csvNumber(row.home_moneyline),
      awayMoneyline: csvNumber(row.away_moneyline),
    });
  }
  return {
    games: completeWithResults(games, results, [...fbsTeams, ...nonFbsTeams]),
    lines: consensus,
    polls,
    fbsTeams,
    nonFbsTeams,
    pregameWinProbability: new Map(winProbabilities.map((row) => [row.gameId, row.homeWinProb])),
  };
}

// The games snapshot predates the CFP semifinals and final; their scores (no line scores) come
// from the gmalbert results table.
function completeWithResults(games: CfbdGame[], rows: ResultRow[], teams: CfbdTeam[]): CfbdGame[] {
  const byId = new Map(rows.map((row) => [csvNumber(row.game_id), row]));
  const teamId = new Map(teams.map((t) => [t.school, t.id]));
  const known = new Set(games.map((g) => g.id));
  const filled = games.map((game) => {
    const row = byId.get(game.id);
    if (game.homePoints != null || !row) return game;
    return { ...game, completed: true, homePoints: csvNumber(row.home_score), awayPoints: csvNumber(row.away_score) };
  });
  for (const row of rows) {
    const id = csvNumber(row.game_id);
    const startDate = csvInstant(row.start_date);
    const homeId = teamId.get(row.home_team);
    const awayId = teamId.get(row.away_team);
    if (id === null || known.has(id) || !startDate || homeId === undefined || awayId === undefined) continue;
    filled.push({
      id,
      season: Number(row.season),
      week: Number(row.week),
      seasonType: row.season_type,
      startDate,
      startTimeTBD: false,
      completed: true,
      neutralSite: row.neutral_site === "true",
      conferenceGame: row.conference_game === "true",
      venue: row.venue || null,
      homeId,
      homeTeam: row.home_team,
      homeClassification: teams.find((t) => t.id === homeId)?.classification ?? null,
      homeConference: row.home_conference || null,
      homePoints: csvNumber(row.home_score),
      homeLineScores: null,
      awayId,
      awayTeam: row.away_team,
      awayClassification: teams.find((t) => t.id === awayId)?.classification ?? null,
      awayConference: row.away_conference || null,
      awayPoints: csvNumber(row.away_score),
      awayLineScores: null,
      notes: null,
    });
  }
  const sorted = filled.sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate) || a.id - b.id);
  return nameTheTitleGame(sorted, known);
}

export const NATIONAL_CHAMPIONSHIP_NOTES = "College Football Playoff National Championship";

/**
 * The results table has no notes: the season's last postseason game, when it came from there and
 * follows the CFP semifinals, is the national championship (the name CFBD gives it), so its card and
 * its week are named like the other playoff games (decision 038).
 */
function nameTheTitleGame(games: CfbdGame[], fromSnapshot: ReadonlySet<number>): CfbdGame[] {
  const postseason = games.filter((g) => g.seasonType === "postseason");
  const last = postseason.at(-1);
  const semifinals = postseason.some((g) => /playoff semifinal/i.test(g.notes ?? ""));
  if (!last || fromSnapshot.has(last.id) || last.notes || !semifinals) return games;
  return games.map((g) => (g === last ? { ...g, notes: NATIONAL_CHAMPIONSHIP_NOTES } : g));
}

async function readText(dir: string, file: string): Promise<string> {
  try {
    return await readFile(resolve(dir, file), "utf8");
  } catch (cause) {
    throw new ProviderError(`Replay data file missing: ${resolve(dir, file)} (check CFBD_DATA_DIR)`, {
      kind: "data_unavailable",
      cause,
    });
  }
}

async function readJson<S extends z.ZodType>(dir: string, file: string, schema: S): Promise<z.infer<S>> {
  const text = await readText(dir, file);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw new ProviderError(`Replay data file ${file} is not valid JSON`, { kind: "data_unavailable", cause });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ProviderError(`Replay data file ${file} has an unexpected shape`, {
      kind: "data_unavailable",
      cause: parsed.error,
    });
  }
  return parsed.data;
}
