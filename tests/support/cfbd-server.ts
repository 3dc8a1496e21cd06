import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const DATA = fileURLToPath(new URL("../fixtures/cfbd", import.meta.url));
const read = (file: string) => readFileSync(join(DATA, file), "utf8");

/** Recorded real CFBD API v2 answers, by path; /teams is the recorded v2 /teams/fbs answer for 2024. */
const recorded: Record<string, () => string> = {
  "/games": () => read("api-samples-v2/games_2025_week1.v2.json"),
  "/calendar": () => read("api-samples-v2/calendar_2025.v2.json"),
  "/lines": () => read("api-samples-v2/lines_2026_week2.excerpt.v2.json"),
  "/rankings": () => read("api-samples-v2/rankings_2026_week1.excerpt.v2.json"),
  "/records": () => read("api-samples-v2/records_2026.excerpt.v2.json"),
  "/teams": () => read("teams_fbs_2024.v2.json"),
  "/teams/fbs": () => read("teams_fbs_2024.v2.json"),
  // Hand-written from the v2 ScoreboardGame schema (tests/fixtures/cfbd/SOURCES.md); `answer` picks another board.
  "/scoreboard": () => read("scoreboard_pregame.v2.json"),
};

/** A recorded scoreboard (`tests/fixtures/cfbd/scoreboard_<name>.v2.json`) as a fake CFBD answer body. */
export const scoreboardFixture = (name: "pregame" | "halftime" | "live_q3" | "overtime" | "completed") =>
  read(`scoreboard_${name}.v2.json`);

/** The 2024 postseason as CFBD v2 answers it (`/calendar`, `/games?seasonType=postseason`), derived from recordings. */
export const postseasonFixture = (name: "calendar_2024" | "games_2024_postseason") => read(`${name}.v2.json`);

/** The recorded 2025 week 1 `/games` answer, parsed, for a test to derive an earlier answer from. */
export const recordedWeekOneGames = (): Record<string, unknown>[] =>
  JSON.parse(read("api-samples-v2/games_2025_week1.v2.json"));

export interface FakeCfbd {
  url: string;
  requests: { path: string; query: string; authorization?: string }[];
  /** Answer `path` with this body (a JSON string) from now on; null: the recorded answer again. */
  answer(path: string, body: string | null): void;
  /** Answer `path` by its query from now on (a JSON string; null: the recorded answer). */
  answerBy(path: string, body: (query: URLSearchParams) => string | null): void;
  /** Answer every request with this status from now on (null: answer normally). */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

/** A loopback stand-in for api.collegefootballdata.com speaking its real wire format. */
export async function startFakeCfbd(): Promise<FakeCfbd> {
  let failure: number | null = null;
  const answers = new Map<string, string>();
  const byQuery = new Map<string, (query: URLSearchParams) => string | null>();
  const requests: FakeCfbd["requests"] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const path = url.pathname;
    requests.push({ path, query: url.search, authorization: req.headers.authorization });
    if (failure) {
      res.writeHead(failure, { "content-type": "application/json" }).end(JSON.stringify({ message: "fail" }));
      return;
    }
    const body = byQuery.get(path)?.(url.searchParams) ?? answers.get(path) ?? recorded[path]?.();
    if (body === undefined) return void res.writeHead(404).end("[]");
    res.writeHead(200, { "content-type": "application/json" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failWith: (status) => {
      failure = status;
    },
    answerBy: (path, body) => {
      byQuery.set(path, body);
    },
    answer: (path, body) => {
      if (body === null) answers.delete(path);
      else answers.set(path, body);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
