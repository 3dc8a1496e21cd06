import { keptAliveClient } from "../support/kept-alive-client.ts";
import { createProcessData, seedPickers } from "../support/process-data.ts";
import { startServerProcess } from "../support/server-process.ts";
import { alone, type LoadResult, percentile, rush, saturate, type Write } from "./rush-load.ts";

const CLIENTS = Number(process.env.BENCH_RUSH_CLIENTS ?? 1_000);
const PICKS = Number(process.env.BENCH_RUSH_PICKS ?? 10_000);
/** The rush's length: the minute before kickoff, or less to try it quickly. */
const SECONDS = Number(process.env.BENCH_RUSH_SECONDS ?? 60);
/** Time allowed between the seed and the rush (server start, baseline, saturation). */
const SETUP_SECONDS = Number(process.env.BENCH_RUSH_SETUP_SECONDS ?? 30);
const GAMES = 20;
const BASELINE_WRITES = 200;
const SATURATION = { writers: Math.min(180, CLIENTS), seconds: 5 };

type Kind = "postgres" | "pglite";

const postgresUrl = () =>
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** A small deterministic generator, so every run plans the same rush. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Per client, its share of PICKS at random moments of the window: new picks first, then changes of them to the other side. */
function planRush(gameIds: string[], windowMs: number) {
  const next = random(2031);
  return Array.from({ length: CLIENTS }, (_, client) => {
    const count = Math.floor(PICKS / CLIENTS) + (client < PICKS % CLIENTS ? 1 : 0);
    const fresh = Math.max(1, Math.ceil(count * 0.7));
    const games = [...gameIds];
    for (let i = games.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [games[i], games[j]] = [games[j]!, games[i]!];
    }
    const picks: Write[] = games.slice(0, fresh).map((gameId) => ({ gameId, winner: next() < 0.55 ? "HOME" : "AWAY" }));
    const changes: Write[] = Array.from({ length: count - fresh }, (_, n) => {
      const { gameId, winner } = picks[n % fresh]!;
      return { gameId, winner: winner === "HOME" ? "AWAY" : "HOME" };
    });
    const times = Array.from({ length: count }, () => next() * windowMs).sort((a, b) => a - b);
    return [...picks, ...changes].map((write, n) => ({ at: times[n]!, write }));
  });
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const latency = (r: LoadResult) => `p50 ${ms(percentile(r.latencies, 50))}, p99 ${ms(percentile(r.latencies, 99))}`;
function spread(r: LoadResult) {
  const [min, median, max] = [0, 50, 100].map((p) => percentile(r.savedPerClient, p));
  const slowest = min === 0 ? "saved none" : `${(median! / min!).toFixed(2)}x below the median`;
  return `saved writes per client min ${min} / median ${median} / max ${max}, slowest client ${slowest}`;
}
const late = (status: number) => (status === 409 ? " (reached the server after kickoff)" : "");
const others = (r: LoadResult) =>
  [...r.statuses]
    .filter(([status]) => status !== 200)
    .map(([status, n]) => `${n} answered ${status}${late(status)}`)
    .join(", ") || "every write saved";

/** `npm run bench`: CLIENTS players save and change PICKS picks in the SECONDS before kickoff, through a real server process. */
export async function benchKickoffRush(kind: Kind) {
  const data = await createProcessData(kind === "postgres" ? postgresUrl() : undefined);
  const kickoff = new Date(Date.now() + (SETUP_SECONDS + SECONDS) * 1000);
  // Signed in by the seed: signing 1,000 players in through the API first would take longer than the rush.
  const { gameIds, cookies } = await seedPickers(data, { players: CLIENTS, games: GAMES, kickoff });
  const server = await startServerProcess({ ...data.env, RATE_LIMITS: "off", REDIS_URL: "" });
  const clients = cookies.map(keptAliveClient);
  try {
    const writesAlone = (count: number) =>
      Array.from(
        { length: count },
        (_, n): Write => ({ gameId: gameIds[n % GAMES]!, winner: n % 2 ? "HOME" : "AWAY" }),
      );
    await alone(server.url, clients[0]!, writesAlone(20)); // warm-up: the first requests compile and connect
    const baseline = await alone(server.url, clients[0]!, writesAlone(BASELINE_WRITES));
    const saturation = await saturate(
      server.url,
      clients.slice(0, SATURATION.writers),
      SATURATION.seconds,
      (client, n) => ({
        gameId: gameIds[(client + n) % GAMES]!,
        winner: n % 2 ? "HOME" : "AWAY",
      }),
    );
    const windowMs = Math.min(SECONDS * 1000, kickoff.getTime() - Date.now());
    const startAt = performance.now() + Math.max(0, kickoff.getTime() - SECONDS * 1000 - Date.now());
    const rushed = await rush(server.url, clients, startAt, planRush(gameIds, windowMs));
    const shortened =
      windowMs < SECONDS * 1000
        ? ` (setup overran: the rush had ${(windowMs / 1000).toFixed(1)} s; raise BENCH_RUSH_SETUP_SECONDS)`
        : "";
    console.log(
      `kickoff rush ${kind}: ${CLIENTS.toLocaleString("en-US")} signed-in clients, ${PICKS.toLocaleString("en-US")} pick saves and changes over the ${SECONDS} s before kickoff${shortened}:`,
    );
    console.log(
      `  latency ${latency(rushed)} (target p99 <= ${kind === "postgres" ? 200 : 500} ms) | baseline, 1 client writing alone: ${latency(baseline)}`,
    );
    console.log(`  ${spread(rushed)} (target within 2x); ${others(rushed)}`);
    console.log(
      `  ${SATURATION.writers} clients writing as fast as answered for ${SATURATION.seconds} s: ${latency(saturation)}; ${spread(saturation)}; ${others(saturation)}`,
    );
  } finally {
    for (const c of clients) c.agent.destroy();
    await server.stop();
    await data.remove();
  }
}
