import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setEnvForTests } from "../../server/env.ts";
import { closeRateLimits, RATE_LIMITS } from "../../server/http/rate-limit.ts";
import type { RunningServer } from "../../server/server.ts";
import { playerClient } from "../support/fixtures.ts";
import { redisAnswers, workerRedisUrl } from "../support/redis.ts";
import { startTestServer } from "../support/server.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  setEnvForTests({ LOG_LEVEL: "silent", RATE_LIMITS: "on" });
  await closeRateLimits(); // every test counts from zero
});

const signIn = (email: string) =>
  fetch(`${server.url}/api/auth/dev-login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ email }),
  });

async function expectTooMany(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(await response.json()).toEqual({
    message: expect.stringMatching(/^Too many requests: try again in \d+ seconds?$/),
  });
}

describe("rate limits", () => {
  it(`answer 429 with Retry-After after ${RATE_LIMITS.signInPerAddress.points} sign-ins a minute from one address`, async () => {
    const statuses = [];
    for (let i = 0; i < RATE_LIMITS.signInPerAddress.points; i++)
      statuses.push((await signIn(`fan${i}@example.com`)).status);
    expect(new Set(statuses)).toEqual(new Set([200]));
    await expectTooMany(await signIn("one-more@example.com"));
  });

  it(`allow ${RATE_LIMITS.signInPerEmail.points} sign-ins a minute to one account`, async () => {
    for (let i = 0; i < RATE_LIMITS.signInPerEmail.points; i++)
      expect((await signIn("Same@Example.com")).status).toBe(200);
    await expectTooMany(await signIn("same@example.com"));
    expect((await signIn("other@example.com")).status).toBe(200);
  });

  it(`count each player's handle checks on their own: ${RATE_LIMITS.handleCheck.points} a minute`, async () => {
    const [busy, calm] = [
      await playerClient("busy@example.com", "busy_one"),
      await playerClient("calm@example.com", "calm_one"),
    ];
    for (let i = 0; i < RATE_LIMITS.handleCheck.points; i++)
      expect((await busy.get(`/api/auth/check-handle?handle=name_${i}`)).status).toBe(200);
    const refused = await busy.get("/api/auth/check-handle?handle=one_more");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await calm.get("/api/auth/check-handle?handle=free_name")).status).toBe(200);
  });

  it(`count each player's leaderboard and standings reads on their own: ${RATE_LIMITS.expensiveRead.points} a minute`, async () => {
    const [busy, calm] = [
      await playerClient("reader@example.com", "reader_one"),
      await playerClient("other@example.com", "other_one"),
    ];
    const reads = await Promise.all(
      Array.from({ length: RATE_LIMITS.expensiveRead.points }, () => busy.get("/api/leaderboard?scope=all")),
    );
    expect(new Set(reads.map((read) => read.status))).toEqual(new Set([200]));
    const refused = await busy.get("/api/leaderboard?scope=all");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.body).toEqual({ message: expect.stringMatching(/^Too many requests/) });
    const { id: leagueId } = (await busy.post("/api/leagues", { name: "Readers", visibility: "public" })).body as {
      id: string;
    };
    expect((await busy.get(`/api/leagues/${leagueId}/standings/season`)).status).toBe(429);
    expect((await calm.get("/api/leaderboard?scope=all")).status).toBe(200);
    expect((await calm.get(`/api/leagues/${leagueId}/standings/season`)).status).toBe(200);
  });

  it("are off when RATE_LIMITS=off", async () => {
    setEnvForTests({ LOG_LEVEL: "silent", RATE_LIMITS: "off" });
    for (let i = 0; i <= RATE_LIMITS.signInPerEmail.points; i++)
      expect((await signIn("loop@example.com")).status).toBe(200);
  });

  it("are shared through Redis by every process when REDIS_URL is set", async (context) => {
    if (!(await redisAnswers())) context.skip();
    setEnvForTests({ LOG_LEVEL: "silent", RATE_LIMITS: "on", REDIS_URL: workerRedisUrl() });
    const player = await playerClient("shared@example.com", "shared_one");
    for (let i = 0; i < RATE_LIMITS.handleCheck.points; i++)
      expect((await player.get(`/api/auth/check-handle?handle=n_${i}`)).status).toBe(200);
    await closeRateLimits(); // a new process: nothing counted in its memory
    expect((await player.get("/api/auth/check-handle?handle=still_counted")).status).toBe(429);
    await closeRateLimits();
  });
});
