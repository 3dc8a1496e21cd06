import { Client } from "@colyseus/sdk";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_SESSIONS_PER_USER, purgeExpiredSessions } from "../../server/auth/session.service.ts";
import { db } from "../../server/db/index.ts";
import type { RunningServer } from "../../server/server.ts";
import { PROTOCOL_VERSION, roomNames } from "../../shared/realtime/rooms.ts";
import { adminClient, createWeek } from "../support/fixtures.ts";
import { signInCookie, startTestServer } from "../support/server.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const SESSION_ENDED = 4401;

async function watchWeek(cookie: string) {
  const room = await new Client(server.url, { headers: { cookie, origin: server.url } }).joinOrCreate(roomNames.week, {
    weekId: "current",
    protocol: PROTOCOL_VERSION,
  });
  const left = new Promise<number>((resolve) => room.onLeave((code) => resolve(code)));
  return { room, left };
}

/**
 * Whether the room answers a request on its socket before any close: a close the server sent
 * before the request would arrive ahead of the answer, on the same socket.
 */
const stillOpen = ({ room, left }: Awaited<ReturnType<typeof watchWeek>>) =>
  Promise.race([left.then(() => false), room.request("clock", {}).then(() => true)]);
const status = async (cookie: string) => (await fetch(`${server.url}/api/auth/user`, { headers: { cookie } })).status;

describe("sockets end with their session", () => {
  beforeEach(async () => void (await createWeek()));

  it("close on sign-out, while the same user's other session stays connected", async () => {
    const [phone, laptop] = [
      await signInCookie(server.url, "fan@example.com"),
      await signInCookie(server.url, "fan@example.com"),
    ];
    const onPhone = await watchWeek(phone);
    const onLaptop = await watchWeek(laptop);
    await fetch(`${server.url}/api/logout`, { headers: { cookie: phone }, redirect: "manual" });
    expect(await onPhone.left).toBe(SESSION_ENDED);
    expect(await stillOpen(onLaptop)).toBe(true);
    await onLaptop.room.leave();
  });

  it("take a signed-out member off a league's online list with no seat kept for a reconnection", async () => {
    const { leagueCast } = await import("../support/leagues.ts");
    const { waitFor, watchLeague } = await import("./league-room.support.ts");
    const { league, memberId } = await leagueCast("private");
    const watcher = await watchLeague(server.url, "owner@example.com", league.id);
    const memberCookie = await signInCookie(server.url, "member@example.com");
    const member = await new Client(server.url, { headers: { cookie: memberCookie, origin: server.url } }).joinOrCreate(
      roomNames.league,
      {
        leagueId: league.id,
        protocol: PROTOCOL_VERSION,
      },
    );
    await waitFor(watcher, () => watcher.state.online.has(memberId));
    await fetch(`${server.url}/api/logout`, { headers: { cookie: memberCookie }, redirect: "manual" });
    await waitFor(watcher, () => !watcher.state.online.has(memberId), 10_000); // a kept seat would hold it for the 20 s reconnection window
    expect(member.connection.isOpen).toBe(false);
    await watcher.leave();
  });

  it("close when an admin deletes the user", async () => {
    const cookie = await signInCookie(server.url, "doomed@example.com");
    const { left } = await watchWeek(cookie);
    const admin = await adminClient();
    const userId = (
      (await (await fetch(`${server.url}/api/auth/user`, { headers: { cookie } })).json()) as { id: string }
    ).id;
    expect((await admin.delete(`/api/admin/users/${userId}`)).status).toBe(200);
    expect(await left).toBe(SESSION_ENDED);
  });

  it("close when the session expires and the sweep removes it", async () => {
    const cookie = await signInCookie(server.url, "expiring@example.com");
    const { left } = await watchWeek(cookie);
    await db().execute(sql`update sessions set expires_at = now() - interval '1 second'`);
    expect(await purgeExpiredSessions()).toBe(1);
    expect(await left).toBe(SESSION_ENDED);
    expect(await status(cookie)).toBe(401);
  });

  it(`keep at most ${MAX_SESSIONS_PER_USER} live sessions a user: a newer sign-in ends the oldest and its socket`, async () => {
    const oldest = await signInCookie(server.url, "busy@example.com");
    const watching = await watchWeek(oldest);
    const { left } = watching;
    const later = [];
    for (let i = 1; i < MAX_SESSIONS_PER_USER; i++) later.push(await signInCookie(server.url, "busy@example.com"));
    expect(await stillOpen(watching)).toBe(true);
    later.push(await signInCookie(server.url, "busy@example.com"));
    expect(await left).toBe(SESSION_ENDED);
    expect(await status(oldest)).toBe(401);
    expect(await Promise.all(later.map(status))).toEqual(later.map(() => 200));
  });
});
