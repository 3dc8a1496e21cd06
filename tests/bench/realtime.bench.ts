import { type ChildProcess, fork, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import postgres from "postgres";
import { PROTOCOL_VERSION } from "../../shared/realtime/protocol.ts";
import { createProcessData, type ProcessData, seedPickers } from "../support/process-data.ts";
import { forgetColyseusState } from "../support/redis.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";
import { liveScore } from "./live-score.ts";
import type { ClientCommand, JoinOutcome } from "./room-clients.ts";
import { percentile } from "./rush-load.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const FANOUT_CLIENTS = Number(process.env.BENCH_FANOUT_CLIENTS ?? 5_000);
const FANOUT_ROUNDS = Number(process.env.BENCH_FANOUT_ROUNDS ?? 20);
const STORM_CLIENTS = Number(process.env.BENCH_STORM_CLIENTS ?? 5_000);
const LEAGUE_STORM_CLIENTS = Number(process.env.BENCH_LEAGUE_STORM_CLIENTS ?? 1_000);
/** Its own Redis database: the domain events' channel is named after it (redis-backplane.ts). */
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379/14";
export const postgresUrl = () =>
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
export const RETRY = { firstRetryMs: 500, maxRetryMs: 10_000 }; // as client/src/lib/realtime.ts

/** The load generator (room-clients.ts) in a process of its own, driven over IPC. */
export class RoomClients {
  private ids = 0;
  private waiting = new Map<number, (answer: { result?: unknown; error?: string }) => void>();
  private constructor(private child: ChildProcess) {
    child.on("message", (message: { id?: number; result?: unknown; error?: string }) => {
      if (message.id !== undefined) this.waiting.get(message.id)?.(message);
    });
  }
  get pid() {
    return this.child.pid!;
  }
  static async start() {
    const child = fork(fileURLToPath(new URL("./room-clients.ts", import.meta.url)), {
      cwd: root,
      execArgv: ["--import", "tsx", "--max-old-space-size=2048"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    await new Promise<void>((resolve, reject) => {
      child.once("message", () => resolve());
      child.once("exit", (code) => reject(new Error(`load generator exited (${code})`)));
    });
    return new RoomClients(child);
  }
  send<T>(command: ClientCommand): Promise<T> {
    const id = ++this.ids;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, ({ result, error }) => {
        this.waiting.delete(id);
        if (error) reject(new Error(error));
        else resolve(result as T);
      });
      this.child.send({ id, command });
    });
  }
  async stop() {
    await this.send({ kind: "close" }).catch(() => {});
    this.child.kill("SIGTERM");
  }
}

/** The bare `ws` broadcaster (bare-broadcast.ts), started like the server. */
export async function startBare(channel: string) {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/bench/bare-broadcast.ts"], {
    cwd: root,
    env: { ...process.env, BARE_REDIS_URL: REDIS_URL, BARE_CHANNEL: channel },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Listening on http:\/\/[^:]+:(\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", (code) => reject(new Error(`bare broadcaster exited (${code})`)));
  });
  return {
    child,
    url: `ws://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** CPU seconds (user + system) a process has used so far. */
export function cpuSeconds(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const retried = (outcome: JoinOutcome) =>
  Object.entries(outcome.retries)
    .map(([why, n]) => `${n} ${why}`)
    .join(", ") || "none";
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface World {
  data: ProcessData;
  server: ServerProcess;
  clients: RoomClients;
  redis: Redis;
  weekId: string;
  gameIds: string[];
  cookies: string[];
  sql: postgres.Sql;
  channel: string;
}

async function startWorld(players: number): Promise<World> {
  const data = await createProcessData(postgresUrl());
  const seeded = await seedPickers(data, { players, games: 20, kickoff: new Date(Date.now() + 3_600_000) });
  const sql = postgres(data.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
  const [week] = await sql`select id from weeks where season = 2031`;
  await forgetColyseusState(REDIS_URL);
  // BENCH_CPU_PROF=<dir>: the server process writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF;
  const server = await startServerProcess(
    { ...data.env, RATE_LIMITS: "off", REDIS_URL },
    profile ? { shellFirst: `set -- --cpu-prof --cpu-prof-dir=${profile} "$@"` } : {},
  );
  const clients = await RoomClients.start();
  const redis = new Redis(REDIS_URL);
  const channel = `domain-events:${Number(new URL(REDIS_URL).pathname.slice(1) || 0)}`;
  return { data, server, clients, redis, weekId: week!.id as string, sql, channel, ...seeded };
}

async function stopWorld(world: World) {
  await world.clients.stop();
  await world.server.stop();
  world.redis.disconnect();
  await world.sql.end();
  await forgetColyseusState(REDIS_URL).catch(() => {});
  await world.data.remove();
}

const weekJoin = (world: World, set: string, cookies: string[], concurrency?: number): ClientCommand => ({
  kind: "join",
  set,
  baseUrl: world.server.url,
  room: "week",
  options: { weekId: world.weekId, protocol: PROTOCOL_VERSION },
  cookies,
  concurrency,
  ...RETRY,
});

/** One round: arm the set, publish the change, wait until every client has it (or `timeoutMs`), latencies in ms. */
async function round(world: World, set: string, publish: () => Promise<number>, count: number, timeoutMs = 5_000) {
  await world.clients.send({ kind: "arm", set });
  const at = await publish();
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    await sleep(100);
    const { arrivals, patch } = await world.clients.send<{ arrivals: number[]; patch: string | null }>({
      kind: "collect",
      set,
    });
    const arrived = arrivals.filter((t) => t > 0);
    if (arrived.length === count || performance.now() > deadline)
      return { latencies: arrived.map((t) => t - at), missed: count - arrived.length, patch };
  }
}

/**
 * P1: FANOUT_CLIENTS signed-in clients watching the week room of one server process; a game's
 * score changes (written to the database, then `game.updated` with the game's live fields
 * published through Redis, as the sync job does), and each client's delivery time is measured;
 * beside it a bare `ws` server sends the same bytes (the patch the clients got) to as many sockets
 * on the same trigger.
 */
export async function benchFanout() {
  const world = await startWorld(FANOUT_CLIENTS);
  const bare = await startBare(`bench-bare:${process.pid}`);
  try {
    const joined = await world.clients.send<JoinOutcome>(weekJoin(world, "week", world.cookies, 200));
    await world.clients.send<JoinOutcome>({ kind: "bare", set: "bare", url: bare.url, count: FANOUT_CLIENTS });
    let score = 0;
    const gameId = world.gameIds[0]!;
    const scoreChange = async () => {
      score += 7;
      await world.sql`update games set home_score = ${score}, away_score = 0, status = 'live' where id = ${gameId}`;
      const at = now();
      await world.redis.publish(
        world.channel,
        JSON.stringify({
          name: "game.updated",
          payload: { gameId, weekId: world.weekId, live: liveScore(score, 0) },
          publishedAt: Date.now(),
        }),
      );
      return at;
    };
    const warm = await round(world, "week", scoreChange, FANOUT_CLIENTS);
    const payload = warm.patch ?? Buffer.from([15]).toString("base64");
    const bareSend = async () => {
      const at = now();
      await world.redis.publish(`bench-bare:${process.pid}`, payload);
      return at;
    };
    await round(world, "bare", bareSend, FANOUT_CLIENTS);
    const side = (set: string, publish: () => Promise<number>, pid: number) => ({
      set,
      publish,
      pid,
      latencies: [] as number[],
      missed: 0,
      p99s: [] as number[],
      cpuMs: 0,
    });
    const room = side("week", scoreChange, world.server.child.pid!);
    const base = side("bare", bareSend, bare.child.pid!);
    for (let n = 0; n < FANOUT_ROUNDS; n++) {
      // Alternated, so the other helpers' load on the machine falls on both alike.
      for (const into of [room, base]) {
        const cpu = cpuSeconds(into.pid);
        const r = await round(world, into.set, into.publish, FANOUT_CLIENTS);
        into.cpuMs += (cpuSeconds(into.pid) - cpu) * 1000;
        into.latencies.push(...r.latencies);
        into.p99s.push(percentile(r.latencies, 99));
        into.missed += r.missed;
        await sleep(300);
      }
    }
    const p99 = (r: typeof room) => percentile(r.latencies, 99);
    // One slow round (the machine is shared) moves the p99 of all rounds; the median round's does not.
    const roundP99 = (r: typeof room) => percentile(r.p99s, 50);
    // The sending process's CPU while a round is delivered (it includes the ~100 ms a round polls idle).
    const cpuARound = (r: typeof room) => r.cpuMs / FANOUT_ROUNDS;
    const line = (r: typeof room) =>
      `p50 ${ms(percentile(r.latencies, 50))}, p99 ${ms(p99(r))} (rounds' p99 ${ms(Math.min(...r.p99s))}–${ms(Math.max(...r.p99s))}, median ${ms(roundP99(r))}), CPU ${ms(cpuARound(r))} a round, missed ${r.missed}`;
    console.log(
      `fan-out: ${FANOUT_CLIENTS.toLocaleString("en-US")} clients watching the week room of one process, ${FANOUT_ROUNDS} score changes (patch ${Buffer.from(payload, "base64").length} bytes):`,
    );
    console.log(`  week room: ${line(room)}`);
    console.log(`  bare ws broadcast of the same bytes: ${line(base)}`);
    console.log(
      `  ratio p99 ${(p99(room) / p99(base)).toFixed(2)}x, median round's p99 ${(roundP99(room) / roundP99(base)).toFixed(2)}x (target <= 1.2x), CPU ${(cpuARound(room) / cpuARound(base)).toFixed(2)}x; joined ${joined.joined} in ${ms(joined.ms)}`,
    );
  } finally {
    await bare.stop();
    await stopWorld(world);
  }
}

/**
 * P7: STORM_CLIENTS signed-in clients join the week room at once (each retrying with the
 * client's back-off when refused or timed out), with the server's CPU per join; beside it as
 * many bare `ws` sockets opened at once to a bare server; then LEAGUE_STORM_CLIENTS members
 * join one public league's room at once.
 */
export async function benchJoinStorm() {
  const world = await startWorld(Math.max(STORM_CLIENTS, LEAGUE_STORM_CLIENTS));
  const bare = await startBare(`bench-bare:${process.pid}`);
  try {
    const pid = world.server.child.pid!;
    // Warm-up: the first joins compile the paths and create the room.
    await world.clients.send<JoinOutcome>(weekJoin(world, "warm", world.cookies.slice(0, 20), 20));
    const bareCpu = cpuSeconds(bare.child.pid!);
    const bareJoin = await world.clients.send<JoinOutcome>({
      kind: "bare",
      set: "bare",
      url: bare.url,
      count: STORM_CLIENTS,
    });
    const bareCpuMs = (cpuSeconds(bare.child.pid!) - bareCpu) * 1000;
    const cpu = cpuSeconds(pid);
    const storm = await world.clients.send<JoinOutcome>(weekJoin(world, "week", world.cookies.slice(0, STORM_CLIENTS)));
    const cpuMs = (cpuSeconds(pid) - cpu) * 1000;
    console.log(`join storm: ${STORM_CLIENTS.toLocaleString("en-US")} signed-in clients join the week room at once:`);
    console.log(
      `  all ${storm.joined} in ${ms(storm.ms)} (target <= 10 s), server CPU ${(cpuMs / storm.joined).toFixed(2)} ms a join (target <= 1 ms); retried: ${retried(storm)}`,
    );
    console.log(
      `  bare ws baseline: ${bareJoin.joined} sockets opened at once in ${ms(bareJoin.ms)}, server CPU ${(bareCpuMs / bareJoin.joined).toFixed(2)} ms a socket`,
    );
    if (LEAGUE_STORM_CLIENTS === 0) return;
    const [owner] = await world.sql`select id from users order by email limit 1`;
    const [league] = await world.sql`insert into leagues (name, slug, owner_id, visibility, join_code)
      values ('Storm League', 'storm-league', ${owner!.id}, 'public', 'STORM1') returning id`;
    await world.sql`insert into league_members (league_id, user_id, role)
      select ${league!.id}, id, case when id = ${owner!.id} then 'owner' else 'member' end
      from users order by email limit ${LEAGUE_STORM_CLIENTS}`;
    const cookies = world.cookies.slice(0, LEAGUE_STORM_CLIENTS);
    const leagueCpu = cpuSeconds(pid);
    const leagueStorm = await world.clients.send<JoinOutcome>({
      ...weekJoin(world, "league", cookies),
      room: "league",
      options: { leagueId: league!.id, protocol: PROTOCOL_VERSION },
    } as ClientCommand);
    const leagueCpuMs = (cpuSeconds(pid) - leagueCpu) * 1000;
    console.log(
      `  ${LEAGUE_STORM_CLIENTS.toLocaleString("en-US")} members join one league's room at once: all ${leagueStorm.joined} in ${ms(leagueStorm.ms)} (target <= 3 s), server CPU ${(leagueCpuMs / leagueStorm.joined).toFixed(2)} ms a join; retried: ${retried(leagueStorm)}`,
    );
  } finally {
    await bare.stop();
    await stopWorld(world);
  }
}
