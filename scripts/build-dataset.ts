import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { gameSchema, teamSchema } from "../server/providers/games/provider.schemas.ts";
import { pregameWinProbabilitySchema, REPLAY_FILES, REPLAY_SEASON } from "../server/providers/games/replay.data.ts";

/**
 * `npm run data:build -- --from <dir>`: derives the compact replay dataset (datasets/cfbd) and the
 * recorded API v2 test fixtures (tests/fixtures/cfbd) from a folder of CFBD-format files laid out
 * as datasets/cfbd/SOURCES.md describes. Games and teams keep only the fields the sync reads (the keys of their
 * schemas), JSON is written without whitespace, the CSVs are copied as they are.
 */
const { values } = parseArgs({ options: { from: { type: "string" } } });
if (!values.from) {
  console.error("Usage: npm run data:build -- --from <dir> (a folder laid out as datasets/cfbd/SOURCES.md says)");
  process.exit(2);
}
const from = resolve(values.from);
const season = String(REPLAY_SEASON);
const datasetDir = resolve("datasets/cfbd", season);
const fixturesDir = resolve("tests/fixtures/cfbd");

const pick = (keys: string[]) => (row: Record<string, unknown>) =>
  Object.fromEntries(keys.filter((key) => key in row).map((key) => [key, row[key]]));
const readJson = (file: string) => JSON.parse(readFileSync(join(from, season, file), "utf8"));
const writeJson = (file: string, value: unknown) => writeFileSync(join(datasetDir, file), JSON.stringify(value));

mkdirSync(datasetDir, { recursive: true });
writeJson(REPLAY_FILES.games, readJson(REPLAY_FILES.games).map(pick(Object.keys(gameSchema.shape))));
for (const file of [REPLAY_FILES.fbsTeams, REPLAY_FILES.nonFbsTeams])
  writeJson(file, readJson(file).map(pick(Object.keys(teamSchema.shape))));
writeJson(REPLAY_FILES.polls, readJson(REPLAY_FILES.polls));
// CFBD /metrics/wp/pregame (regular season and postseason): only the game and the home team's probability.
writeJson(
  REPLAY_FILES.pregameWinProbability,
  pregameWinProbabilitySchema.parse(
    [...readJson("pregame_wp_2024_regular.v1.json"), ...readJson("pregame_wp_2024_postseason.v1.json")]
      .map(pick(["gameId", "homeWinProb"]))
      .sort((a, b) => Number(a.gameId) - Number(b.gameId)),
  ),
);
for (const file of [REPLAY_FILES.results, REPLAY_FILES.lines])
  copyFileSync(join(from, season, file), join(datasetDir, file));

// The API fixtures stay byte for byte as recorded: the v2 samples, and the 2024 /teams/fbs answer.
mkdirSync(join(fixturesDir, "api-samples-v2"), { recursive: true });
for (const file of readdirSync(join(from, "api-samples-v2"))) {
  copyFileSync(join(from, "api-samples-v2", file), join(fixturesDir, "api-samples-v2", file));
}
copyFileSync(join(from, season, REPLAY_FILES.fbsTeams), join(fixturesDir, REPLAY_FILES.fbsTeams));

// The 2024 postseason as CFBD v2 answers it (tests/fixtures/cfbd/SOURCES.md): `/games?seasonType=postseason`
// is the postseason records of the v2-shaped games file as they are; `/calendar` gets v2 boundaries
// from the recorded first and last kickoffs: each week from the Pacific midnight of its first game day
// to one minute before the next week's start, the last to one minute before the midnight after its last game day.
const pacificMidnight = (iso: string, days = 0) => {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date(iso));
  const [y, m, d] = day.split("-").map(Number);
  const utcMidnight = Date.UTC(y!, m! - 1, d! + days);
  const offset = new Date(utcMidnight).toLocaleString("en-US", { timeZone: "America/Los_Angeles", hour12: false });
  const local = Date.parse(`${offset} UTC`);
  return new Date(utcMidnight + (utcMidnight - local)).toISOString();
};
const writeFixture = (file: string, value: unknown) =>
  writeFileSync(join(fixturesDir, file), `${JSON.stringify(value, null, 2)}\n`);
writeFixture(
  "games_2024_postseason.v2.json",
  readJson(REPLAY_FILES.games).filter((g: { seasonType: string }) => g.seasonType === "postseason"),
);
const recordedCalendar: {
  season: number;
  week: number;
  seasonType: string;
  firstGameStart: string;
  lastGameStart: string;
}[] = readJson("calendar_2024.derived.json");
const starts = recordedCalendar.map((w) => pacificMidnight(w.firstGameStart));
writeFixture(
  "calendar_2024.v2.json",
  recordedCalendar.map((w, i) => {
    const end = Date.parse(starts[i + 1] ?? pacificMidnight(w.lastGameStart, 1)) - 60_000;
    const endDate = new Date(end).toISOString();
    const { season: year, week, seasonType } = w;
    return {
      season: year,
      week,
      seasonType,
      startDate: starts[i],
      endDate,
      firstGameStart: starts[i],
      lastGameStart: endDate,
    };
  }),
);

const size = readdirSync(datasetDir).reduce((sum, file) => sum + readFileSync(join(datasetDir, file)).length, 0);
console.log(
  `datasets/cfbd/${season}: ${readdirSync(datasetDir).length} files, ${(size / 1024).toFixed(0)} kB; tests/fixtures/cfbd written`,
);
