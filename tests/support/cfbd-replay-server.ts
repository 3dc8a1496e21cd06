import { createServer, type Server, type ServerResponse } from "node:http";
import { BUNDLED_CFBD_DATA_DIR } from "../../server/env.ts";
import { createReplayProvider, type SeasonType } from "../../server/providers/games/index.ts";

export interface ReplayCfbd {
  url: string;
  requests: { path: string; query: string; at: Date }[];
  /** Answer every request with this status from now on (null: answer normally). */
  failWith(status: number | null): void;
  /** Keep the requests `held` picks unanswered from now on, until `release()` answers them (and later ones). */
  hold(held: (path: string, query: URLSearchParams) => boolean): void;
  release(): void;
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
  let held: ((path: string, query: URLSearchParams) => boolean) | null = null;
  let waiting: (() => void)[] = [];
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
    if (held?.(url.pathname, url.searchParams)) {
      waiting.push(() => respond(url, res));
      return;
    }
    respond(url, res);
  });
  const respond = (url: URL, res: ServerResponse) => {
    const body = answer(url.pathname, url.searchParams);
    if (!body) return void res.writeHead(404).end("[]");
    body.then(
      (data) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(data)),
      (error) => res.writeHead(500).end(JSON.stringify({ message: String(error) })),
    );
  };
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failWith: (status) => {
      failure = status;
    },
    hold: (which) => {
      held = which;
    },
    release: () => {
      held = null;
      for (const answerNow of waiting) answerNow();
      waiting = [];
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
