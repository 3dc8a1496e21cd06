import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { Redis } from "ioredis";
import postgres from "postgres";
import { PROTOCOL_VERSION } from "../../shared/realtime/protocol.ts";
import { forManySockets, freePort, type RunningNginx, startNginx } from "../support/nginx.ts";
import { createProcessData, seedPickers } from "../support/process-data.ts";
import { forgetColyseusState } from "../support/redis.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";
import { liveScore } from "./live-score.ts";
import { cpuSeconds, postgresUrl, REDIS_URL, RETRY, RoomClients, startBare } from "./realtime.bench.ts";
import type { ClientCommand, JoinOutcome } from "./room-clients.ts";
import { percentile } from "./rush-load.ts";

const CLIENTS = Number(process.env.BENCH_NGINX_CLIENTS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_NGINX_ROUNDS ?? 10);
/** Load-generator processes: one Node process reading 10,000 sockets would time its own queue. */
const GENERATORS = 2;
const PROCESSES = 2;
const BARE_BATCH = 500;

const ms = (value: number) => `${value.toFixed(0)} ms`;
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** `total` in `parts` shares that differ by at most one. */
const shares = (total: number, parts: number) =>
  Array.from({ length: parts }, (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0));
const childrenOf = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);

interface ClientSet {
  clients: RoomClients;
  set: string;
}

/** One round over every set: arm, publish, wait until all `count` have it (or `timeoutMs`); latencies in ms. */
async function round(sets: ClientSet[], publish: () => Promise<number>, count: number, timeoutMs = 10_000) {
  await Promise.all(sets.map(({ clients, set }) => clients.send({ kind: "arm", set })));
  const at = await publish();
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    await sleep(100);
    const collected = await Promise.all(
      sets.map(({ clients, set }) =>
        clients.send<{ arrivals: number[]; patch: string | null }>({ kind: "collect", set }),
      ),
    );
    const arrived = collected.flatMap((c) => c.arrivals.filter((t) => t > 0));
    if (arrived.length === count || performance.now() > deadline)
      return { latencies: arrived.map((t) => t - at), missed: count - arrived.length, patch: collected[0]!.patch };
  }
}

async function socketsOf(server: ServerProcess): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  return [...text.matchAll(/^realtime_sockets(?:\{[^}]*\})? (\d+)/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
}

interface Part {
  name: string;
  sets: ClientSet[];
  publish: () => Promise<number>;
  /** The processes whose CPU a round of this part is charged to, by role. */
  pids: () => Record<string, number[]>;
  latencies: number[];
  p99s: number[];
  missed: number;
  cpu: Record<string, number>;
}

const cpuOf = (pids: Record<string, number[]>) =>
  Object.fromEntries(
    Object.entries(pids).map(([role, list]) => [role, list.reduce((sum, pid) => sum + cpuSeconds(pid), 0)]),
  );

/**
 * Issue 23, P1 at scale: CLIENTS signed-in clients watch the week room through Debian's nginx
 * running deploy/nginx.conf in front of two server processes (PostgreSQL, Redis): the matchmaking
 * request goes round robin, the socket to the seat's process by its path. A score change is the
 * row, then `game.updated` through Redis (as the sync job does), and each client's delivery is
 * timed. Baselines in the same run, rounds alternated: two bare `ws` broadcasters behind a second
 * nginx of the same configuration, and two more reached directly, each sending the patch bytes.
 */
export async function benchFanoutNginx() {
  const load = loadavg()[0]!.toFixed(1);
  const data = await createProcessData(postgresUrl());
  const { cookies, gameIds } = await seedPickers(data, {
    players: CLIENTS,
    games: 20,
    kickoff: new Date(Date.now() + 3_600_000),
  });
  const sql = postgres(data.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
  const redis = new Redis(REDIS_URL);
  const channel = `domain-events:${Number(new URL(REDIS_URL).pathname.slice(1) || 0)}`;
  const bareChannel = `bench-bare-nginx:${process.pid}`;
  const directChannel = `bench-bare-direct:${process.pid}`;
  const generators: RoomClients[] = [];
  const servers: ServerProcess[] = [];
  const bares: Awaited<ReturnType<typeof startBare>>[] = [];
  const fronts: RunningNginx[] = [];
  await forgetColyseusState(REDIS_URL);
  try {
    const [week] = await sql`select id from weeks where season = 2031`;
    const weekId = week!.id as string;
    const tune = (config: string) => forManySockets(config, CLIENTS);
    const ports = await Promise.all(Array.from({ length: PROCESSES }, freePort));
    const nginx = await startNginx(ports, undefined, tune);
    fronts.push(nginx);
    for (const port of ports)
      servers.push(
        await startServerProcess({
          ...data.env,
          RATE_LIMITS: "off",
          REDIS_URL,
          PORT: String(port),
          PUBLIC_ADDRESS: `127.0.0.1:${nginx.port}/_p/{port}`,
          TRUSTED_PROXIES: "loopback",
        }),
      );
    const viaNginx = await Promise.all(Array.from({ length: PROCESSES }, () => startBare(bareChannel)));
    const direct = await Promise.all(Array.from({ length: PROCESSES }, () => startBare(directChannel)));
    bares.push(...viaNginx, ...direct);
    const bareNginx = await startNginx(
      viaNginx.map((b) => Number(new URL(b.url).port)),
      undefined,
      tune,
    );
    fronts.push(bareNginx);
    for (let i = 0; i < GENERATORS; i++) generators.push(await RoomClients.start());

    const started = performance.now();
    const joins = await Promise.all(
      shares(CLIENTS, GENERATORS).map((count, i) => {
        const first = shares(CLIENTS, GENERATORS)
          .slice(0, i)
          .reduce((sum, n) => sum + n, 0);
        const mine = cookies.slice(first, first + count);
        return generators[i]!.send<JoinOutcome>({
          kind: "join",
          set: "week",
          baseUrl: nginx.url,
          room: "week",
          options: { weekId, protocol: PROTOCOL_VERSION },
          cookies: mine,
          concurrency: 200,
          ...RETRY,
        } satisfies ClientCommand);
      }),
    );
    const joinMs = performance.now() - started;
    const perProcess = await Promise.all(servers.map(socketsOf));
    const retries: Record<string, number> = {};
    for (const j of joins) for (const [why, n] of Object.entries(j.retries)) retries[why] = (retries[why] ?? 0) + n;

    // The baselines' sockets: each generator holds a share of each bare process, through nginx and
    // direct, opened a few hundred at a time (a bare socket has no retry, and a storm overflowed the backlog).
    const bareShares = shares(CLIENTS, GENERATORS * PROCESSES);
    const bareSets = (via: "nginx" | "direct") =>
      generators.flatMap((clients, g) =>
        viaNginx.flatMap((_, b) =>
          shares(bareShares[g * PROCESSES + b]!, Math.ceil(bareShares[g * PROCESSES + b]! / BARE_BATCH)).map(
            (count, c) => ({ clients, set: `${via}-${b}-${c}`, count, b }),
          ),
        ),
      );
    const bareStarted = performance.now();
    await Promise.all(
      generators.map(async (clients) => {
        for (const via of ["nginx", "direct"] as const)
          for (const { set, count, b } of bareSets(via).filter((s) => s.clients === clients)) {
            const url =
              via === "nginx"
                ? `ws://127.0.0.1:${bareNginx.port}/_p/${new URL(viaNginx[b]!.url).port}/`
                : direct[b]!.url;
            await clients.send({ kind: "bare", set, url, count });
          }
      }),
    );
    const bareMs = performance.now() - bareStarted;

    let score = 0;
    const gameId = gameIds[0]!;
    const scoreChange = async () => {
      score += 7;
      await sql`update games set home_score = ${score}, away_score = 0, status = 'live' where id = ${gameId}`;
      const at = now();
      await redis.publish(
        channel,
        JSON.stringify({
          name: "game.updated",
          payload: { gameId, weekId, live: liveScore(score, 0) },
          publishedAt: Date.now(),
        }),
      );
      return at;
    };
    const generatorPids = generators.map((g) => g.pid);
    const part = (name: string, sets: ClientSet[], publish: () => Promise<number>, pids: Part["pids"]): Part => ({
      name,
      sets,
      publish,
      pids,
      latencies: [],
      p99s: [],
      missed: 0,
      cpu: {},
    });
    const room = part(
      `week room via nginx (${PROCESSES} processes)`,
      generators.map((clients) => ({ clients, set: "week" })),
      scoreChange,
      () => ({
        servers: servers.map((s) => s.child.pid!),
        nginx: childrenOf(nginx.pid),
        generators: generatorPids,
      }),
    );
    const warm = await round(room.sets, scoreChange, CLIENTS);
    const payload = warm.patch ?? Buffer.from([15]).toString("base64");
    const bareSend = (into: string) => async () => {
      const at = now();
      await redis.publish(into, payload);
      return at;
    };
    const bareNginxPart = part(
      `bare ws via nginx (${PROCESSES} processes)`,
      bareSets("nginx"),
      bareSend(bareChannel),
      () => ({
        bare: viaNginx.map((b) => b.child.pid!),
        nginx: childrenOf(bareNginx.pid),
        generators: generatorPids,
      }),
    );
    const directPart = part(
      `bare ws direct (${PROCESSES} processes)`,
      bareSets("direct"),
      bareSend(directChannel),
      () => ({ bare: direct.map((b) => b.child.pid!), generators: generatorPids }),
    );
    const parts = [room, bareNginxPart, directPart];
    for (const p of parts.slice(1)) await round(p.sets, p.publish, CLIENTS);
    for (let n = 0; n < ROUNDS; n++) {
      // Alternated, so the other work on the machine falls on every part alike.
      for (const p of parts) {
        const pids = p.pids();
        const before = cpuOf(pids);
        const r = await round(p.sets, p.publish, CLIENTS);
        const after = cpuOf(pids);
        for (const role of Object.keys(pids)) p.cpu[role] = (p.cpu[role] ?? 0) + after[role]! - before[role]!;
        p.latencies.push(...r.latencies);
        p.p99s.push(percentile(r.latencies, 99));
        p.missed += r.missed;
        await sleep(300);
      }
    }

    const line = (p: Part) =>
      `p50 ${ms(percentile(p.latencies, 50))}, p99 ${ms(percentile(p.latencies, 99))} (rounds' p99 ${ms(Math.min(...p.p99s))}–${ms(Math.max(...p.p99s))}, median ${ms(percentile(p.p99s, 50))}), missed ${p.missed}`;
    const cpuLine = (p: Part) =>
      Object.entries(p.cpu)
        .map(([role, seconds]) => `${role} ${ms((seconds * 1000) / ROUNDS)}`)
        .join(", ");
    const retried =
      Object.entries(retries)
        .map(([why, n]) => `${n} ${why}`)
        .join(", ") || "none";
    console.log(
      `fan-out through nginx: ${CLIENTS.toLocaleString("en-US")} clients over ${PROCESSES} processes behind Debian's nginx (deploy/nginx.conf), ${ROUNDS} score changes (patch ${Buffer.from(payload, "base64").length} bytes, ${GENERATORS} load generators, load average ${load}):`,
    );
    console.log(
      `  joined ${joins.reduce((sum, j) => sum + j.joined, 0)} in ${ms(joinMs)} (retried: ${retried}); sockets per process ${perProcess.join(" / ")}; baselines' ${(2 * CLIENTS).toLocaleString("en-US")} bare sockets in ${ms(bareMs)}`,
    );
    for (const p of parts) console.log(`  ${p.name}: ${line(p)}`);
    console.log(
      `  target: week room p99 <= 250 ms, none missed; ratio to bare via nginx p99 ${(percentile(room.latencies, 99) / percentile(bareNginxPart.latencies, 99)).toFixed(2)}x, median round's ${(percentile(room.p99s, 50) / percentile(bareNginxPart.p99s, 50)).toFixed(2)}x`,
    );
    for (const p of parts) console.log(`  CPU a round, ${p.name}: ${cpuLine(p)}`);
  } finally {
    for (const clients of generators) await clients.stop();
    await Promise.all(servers.map((s) => s.stop()));
    await Promise.all(bares.map((b) => b.stop()));
    await Promise.all(fronts.map((f) => f.stop()));
    redis.disconnect();
    await sql.end();
    await forgetColyseusState(REDIS_URL).catch(() => {});
    await data.remove();
  }
}
