import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type KeptAliveClient, keptAliveClient, postJson } from "../support/kept-alive-client.ts";
import { createProcessData, type ProcessData, seedPickers } from "../support/process-data.ts";
import { multiProcessUrls, type ServerProcess, startServerProcess } from "../support/server-process.ts";

const EARLY = 10;
const LATE = 50;
/** Saved picks to count once everybody is writing: about 10 a writer when each gets through in turn (enough that the early writers' warm start, a write or two, stays a small share). */
const ROUNDS = 10;
const GAMES = 20;

let data: ProcessData;
let server: ServerProcess;
let gameIds: string[];
let clients: KeptAliveClient[];

beforeAll(async () => {
  data = await createProcessData(multiProcessUrls.database);
  const seeded = await seedPickers(data, {
    players: EARLY + LATE,
    games: GAMES,
    kickoff: new Date(Date.now() + 86_400_000),
  });
  gameIds = seeded.gameIds;
  clients = seeded.cookies.map(keptAliveClient);
  server = await startServerProcess({ ...data.env, RATE_LIMITS: "off", REDIS_URL: "", SYNC_INTERVAL_MINUTES: "1440" });
}, 90_000);

afterEach(({ task }) => {
  if (task.result?.state === "fail") console.log(`server process:\n${server?.output()}`);
});

afterAll(async () => {
  for (const c of clients ?? []) c.agent.destroy();
  await server?.stop();
  await data?.remove();
});

describe(`pick writers on one server process (${multiProcessUrls.database ? "PostgreSQL" : "PGlite"})`, () => {
  it("take turns: writers that connect while others are busy writing get as many picks saved as those", async () => {
    const answered = clients.map(() => 0);
    const saved = clients.map(() => 0);
    let counting = false;
    let total = 0;
    let warm: () => void;
    const earlyAreBusy = new Promise<void>((resolve) => (warm = resolve));
    const done = () => total >= (EARLY + LATE) * ROUNDS;
    const write = async (index: number) => {
      for (let n = 0; !done(); n++) {
        const status = await postJson(
          server.url,
          "/api/picks",
          { gameId: gameIds[(index + n) % GAMES], winner: n % 2 ? "HOME" : "AWAY" },
          clients[index]!,
        );
        expect(status).toBe(200);
        answered[index]!++;
        if (answered.slice(0, EARLY).every((count) => count >= 2)) warm();
        if (counting && !done()) {
          saved[index]!++;
          total++;
        }
      }
    };
    // The early writers are connected and busy (each has had picks saved and sends the next) when the rest connect.
    const early = Array.from({ length: EARLY }, (_, i) => write(i));
    await earlyAreBusy;
    counting = true;
    await Promise.all([...early, ...Array.from({ length: LATE }, (_, i) => write(EARLY + i))]);

    const sorted = saved.toSorted((a, b) => a - b);
    const median = sorted[sorted.length >> 1]!;
    console.log(`saved picks per writer: ${saved.join(" ")}`);
    expect(sorted[0]).toBeGreaterThanOrEqual(median / 2);
    expect(sorted.at(-1)).toBeLessThanOrEqual(median * 2);
  }, 120_000);
});
