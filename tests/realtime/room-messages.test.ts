import { Client } from "@colyseus/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import type { RunningServer } from "../../server/server.ts";
import { PROTOCOL_VERSION, roomNames } from "../../shared/realtime/rooms.ts";
import { createWeek } from "../support/fixtures.ts";
import { signInCookie, startTestServer } from "../support/server.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function joinWeek(email: string) {
  const week = await createWeek();
  const cookie = await signInCookie(server.url, email);
  const client = new Client(server.url, { headers: { cookie, origin: server.url } });
  return client.joinOrCreate(roomNames.week, { weekId: week.id, protocol: PROTOCOL_VERSION });
}

describe("a room's message table", () => {
  it("answers a request whose payload its zod contract accepts", async () => {
    clock.startAt("2024-11-23T16:50:00Z");
    const room = await joinWeek("clock@example.com");
    const reply = (await room.request("clock", {})) as { serverNow: string };
    expect(Date.parse(reply.serverNow) - Date.parse("2024-11-23T16:50:00Z")).toBeLessThan(5000);
    await room.leave();
  });

  it("answers a request whose payload the contract refuses with an error, and no handler runs", async () => {
    const room = await joinWeek("junk-clock@example.com");
    await expect(room.request("clock", { now: "tomorrow" })).rejects.toThrow(/now/);
    await expect(room.request("nonsense", {})).rejects.toThrow(/no onMessage\("nonsense"\) handler/);
    await room.leave();
  });
});
