import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { db } from "../../server/db/index.ts";
import { pushSubscriptions, settings } from "../../server/db/schema/index.ts";
import { setEnvForTests } from "../../server/env.ts";
import { backgroundSendsSettled, trustPushCertificateForTests } from "../../server/features/push/push.sender.ts";
import { forgetVapidKeysForTests } from "../../server/features/push/vapid.service.ts";
import { openTriviaDay } from "../../server/features/trivia/trivia-day.service.ts";
import { createRemindersJob } from "../../server/jobs/reminders.job.ts";
import { triviaDayOf } from "../../shared/domain/trivia-day.ts";
import type { TestClient } from "../support/client.ts";
import { createGame, createWeek, playerClient } from "../support/fixtures.ts";
import { leagueCast } from "../support/leagues.ts";
import { type FakePushService, startFakePushService } from "../support/push-service.ts";
import { insertQuestions } from "../support/trivia.ts";

const MINUTE = 60_000;
let push: FakePushService;

beforeAll(async () => {
  push = await startFakePushService();
  trustPushCertificateForTests(push.cert);
});
afterAll(async () => {
  trustPushCertificateForTests(undefined);
  await push.close();
});
beforeEach(() => {
  // The loopback push service is a private address: allowed by configuration, as an operator would (decision 052).
  setEnvForTests({ LOG_LEVEL: "silent", PUSH_ALLOWED_PRIVATE_ADDRESSES: ["127.0.0.1"] });
  forgetVapidKeysForTests();
  push.received.length = 0;
  push.errors.length = 0;
});
afterEach(async () => {
  push.release();
  await backgroundSendsSettled();
});

const at = (minutes: number) => new Date(clock.now().getTime() + minutes * MINUTE);
const runJob = () => createRemindersJob().run();

async function subscribeDevice(player: TestClient, name: string) {
  const device = push.device(name);
  const response = await player.post("/api/push/subscriptions", device.subscription);
  expect(response.status).toBe(200);
  return device;
}

describe("push subscriptions", () => {
  it("hand out a VAPID public key generated on first ask, stored in settings and the same after a restart", async () => {
    const anyone = await playerClient("key@example.com", "key_asker");
    const first = await anyone.get("/api/push/key");
    expect(first.status).toBe(200);
    expect(first.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const [stored] = await db().select().from(settings).where(eq(settings.key, "vapid"));
    expect(stored?.valueJson).toMatchObject({ publicKey: first.body.publicKey });
    forgetVapidKeysForTests();
    expect((await anyone.get("/api/push/key")).body.publicKey).toBe(first.body.publicKey);
  });

  it("use VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when they are set", async () => {
    const keys = (await import("web-push")).default.generateVAPIDKeys();
    setEnvForTests({ LOG_LEVEL: "silent", VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey });
    const anyone = await playerClient("env-key@example.com", "env_key");
    expect((await anyone.get("/api/push/key")).body).toEqual({ publicKey: keys.publicKey });
  });

  it("are stored per device, moved to whoever subscribes the same endpoint, and removed by their owner only", async () => {
    const ann = await playerClient("ann@example.com", "ann_push");
    const bob = await playerClient("bob@example.com", "bob_push");
    const phone = await subscribeDevice(ann, "ann-phone");
    const laptop = push.device("ann-laptop");
    expect((await ann.post("/api/push/subscriptions", laptop.subscription)).body).toEqual({ devices: 2 });
    expect((await bob.request("DELETE", "/api/push/subscriptions", { endpoint: phone.endpoint })).body).toEqual({
      devices: 0,
    });
    expect((await ann.request("DELETE", "/api/push/subscriptions", { endpoint: phone.endpoint })).body).toEqual({
      devices: 1,
    });
    expect((await bob.post("/api/push/subscriptions", laptop.subscription)).body).toEqual({ devices: 1 });
    const rows = await db().select().from(pushSubscriptions);
    expect(rows.map((row) => row.endpoint)).toEqual([laptop.endpoint]);
  });

  it("refuse an endpoint that is not https and keys that are not a browser's, writing nothing", async () => {
    const ann = await playerClient("ann2@example.com", "ann_bad");
    const device = push.device("bad");
    const plain = await ann.post("/api/push/subscriptions", {
      ...device.subscription,
      endpoint: device.endpoint.replace("https:", "http:"),
    });
    expect(plain).toMatchObject({ status: 400, body: { message: "A push endpoint must be an https URL" } });
    const short = await ann.post("/api/push/subscriptions", {
      ...device.subscription,
      keys: { ...device.subscription.keys, auth: "abc" },
    });
    expect(short.status).toBe(400);
    expect(await db().select().from(pushSubscriptions)).toEqual([]);
  });
});

describe("push endpoints (decision 052)", () => {
  it("are refused at a loopback, private, link-local or reserved address, by any spelling, or with credentials", async () => {
    setEnvForTests({ LOG_LEVEL: "silent" }); // no address allowed: as in production
    const ann = await playerClient("ssrf@example.com", "ssrf_ann");
    const { keys } = push.device("ssrf").subscription;
    const subscribe = (endpoint: string) =>
      ann.post("/api/push/subscriptions", { endpoint, expirationTime: null, keys });
    const privateMessage = "A push endpoint must be a push service's public address";
    for (const endpoint of [
      "https://127.0.0.1/push",
      push.device("loopback").endpoint,
      "https://localhost:8443/push",
      "https://push.localhost/push",
      "https://2130706433/push", // 127.0.0.1 as one decimal number
      "https://0x7f.1/push",
      "https://0177.0.0.1/push",
      "https://[::1]/push",
      "https://[::ffff:127.0.0.1]/push",
      "https://169.254.169.254/latest/meta-data/",
      "https://10.0.0.5/push",
      "https://192.168.1.1/push",
      "https://[fd00::1]/push",
      "https://0.0.0.0/push",
      "https://8.8.8.8/push", // public, but no push service is an address: a name is checked after DNS
      "https://metadata/computeMetadata/v1/",
      "https://metadata.google.internal/computeMetadata/v1/",
      "https://printer.local/push",
    ]) {
      expect(await subscribe(endpoint), endpoint).toMatchObject({ status: 400, body: { message: privateMessage } });
    }
    expect(await subscribe("https://user:secret@push.example.com/send/1")).toMatchObject({
      status: 400,
      body: { message: "A push endpoint cannot carry a user name or password" },
    });
    expect(await db().select().from(pushSubscriptions)).toEqual([]);

    const fcm = await subscribe("https://fcm.googleapis.com/fcm/send/abc123");
    expect(fcm).toMatchObject({ status: 200, body: { devices: 1 } });
  });

  it("are refused again at send time when a name resolves to a private address, and the device is deleted", async () => {
    const ann = await playerClient("rebind@example.com", "rebind_ann");
    await createGame((await createWeek()).id, { kickoffISO: at(20) });
    const kept = await subscribeDevice(ann, "kept");
    // A name that passed at subscribe time and now resolves to loopback (localhost does, whatever DNS says).
    const rebound = push.device("rebound");
    const endpoint = rebound.endpoint.replace("127.0.0.1", "localhost");
    const [user] = await db().select({ userId: pushSubscriptions.userId }).from(pushSubscriptions);
    await db()
      .insert(pushSubscriptions)
      .values({ userId: user!.userId, endpoint, ...rebound.subscription.keys });

    await runJob();
    expect(push.errors).toEqual([]);
    expect(push.received.map((m) => m.device)).toEqual(["kept"]);
    const rows = await db().select().from(pushSubscriptions);
    expect(rows.map((row) => row.endpoint)).toEqual([kept.endpoint]);
  });
});

describe("Picks lock in 1 hour", () => {
  it("reaches a player with open, unpicked games in the next hour once, encrypted, with TTL and a VAPID JWT", async () => {
    const ann = await playerClient("lock-ann@example.com", "lock_ann");
    const bob = await playerClient("lock-bob@example.com", "lock_bob");
    await playerClient("lock-cy@example.com", "lock_cy"); // no device: nothing to send
    const week = await createWeek();
    const soon = await createGame(week.id, { kickoffISO: at(40) });
    const sooner = await createGame(week.id, { kickoffISO: at(30), homeTeam: "Ohio State", awayTeam: "Michigan" });
    await createGame(week.id, { kickoffISO: at(40), homeTeam: "Troy", awayTeam: "Army", powerFive: false });
    const later = await createGame(week.id, { kickoffISO: at(100), homeTeam: "Oregon", awayTeam: "USC" });
    await subscribeDevice(ann, "ann");
    await subscribeDevice(bob, "bob");
    expect((await ann.post("/api/picks", { gameId: sooner.id, winner: "HOME" })).status).toBe(200);
    for (const game of [soon, sooner]) {
      expect((await bob.post("/api/picks", { gameId: game.id, winner: "AWAY" })).status).toBe(200);
    }

    // Two leaders overlapping, then a rerun: each kickoff instant is claimed once.
    await Promise.all([runJob(), runJob()]);
    await runJob();
    expect(push.errors).toEqual([]);
    expect(push.received).toHaveLength(1);
    const [message] = push.received;
    const publicKey = (await ann.get("/api/push/key")).body.publicKey;
    expect(message).toMatchObject({
      device: "ann",
      ttl: 3600,
      urgency: "high",
      contentEncoding: "aes128gcm",
      payload: { kind: "picks_lock", title: "Picks lock in 1 hour", body: "1 open game still to pick.", url: "/" },
      vapid: { aud: push.url, sub: "mailto:reminders@gridiron-picks.invalid", publicKey },
    });
    const expiresIn = Number(message!.vapid.exp) * 1000 - Date.now();
    expect(expiresIn).toBeGreaterThan(0);
    expect(expiresIn).toBeLessThanOrEqual(24 * 3600_000);

    // Later the next kickoff is within its hour: one more each for it, Bob included (he has not picked it).
    clock.advance(50 * MINUTE);
    expect(later.kickoffISO.getTime() - clock.now().getTime()).toBeLessThanOrEqual(60 * MINUTE);
    await runJob();
    await runJob();
    expect(push.received.map((m) => m.device).sort()).toEqual(["ann", "ann", "bob"]);
  });

  it("covers a league card whose whole slate locks at its first kickoff, under the same once-per-kickoff key", async () => {
    const { owner, member, league } = await leagueCast("private");
    expect((await owner.patch(`/api/leagues/${league.id}`, { deadline: "first_kickoff" })).status).toBe(200);
    const week = await createWeek();
    const first = await createGame(week.id, { kickoffISO: at(30) });
    await createGame(week.id, { kickoffISO: at(150), homeTeam: "Oregon", awayTeam: "USC" });
    await subscribeDevice(member, "member");
    // The site's game is picked on the week page: only the league's card is open.
    expect((await member.post("/api/picks", { gameId: first.id, winner: "HOME" })).status).toBe(200);

    await Promise.all([runJob(), runJob()]);
    await runJob();
    expect(push.received.map((m) => [m.device, m.payload])).toEqual([
      [
        "member",
        {
          kind: "picks_lock",
          title: "Picks lock in 1 hour",
          body: "2 open games still to pick.",
          url: `/leagues/${league.id}`,
          tag: "picks-lock",
        },
      ],
    ]);
  });

  it("deletes a device the push service answers 410 Gone for, and keeps one it answers 500", async () => {
    const ann = await playerClient("gone-ann@example.com", "gone_ann");
    await createGame((await createWeek()).id, { kickoffISO: at(20) });
    await subscribeDevice(ann, "gone");
    const flaky = await subscribeDevice(ann, "flaky");
    push.answer("gone", 410);
    push.answer("flaky", 500);
    await runJob();
    const rows = await db().select().from(pushSubscriptions);
    expect(rows.map((row) => row.endpoint)).toEqual([flaky.endpoint]);
  });
});

describe("the owner's Nudge", () => {
  it("reminds members who have not filled their card, once per league per week", async () => {
    const { owner, member, outsider, league } = await leagueCast("private");
    const week = await createWeek();
    await createGame(week.id, { kickoffISO: at(120) });
    await subscribeDevice(member, "member");
    await subscribeDevice(owner, "owner");
    expect((await member.post(`/api/leagues/${league.id}/nudge`)).status).toBe(403);
    expect((await outsider.post(`/api/leagues/${league.id}/nudge`)).status).toBe(404);

    const first = await owner.post(`/api/leagues/${league.id}/nudge`);
    expect(first).toMatchObject({ status: 200, body: { weekId: week.id, nudged: 1 } });
    await backgroundSendsSettled();
    expect(push.received).toHaveLength(1);
    expect(push.received[0]).toMatchObject({
      device: "member",
      payload: { kind: "nudge", title: "Cast League: your card is waiting", url: `/leagues/${league.id}` },
    });
    const again = await owner.post(`/api/leagues/${league.id}/nudge`);
    expect(again).toMatchObject({ status: 409, body: { message: "You have already nudged this league this week" } });
    expect(push.received).toHaveLength(1);
  });
  it("answers without waiting for push services: a service that hangs delays no one", async () => {
    const { owner, member, league } = await leagueCast("private");
    const second = await playerClient("nudge-second@example.com", "nudge_second");
    expect((await second.post("/api/leagues/join", { joinCode: league.joinCode })).status).toBe(200);
    await createGame((await createWeek()).id, { kickoffISO: at(120) });
    await subscribeDevice(member, "hangs");
    await subscribeDevice(second, "answers");
    push.hold("hangs");

    const started = Date.now();
    const nudge = await owner.post(`/api/leagues/${league.id}/nudge`);
    const took = Date.now() - started;
    expect(nudge).toMatchObject({ status: 200, body: { nudged: 2 } });
    // The send to the hanging service is under way (or about to be) while the owner already has the answer.
    expect(took).toBeLessThan(3000);
    await push.waitFor(1);
    await expect.poll(() => push.held()).toBe(1);
    expect(push.received.map((m) => m.device)).toEqual(["answers"]);
    push.release();
    await backgroundSendsSettled();
    expect(push.received.map((m) => m.device).sort()).toEqual(["answers", "hangs"]);
  });
});

describe("Your trivia is waiting", () => {
  it("arrives once at the time the player picked, Central Time, unless the day's set is submitted", async () => {
    clock.startAt("2024-11-20T14:50:00Z"); // 08:50 in Chicago
    const ann = await playerClient("trivia-ann@example.com", "trivia_ann");
    await insertQuestions(6);
    await openTriviaDay(triviaDayOf(clock.now()));
    await subscribeDevice(ann, "ann");
    const saved = await ann.put("/api/push/preferences", { triviaReminderAt: "09:00" });
    expect(saved).toMatchObject({ status: 200, body: { triviaReminderAt: "09:00" } });
    expect((await ann.put("/api/push/preferences", { triviaReminderAt: "09:10" })).status).toBe(400);

    await runJob();
    expect(push.received).toHaveLength(0);
    clock.advance(10 * MINUTE);
    await runJob();
    await runJob();
    expect(push.received.map((m) => m.payload)).toEqual([
      {
        kind: "trivia",
        title: "Your trivia is waiting",
        body: "Today's three questions are ready.",
        url: "/trivia",
        tag: "trivia-2024-11-20",
      },
    ]);
    expect((await ann.get("/api/push/preferences")).body).toEqual({ triviaReminderAt: "09:00" });
  });
});
