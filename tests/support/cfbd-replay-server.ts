import { createServer, type Server } from "node:http";
import { BUNDLED_CFBD_DATA_DIR } from "../../server/env.ts";
import { createReplayProvider, type SeasonType } from "../../server/providers/games/index.ts";

export interface ReplayCfbd {
  url: string;
  requests: { path: string; query: string; at: Date }[];
  /** Answer every request with this status from now on (null: answer normally). */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

/**
 * A loopback api.collegefootballdata.com that answers in the v2 wire format from the recorded 2024
 * season as it stood at the server clock (the replay's answers, which are CFBD v2 shapes): a
 * recorded game day through a fake clock, with scores that move as the clock does.
 */
export async function startReplayCfbd(now: () => Date): Promise<ReplayCfbd> {
  const replay = createReplayProvider({ dataDir: BUNDLED_CFBD_DATA_DIR, now });
  let failure: number | null = null;
  const requests: ReplayCfbd["requests"] = [];
  const answer = (path: string, q: URLSearchParams): Promise<unknown> | undefined => {
    const year = Number(q.get("year"));
    const week = { year, week: Number(q.get("week")), seasonType: q.get("seasonType") as SeasonType };
    if (path === "/calendar") return replay.getCalendar({ year });
    if (path === "/games") return replay.getGames(week);
    if (path === "/lines") return replay.getLines(week);
    if (path === "/rankings") return replay.getRankings(week);
    if (path === "/records") return replay.getRecords({ year });
    if (path === "/teams") return replay.getTeams({ year, includeNonFbs: true });
    if (path === "/teams/fbs") return replay.getTeams({ year });
    if (path === "/scoreboard") return replay.getScoreboard({ conference: q.get("conference") ?? undefined });
    return undefined;
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    requests.push({ path: url.pathname, query: url.search, at: now() });
    if (failure) {
      res.writeHead(failure, { "content-type": "application/json" }).end(JSON.stringify({ message: "fail" }));
      return;
    }
    const body = answer(url.pathname, url.searchParams);
    if (!body) return void res.writeHead(404).end("[]");
    body.then(
      (data) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(data)),
      (error) => res.writeHead(500).end(JSON.stringify({ message: String(error) })),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failWith: (status) => {
      failure = status;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
