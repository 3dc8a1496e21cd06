import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Side } from "../../shared/domain/enums.ts";
import { createProcessData, type ProcessData, seedPickers } from "../support/process-data.ts";
import { multiProcessUrls, type ServerProcess, startServerProcess } from "../support/server-process.ts";

const PLAYERS = 12;
const GAMES = 20;
/** Acknowledged picks before the kill: the burst is well under way, far from done (PLAYERS × GAMES). */
const KILL_AFTER = 60;

let data: ProcessData;
let env: Record<string, string>;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  // The realtime project runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (CI runs both).
  data = await createProcessData(multiProcessUrls.database);
  env = { ...data.env, RATE_LIMITS: "off", REDIS_URL: "", SYNC_INTERVAL_MINUTES: "1440" };
}, 60_000);

afterEach(({ task }) => {
  if (task.result?.state === "fail") {
    for (const [i, s] of servers.entries()) console.log(`server process ${i + 1}:\n${s.output()}`);
  }
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await data?.remove();
});

type Ack = { cookie: string; gameId: string; winner: Side };

/**
 * Every player saves a pick for game after game until the server dies under them; each pick is
 * a new one, so the acknowledged ones are exactly the rows that must survive.
 */
async function burstUntilKilled(server: ServerProcess, cookies: string[], gameIds: string[]) {
  const acks: Ack[] = [];
  let refused = 0;
  let killing: Promise<void> | undefined;
  await Promise.all(
    cookies.map(async (cookie, p) => {
      for (let n = 0; n < GAMES && !killing; n++) {
        const pick = { gameId: gameIds[(p + n) % GAMES]!, winner: (p + n) % 2 ? "HOME" : "AWAY" } as const;
        const answer = await fetch(`${server.url}/api/picks`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: server.url, cookie },
          body: JSON.stringify(pick),
        }).catch(() => null);
        if (answer?.status !== 200) {
          refused++; // cut off by the kill: it may or may not have been saved
          return;
        }
        acks.push({ cookie, ...pick });
        if (acks.length === KILL_AFTER) killing = server.kill();
      }
    }),
  );
  await killing;
  return { acks, refused };
}

describe(`a server process killed in the middle of a pick burst (${multiProcessUrls.database ? "PostgreSQL" : "PGlite"})`, () => {
  it("restarts on the same data with every acknowledged pick present, though its lock file names its own process id", async () => {
    const { gameIds, cookies } = await seedPickers(data, {
      players: PLAYERS,
      games: GAMES,
      kickoff: new Date(Date.now() + 86_400_000),
    });
    const first = await startServerProcess(env);
    servers.push(first);

    const { acks, refused } = await burstUntilKilled(first, cookies, gameIds);
    expect(first.child.signalCode).toBe("SIGKILL");
    expect(acks.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(acks.length).toBeLessThan(PLAYERS * GAMES);
    expect(refused).toBeGreaterThan(0); // picks were in flight when it died

    // A restarted container often gives the new server the dead one's process id.
    const lock = data.dataDir && join(data.dataDir, "app.lock");
    const second = await startServerProcess(env, lock ? { shellFirst: `echo $$ > '${lock}'` } : {});
    servers.push(second);
    if (lock) expect(readFileSync(lock, "utf8").trim()).toMatch(new RegExp(`^${second.child.pid} \\d+$`)); // pid and start time

    for (const cookie of cookies) {
      const mine = (await (await fetch(`${second.url}/api/me/picks`, { headers: { cookie } })).json()) as Array<{
        gameId: string;
        winner: string;
      }>;
      const saved = new Map(mine.map((p) => [p.gameId, p.winner]));
      const acknowledged = acks.filter((a) => a.cookie === cookie);
      expect(acknowledged.filter((a) => saved.get(a.gameId) !== a.winner)).toEqual([]);
    }
  }, 120_000);
});
