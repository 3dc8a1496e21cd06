import { Protocol } from "@colyseus/core";
import { Client, type Room } from "@colyseus/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { ROOM_CLOSE_CODES } from "../../server/realtime/session-sockets.ts";
import { MAX_SOCKETS_PER_USER, socketsHeldBy, TOO_MANY_SOCKETS_MESSAGE } from "../../server/realtime/socket-bounds.ts";
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

async function signedIn(email: string) {
  const cookie = await signInCookie(server.url, email);
  const me = (await (await fetch(`${server.url}/api/auth/user`, { headers: { cookie } })).json()) as { id: string };
  return { cookie, id: me.id, sdk: new Client(server.url, { headers: { cookie, origin: server.url } }) };
}

/** A seat reserved over HTTP, as a script would take it, to be connected later. */
async function reserveSeat(cookie: string, weekId: string) {
  const response = await fetch(`${server.url}/matchmake/joinOrCreate/week`, {
    method: "POST",
    headers: { cookie, origin: server.url, "content-type": "application/json" },
    body: JSON.stringify({ weekId, protocol: PROTOCOL_VERSION }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("sockets per user", () => {
  it(`are bounded at ${MAX_SOCKETS_PER_USER}: one more is closed with 4429 and a reason until a socket closes`, async () => {
    const week = await createWeek();
    const { cookie, id, sdk } = await signedIn("one-room-many-times@example.com");
    const seats = [];
    for (let i = 0; i <= MAX_SOCKETS_PER_USER; i++) seats.push(await reserveSeat(cookie, week.id));
    expect(seats.map((seat) => seat.status)).toEqual(seats.map(() => 200));

    const open: Room[] = [];
    for (const seat of seats.slice(0, MAX_SOCKETS_PER_USER))
      open.push(await sdk.consumeSeatReservation(seat.body as never));
    expect(socketsHeldBy(id)).toBe(MAX_SOCKETS_PER_USER);
    await expect(sdk.consumeSeatReservation(seats[MAX_SOCKETS_PER_USER]!.body as never)).rejects.toMatchObject({
      code: ROOM_CLOSE_CODES.tooManySockets,
      message: TOO_MANY_SOCKETS_MESSAGE,
    });
    // While the bound is reached a join is refused at once, and the sockets already open are untouched.
    expect(await reserveSeat(cookie, week.id)).toEqual({ status: 429, body: { message: TOO_MANY_SOCKETS_MESSAGE } });
    expect(open.every((room) => room.connection.isOpen)).toBe(true);
    expect(socketsHeldBy(id)).toBe(MAX_SOCKETS_PER_USER);

    // Another user is not held back by this one.
    const other = await signedIn("someone-else@example.com");
    const theirs = await other.sdk.joinOrCreate(roomNames.week, { weekId: week.id, protocol: PROTOCOL_VERSION });

    await open.pop()!.leave();
    await expect.poll(() => socketsHeldBy(id)).toBe(MAX_SOCKETS_PER_USER - 1);
    open.push(await sdk.joinOrCreate(roomNames.week, { weekId: week.id, protocol: PROTOCOL_VERSION }));
    expect(socketsHeldBy(id)).toBe(MAX_SOCKETS_PER_USER);

    await Promise.all([...open, theirs].map((room) => room.leave()));
    await expect.poll(() => socketsHeldBy(id)).toBe(0);
  });
});

describe("the heartbeat", () => {
  it("closes a socket that leaves its pings unanswered and keeps one that answers", async () => {
    const week = await createWeek();
    const { cookie, sdk } = await signedIn("never-answers-pings@example.com");
    const answers = await sdk.joinOrCreate(roomNames.week, { weekId: week.id, protocol: PROTOCOL_VERSION });
    const seat = (await reserveSeat(cookie, week.id)).body as { sessionId: string; roomId: string; processId: string };
    const silent = new WebSocket(
      `${server.url.replace(/^http/, "ws")}/${seat.processId}/${seat.roomId}?sessionId=${seat.sessionId}`,
      { headers: { cookie, origin: server.url }, autoPong: false },
    );
    let pings = 0;
    silent.on("ping", () => pings++);
    const join = Protocol.JOIN_ROOM;
    silent.on("message", (data: Buffer) => data[0] === join && silent.send(Buffer.from([join])));
    const closed = new Promise<number>((resolve) => silent.once("close", (code) => resolve(code)));

    // A ping every 3 s in the socket's turn; the third visit after two unanswered ends it.
    expect(await closed).toBe(1006);
    expect(pings).toBe(2);
    expect(answers.connection.isOpen).toBe(true);
    await answers.leave();
  }, 20_000);
});
