import { Client } from "@colyseus/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roomNames } from "../../shared/realtime/rooms.ts";
import type { RunningServer } from "../../server/server.ts";
import { signInCookie, startTestServer } from "../support/server.ts";

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const sdk = (headers: Record<string, string>) => new Client(server.url, { headers });

describe("the week room", () => {
  it("lets a signed-in browser join with its session cookie", async () => {
    const cookie = await signInCookie(server.url, "live@example.com");
    const room = await sdk({ cookie, origin: server.url }).joinOrCreate(roomNames.week, { weekId: "w1" });
    await new Promise<void>((resolve) => room.onStateChange.once(() => resolve()));
    expect(room.state.weekId).toBe("w1");
    expect(room.state.protocol).toBe(1);
    await room.leave();
  });

  it("refuses a join without a session", async () => {
    await expect(sdk({ origin: server.url }).joinOrCreate(roomNames.week, { weekId: "w1" })).rejects.toThrow();
  });

  it("refuses a join with a session that has ended", async () => {
    const cookie = await signInCookie(server.url, "gone@example.com");
    await fetch(`${server.url}/api/logout`, { headers: { cookie }, redirect: "manual" });
    await expect(sdk({ cookie, origin: server.url }).joinOrCreate(roomNames.week, {})).rejects.toThrow();
  });

  it("refuses a WebSocket upgrade from a foreign Origin or without a session", async () => {
    const cookie = await signInCookie(server.url, "ws@example.com");
    const wsUrl = server.url.replace("http", "ws") + "/some-room-id";
    const foreign = await upgradeStatus(wsUrl, { cookie, origin: "https://evil.example" });
    expect(foreign).toBe(403);
    const anonymous = await upgradeStatus(wsUrl, { origin: server.url });
    expect(anonymous).toBe(401);
  });
});

async function upgradeStatus(url: string, headers: Record<string, string>): Promise<number> {
  const { request } = await import("node:http");
  const target = new URL(url.replace("ws", "http"));
  return new Promise((resolve, reject) => {
    const req = request(target, {
      headers: { ...headers, connection: "Upgrade", upgrade: "websocket", "sec-websocket-version": "13", "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==" },
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
