import { createServer } from "node:net";
import { Client } from "@colyseus/sdk";
import { afterEach, describe, expect, it } from "vitest";
import { setEnvForTests } from "../../server/env.ts";
import { closeReadinessProbes } from "../../server/http/readiness.ts";
import { setLogDestinationForTests } from "../../server/logger.ts";
import { PROTOCOL_VERSION } from "../../shared/realtime/protocol.ts";
import { roomNames } from "../../shared/realtime/rooms.ts";
import { TestClient } from "../support/client.ts";
import { createWeek } from "../support/fixtures.ts";
import { redisAnswers, workerRedisUrl } from "../support/redis.ts";
import { signInCookie, startTestServer } from "../support/server.ts";

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const journal = await import("../../drizzle/meta/_journal.json", { with: { type: "json" } });

afterEach(() => {
  closeReadinessProbes();
  setLogDestinationForTests(null);
});

/** A loopback port nobody listens on: taken from the system, then let go. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A request as if it came over a socket from `address` (the in-process app otherwise has none). */
async function fromAddress(client: TestClient, address: string, path: string, headers: Record<string, string> = {}) {
  const response = await client.app.request(
    `http://localhost${path}`,
    { headers },
    {
      incoming: { socket: { remoteAddress: address } },
    },
  );
  return { status: response.status, text: await response.text(), headers: response.headers };
}

describe("the probes", () => {
  it("answers /healthz 200 { status: ok } without a session, and no cache may keep it", async () => {
    const response = await new TestClient().get("/healthz");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers /readyz 200 ready when the database answers and every migration of the journal is applied", async () => {
    const response = await new TestClient().get("/readyz");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.body).toEqual({
      status: "ready",
      checks: {
        database: { ok: true, ms: expect.any(Number) },
        migrations: {
          ok: true,
          ms: expect.any(Number),
          applied: journal.default.entries.length,
          expected: journal.default.entries.length,
        },
      },
    });
  });

  it("answers /readyz 503 degraded when REDIS_URL points at a port nobody listens on", async () => {
    setEnvForTests({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}`, LOG_LEVEL: "silent" });
    const response = await new TestClient().get("/readyz");
    expect(response.status).toBe(503);
    expect(response.body.status).toBe("degraded");
    expect(response.body.checks.database.ok).toBe(true);
    expect(response.body.checks.redis).toEqual({ ok: false, ms: expect.any(Number), error: expect.any(String) });
    expect(response.body.checks.redis.ms).toBeLessThan(1500);
  });

  it("answers /readyz 200 with Redis ok when REDIS_URL points at a Redis that answers", async (context) => {
    if (!(await redisAnswers())) context.skip();
    setEnvForTests({ REDIS_URL: workerRedisUrl(), LOG_LEVEL: "silent" });
    const response = await new TestClient().get("/readyz");
    expect(response.status).toBe(200);
    expect(response.body.status).toBe("ready");
    expect(response.body.checks.redis).toEqual({ ok: true, ms: expect.any(Number) });
  });
});

describe("/metrics", () => {
  it("times a request by its route pattern, never by the path with its id", async () => {
    const client = new TestClient();
    await client.get(`/api/leagues/${crypto.randomUUID()}`);
    const metrics = await fromAddress(client, "127.0.0.1", "/metrics");
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get("content-type")).toContain("text/plain");
    const durations = metrics.text.split("\n").filter((line) => line.startsWith("http_request_duration_seconds_count"));
    expect(durations.some((line) => line.includes('route="/api/leagues/:id"') && line.includes('method="GET"'))).toBe(
      true,
    );
    expect(metrics.text).toContain("process_cpu_seconds_total");
    expect(metrics.text).not.toMatch(UUID);
  });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    "counts the statements that waited in PGlite's queue, with the time they waited",
    async () => {
      const client = new TestClient();
      const count = (text: string) =>
        Number(
          text
            .split("\n")
            .find((l) => l.startsWith('database_queue_wait_seconds_count{driver="pglite"}'))
            ?.split(" ")[1] ?? 0,
        );
      const before = count((await fromAddress(client, "127.0.0.1", "/metrics")).text);
      await Promise.all([client.get("/readyz"), client.get("/readyz"), client.get("/api/leaderboard")]);
      const after = (await fromAddress(client, "127.0.0.1", "/metrics")).text;
      expect(count(after)).toBeGreaterThan(before);
      expect(after).toContain('database_queue_wait_seconds_bucket{le="0.001",driver="pglite"}');
    },
  );

  it("is not found by another machine, nor by one relayed through a proxy on this machine", async () => {
    const client = new TestClient();
    const remote = await fromAddress(client, "203.0.113.9", "/metrics");
    expect(remote.status).toBe(404);
    expect(JSON.parse(remote.text)).toEqual({ message: "Not found" });
    const relayed = await fromAddress(client, "127.0.0.1", "/metrics", { "x-forwarded-for": "203.0.113.9" });
    expect(relayed.status).toBe(404);
  });

  it("answers another machine that bears METRICS_TOKEN, and no one bearing another token", async () => {
    setEnvForTests({ METRICS_TOKEN: "s3cret-metrics-token", LOG_LEVEL: "silent" });
    const client = new TestClient();
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const granted = await fromAddress(client, "203.0.113.9", "/metrics", bearer("s3cret-metrics-token"));
    expect(granted.status).toBe(200);
    expect(granted.text).toContain("http_request_duration_seconds");
    expect((await fromAddress(client, "203.0.113.9", "/metrics", bearer("guess"))).status).toBe(404);
    expect((await fromAddress(client, "::ffff:10.1.2.3", "/metrics")).status).toBe(404);
  });

  it("counts the sockets open and the rooms held once a socket joins the week room", async () => {
    const server = await startTestServer();
    try {
      const week = await createWeek();
      const cookie = await signInCookie(server.url, "watcher@example.com");
      const sdk = new Client(server.url, { headers: { cookie, origin: server.url } });
      const room = await sdk.joinOrCreate(roomNames.week, { weekId: week.id, protocol: PROTOCOL_VERSION });
      const text = await (await fetch(`${server.url}/metrics`)).text();
      expect(Number(/^realtime_sockets (\d+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(1);
      expect(Number(/^realtime_rooms\{type="week"\} (\d+)$/m.exec(text)?.[1])).toBe(1);
      expect(Number(/^realtime_room_clients\{type="week"\} (\d+)$/m.exec(text)?.[1])).toBe(1);
      await room.leave();
    } finally {
      await server.close();
    }
  });
});

describe("request ids", () => {
  it("generates one per request and echoes it, keeps a sane incoming one and replaces any other", async () => {
    const client = new TestClient();
    const generated = await client.get("/healthz");
    expect(generated.headers.get("x-request-id")).toMatch(UUID);
    const kept = await client.get("/healthz", { headers: { "x-request-id": "probe-42_a=" } });
    expect(kept.headers.get("x-request-id")).toBe("probe-42_a=");
    const replaced = await client.get("/healthz", { headers: { "x-request-id": "no spaces; please" } });
    expect(replaced.headers.get("x-request-id")).toMatch(UUID);
  });

  it("puts the request's id on the JSON lines it logs", async () => {
    const lines: Record<string, unknown>[] = [];
    setLogDestinationForTests({ write: (line: string) => void lines.push(JSON.parse(line)) });
    setEnvForTests({ LOG_LEVEL: "debug" });
    const client = new TestClient();
    const response = await client.get(`/api/leagues/${crypto.randomUUID()}`, {
      headers: { "x-request-id": "trace-7" },
    });
    expect(response.headers.get("x-request-id")).toBe("trace-7");
    const ours = lines.filter((line) => line.requestId === "trace-7");
    expect(ours.map((line) => line.msg)).toContainEqual(
      expect.stringMatching(new RegExp(`^GET /api/leagues/:id ${response.status} in [\\d.]+ ms$`)),
    );
    expect(ours.every((line) => line.level && line.time)).toBe(true);
  });
});
