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

const size = readdirSync(datasetDir).reduce((sum, file) => sum + readFileSync(join(datasetDir, file)).length, 0);
console.log(
  `datasets/cfbd/${season}: ${readdirSync(datasetDir).length} files, ${(size / 1024).toFixed(0)} kB; tests/fixtures/cfbd written`,
);
