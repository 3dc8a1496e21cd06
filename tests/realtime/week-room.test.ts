import { Client } from "@colyseus/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server/server.ts";
import { joinRefusal, PROTOCOL_VERSION } from "../../shared/realtime/protocol.ts";
import { roomNames } from "../../shared/realtime/rooms.ts";
import { createWeek } from "../support/fixtures.ts";
import { signInCookie, startTestServer } from "../support/server.ts";

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const sdk = (headers: Record<string, string>) => new Client(server.url, { headers });
const signedIn = async (email: string) => sdk({ cookie: await signInCookie(server.url, email), origin: server.url });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 0, message: "joined" }),
    (e: { code: number; message: string }) => ({ code: e.code, message: e.message }),
  );

describe("the week room", () => {
  it("lets a signed-in browser join a stored week with its session cookie", async () => {
    const week = await createWeek();
    const room = await (await signedIn("live@example.com")).joinOrCreate(roomNames.week, {
      weekId: week.id,
      protocol: PROTOCOL_VERSION,
    });
    await new Promise<void>((resolve) => room.onStateChange.once(() => resolve()));
    expect(room.state.weekId).toBe(week.id);
    await room.leave();
  });

  it("seats 'current', no weekId and the current week's id in one room", async () => {
    const week = await createWeek({ isCurrent: true });
    const client = await signedIn("current@example.com");
    const rooms = [
      await client.joinOrCreate(roomNames.week, { weekId: "current", protocol: PROTOCOL_VERSION }),
      await client.joinOrCreate(roomNames.week, { protocol: PROTOCOL_VERSION }),
      await client.joinOrCreate(roomNames.week, { weekId: week.id, protocol: PROTOCOL_VERSION }),
    ];
    expect(new Set(rooms.map((room) => room.roomId)).size).toBe(1);
    await new Promise<void>((resolve) => rooms[2]!.onStateChange.once(() => resolve()));
    expect(rooms[2]!.state.weekId).toBe(week.id);
    await Promise.all(rooms.map((room) => room.leave()));
  });

  it("refuses a week that is not stored, with a clear message", async () => {
    const client = await signedIn("lost@example.com");
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(await refusal(client.joinOrCreate(roomNames.week, { weekId: unknown, protocol: PROTOCOL_VERSION }))).toEqual(
      {
        code: joinRefusal.notFound,
        message: `No week ${unknown}`,
      },
    );
    expect(await refusal(client.joinOrCreate(roomNames.week, { protocol: PROTOCOL_VERSION }))).toEqual({
      code: joinRefusal.notFound,
      message: "There is no current week yet",
    });
  });

  it("refuses options its contract does not allow", async () => {
    const client = await signedIn("junk@example.com");
    const week = await createWeek();
    const notAnId = await refusal(client.joinOrCreate(roomNames.week, { weekId: "w1", protocol: PROTOCOL_VERSION }));
    expect(notAnId.code).toBe(joinRefusal.invalidOptions);
    expect(notAnId.message).toMatch(/^Invalid week room options: .*weekId/s);
    const junk = await refusal(
      client.joinOrCreate(roomNames.week, { weekId: week.id, protocol: PROTOCOL_VERSION, admin: true }),
    );
    expect(junk.code).toBe(joinRefusal.invalidOptions);
    expect(junk.message).toMatch(/admin/);
  });

  it("refuses a page that speaks another protocol version, telling it to reload", async () => {
    const client = await signedIn("old-tab@example.com");
    const week = await createWeek();
    for (const protocol of [PROTOCOL_VERSION - 1, undefined]) {
      const old = await refusal(client.joinOrCreate(roomNames.week, { weekId: week.id, protocol }));
      expect(old.code).toBe(joinRefusal.protocolMismatch);
      expect(old.message).toMatch(/out of date .* server speaks \d+\): reload the page/);
    }
  });

  it("refuses a join without a session, or with a session that has ended", async () => {
    const week = await createWeek();
    const options = { weekId: week.id, protocol: PROTOCOL_VERSION };
    expect((await refusal(sdk({ origin: server.url }).joinOrCreate(roomNames.week, options))).code).toBe(
      joinRefusal.signInRequired,
    );
    const cookie = await signInCookie(server.url, "gone@example.com");
    await fetch(`${server.url}/api/logout`, { headers: { cookie }, redirect: "manual" });
    expect((await refusal(sdk({ cookie, origin: server.url }).joinOrCreate(roomNames.week, options))).code).toBe(
      joinRefusal.signInRequired,
    );
  });

  it("refuses a WebSocket upgrade from a foreign Origin or without a session", async () => {
    const cookie = await signInCookie(server.url, "ws@example.com");
    const wsUrl = `${server.url.replace("http", "ws")}/some-room-id`;
    expect(await upgradeStatus(wsUrl, { cookie, origin: "https://evil.example" })).toBe(403);
    expect(await upgradeStatus(wsUrl, { origin: server.url })).toBe(401);
  });
});

async function upgradeStatus(url: string, headers: Record<string, string>): Promise<number> {
  const { request } = await import("node:http");
  const target = new URL(url.replace("ws", "http"));
  return new Promise((resolve, reject) => {
    const req = request(target, {
      headers: {
        ...headers,
        connection: "Upgrade",
        upgrade: "websocket",
        "sec-websocket-version": "13",
        "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==",
      },
    });
    req.on("response", (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("upgrade", (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 101);
    });
    req.on("error", reject);
    req.end();
  });
}
