import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { setEnvForTests } from "../../server/env.ts";
import { closeRateLimits, RATE_LIMITS } from "../../server/http/rate-limit.ts";
import type { RunningServer } from "../../server/server.ts";
import { PROTOCOL_VERSION, roomNames } from "../../shared/realtime/rooms.ts";
import type { TestResponse } from "../support/client.ts";
import { createGame, createWeek, playerClient } from "../support/fixtures.ts";
import { leagueCast } from "../support/leagues.ts";
import { redisAnswers, workerRedisUrl } from "../support/redis.ts";
import { signInCookie, startTestServer } from "../support/server.ts";

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

const TOO_MANY = { message: expect.stringMatching(/^Too many requests: try again in \d+ seconds?$/) };

async function expectTooMany(response: Response | TestResponse) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect("json" in response ? await response.json() : response.body).toEqual(TOO_MANY);
}

/** `count` calls at once, each answered `status`. */
async function expectAll(count: number, status: number, call: () => Promise<{ status: number }>) {
  const answers = await Promise.all(Array.from({ length: count }, call));
  expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([status]));
}

const HOUR = 3_600_000;

/** A league of the cast's with a current week of two games, and the limits counting from zero. */
async function leagueWithWeek(settings: Record<string, unknown>) {
  const cast = await leagueCast("private");
  expect((await cast.owner.patch(`/api/leagues/${cast.league.id}`, settings)).status).toBe(200);
  const week = await createWeek();
  const kickoff = (hours: number) => new Date(clock.now().getTime() + hours * HOUR);
  const first = await createGame(week.id, { kickoffISO: kickoff(1), homeTeam: "Georgia", awayTeam: "Texas" });
  const second = await createGame(week.id, { kickoffISO: kickoff(2), homeTeam: "Oregon", awayTeam: "USC" });
  await closeRateLimits();
  return { ...cast, week, first, second };
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

  it(`count each player's survivor pool reads on their own: ${RATE_LIMITS.seasonRead.points} a minute`, async () => {
    const { owner, member, league, week } = await leagueWithWeek({ format: "survivor" });
    const path = `/api/leagues/${league.id}/survivor?weekId=${week.id}`;
    await expectAll(RATE_LIMITS.seasonRead.points, 200, () => member.get(path));
    await expectTooMany(await member.get(path));
    expect((await owner.get(path)).status).toBe(200);
  });

  it(`count a commissioner's league changes: ${RATE_LIMITS.boardWrite.points} a minute, then 429`, async () => {
    const { owner, league } = await leagueWithWeek({ description: "Week one" });
    for (let i = 0; i < RATE_LIMITS.boardWrite.points; i++)
      expect((await owner.patch(`/api/leagues/${league.id}`, { description: `Change ${i}` })).status).toBe(200);
    await expectTooMany(await owner.patch(`/api/leagues/${league.id}`, { description: "One more" }));
    expect((await owner.get(`/api/leagues/${league.id}`)).body.description).toBe(
      `Change ${RATE_LIMITS.boardWrite.points - 1}`,
    );
  });

  it(`count a commissioner's slate choices with their other league changes: ${RATE_LIMITS.boardWrite.points} a minute`, async () => {
    const { owner, league, week, first, second } = await leagueWithWeek({ slate: "selected" });
    const path = `/api/leagues/${league.id}/slate`;
    for (let i = 0; i < RATE_LIMITS.boardWrite.points; i++) {
      const gameIds = i % 2 === 0 ? [first.id] : [first.id, second.id];
      expect((await owner.put(path, { weekId: week.id, gameIds })).status).toBe(200);
    }
    await expectTooMany(await owner.put(path, { weekId: week.id, gameIds: [second.id] }));
    await expectTooMany(await owner.post(`/api/leagues/${league.id}/voids`, { weekId: week.id, gameId: first.id }));
    expect((await owner.get(`${path}?weekId=${week.id}`)).body.gameIds).toEqual([first.id, second.id]);
  });

  it(`draw ${RATE_LIMITS.shareImage.points} share images a minute for one address, signed out, then 429`, async () => {
    setEnvForTests({ LOG_LEVEL: "silent", RATE_LIMITS: "on", TRUSTED_PROXIES: ["loopback"] });
    const owner = await playerClient("sharer@example.com", "sharer_one");
    const { joinCode } = (await owner.post("/api/leagues", { name: "Shared Pool", visibility: "public" })).body as {
      joinCode: string;
    };
    const image = (address: string) =>
      fetch(`${server.url}/og/join/${joinCode}/card.png`, { headers: { "x-forwarded-for": address } });
    for (let i = 0; i < RATE_LIMITS.shareImage.points; i++) {
      const drawn = await image("203.0.113.7");
      expect(drawn.status).toBe(200);
      await drawn.arrayBuffer();
    }
    await expectTooMany(await image("203.0.113.7"));
    const elsewhere = await image("198.51.100.20");
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.headers.get("content-type")).toBe("image/png");
  });

  it(`reserve ${RATE_LIMITS.seatReservation.points} seats a minute for one player, then 429 before the body is read`, async () => {
    const week = await createWeek();
    const [busy, calm] = [
      await signInCookie(server.url, "joiner@example.com"),
      await signInCookie(server.url, "stayer@example.com"),
    ];
    await closeRateLimits();
    const join = (cookie: string, body = JSON.stringify({ weekId: week.id, protocol: PROTOCOL_VERSION })) =>
      fetch(`${server.url}/matchmake/joinOrCreate/${roomNames.week}`, {
        method: "POST",
        headers: { cookie, origin: server.url, "content-type": "application/json" },
        body,
      });
    for (let i = 0; i < RATE_LIMITS.seatReservation.points; i++) {
      const seated = await join(busy);
      expect(seated.status).toBe(200);
      await seated.json();
    }
    await expectTooMany(await join(busy));
    await expectTooMany(await join(busy, "{ not even JSON"));
    const other = await join(calm);
    expect(other.status).toBe(200);
    expect(await other.json()).toMatchObject({ roomId: expect.any(String) });
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
