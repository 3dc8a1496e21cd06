import { Client, type Room } from "@colyseus/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "../../server/db/index.ts";
import { leagues } from "../../server/db/schema/index.ts";
import { MAX_ROOMS_PER_USER, roomsHeldBy, TOO_MANY_ROOMS_MESSAGE } from "../../server/realtime/room-seats.ts";
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

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

async function signedIn(email: string) {
  const cookie = await signInCookie(server.url, email);
  const me = (await (await fetch(`${server.url}/api/auth/user`, { headers: { cookie } })).json()) as { id: string };
  return { cookie, id: me.id, sdk: new Client(server.url, { headers: { cookie, origin: server.url } }) };
}

const post = (path: string, cookie: string, body: BodyInit | null, contentType: string | null = "application/json") =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { cookie, origin: server.url, ...(contentType ? { "content-type": contentType } : {}) },
    body,
  });

const answer = async (response: Response) => ({ status: response.status, body: await response.json() });

async function publicLeagues(ownerId: string, count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    name: `Open ${i}`,
    slug: `open-${i}`,
    ownerId,
    joinCode: `OPEN${1000 + i}`,
  }));
  return (await db().insert(leagues).values(rows).returning({ id: leagues.id })).map((row) => row.id);
}

describe("the matchmaker's answers", () => {
  it("answers client mistakes with a 4xx JSON { message }, never a 52x or an empty body", async () => {
    await createWeek();
    const { cookie } = await signedIn("mistakes@example.com");
    const options = JSON.stringify({ protocol: PROTOCOL_VERSION });
    const form = new FormData();
    form.set("weekId", "x");
    const cases: [string, Promise<Response>, number][] = [
      ["an unknown room", post("/matchmake/joinOrCreate/nope", cookie, options), 404],
      ["an unknown method", post("/matchmake/frobnicate/week", cookie, options), 404],
      ["create, which would make a room per call", post("/matchmake/create/week", cookie, options), 404],
      ["a join by room id", post("/matchmake/joinById/abc", cookie, options), 404],
      ["a reconnection over HTTP", post("/matchmake/reconnect/abc", cookie, options), 404],
      ["a GET", fetch(`${server.url}/matchmake/joinOrCreate/week`, { headers: { cookie, origin: server.url } }), 404],
      ["a multipart body", post("/matchmake/joinOrCreate/week", cookie, form, null), 415],
      ["a text body", post("/matchmake/joinOrCreate/week", cookie, options, "text/plain"), 415],
      ["malformed JSON", post("/matchmake/joinOrCreate/week", cookie, "{"), 400],
      ["null", post("/matchmake/joinOrCreate/week", cookie, "null"), 400],
      ["an array", post("/matchmake/joinOrCreate/week", cookie, "[1]"), 400],
      [
        "a junk week id",
        post("/matchmake/joinOrCreate/week", cookie, JSON.stringify({ protocol: PROTOCOL_VERSION, weekId: "junk" })),
        400,
      ],
      [
        "an unknown week",
        post("/matchmake/joinOrCreate/week", cookie, JSON.stringify({ protocol: PROTOCOL_VERSION, weekId: UNKNOWN })),
        404,
      ],
      [
        "an unknown league",
        post(
          "/matchmake/joinOrCreate/league",
          cookie,
          JSON.stringify({ protocol: PROTOCOL_VERSION, leagueId: UNKNOWN }),
        ),
        404,
      ],
      [
        "a prototype key",
        post("/matchmake/joinOrCreate/week", cookie, `{"__proto__":{"weekId":"x"},"protocol":${PROTOCOL_VERSION}}`),
        400,
      ],
    ];
    for (const [name, response, status] of cases) {
      const { status: got, body } = await answer(await response);
      expect({ name, status: got, body }).toEqual({ name, status, body: { message: expect.any(String) } });
    }
  });

  it("seats a signed-in player with a joinOrCreate as before", async () => {
    const week = await createWeek();
    const { sdk } = await signedIn("seated@example.com");
    const room = await sdk.joinOrCreate(roomNames.week, { weekId: week.id, protocol: PROTOCOL_VERSION });
    expect(room.roomId).toBeTruthy();
    await room.leave();
  });
});

describe("rooms per user", () => {
  it(`are bounded at ${MAX_ROOMS_PER_USER}: one more is refused with 429 until a room is left`, async () => {
    const { id, sdk } = await signedIn("many-tabs@example.com");
    const leagueIds = await publicLeagues(id, MAX_ROOMS_PER_USER + 1);
    const rooms: Room[] = [];
    for (const leagueId of leagueIds.slice(0, MAX_ROOMS_PER_USER))
      rooms.push(await sdk.joinOrCreate(roomNames.league, { leagueId, protocol: PROTOCOL_VERSION }));
    expect(roomsHeldBy(id)).toBe(MAX_ROOMS_PER_USER);
    const last = leagueIds[MAX_ROOMS_PER_USER]!;
    await expect(
      sdk.joinOrCreate(roomNames.league, { leagueId: last, protocol: PROTOCOL_VERSION }),
    ).rejects.toMatchObject({ code: 429, message: TOO_MANY_ROOMS_MESSAGE });
    // A room already held is no new room, and an unknown league is still a 404 rather than a 429.
    const again = await sdk.joinOrCreate(roomNames.league, { leagueId: leagueIds[0]!, protocol: PROTOCOL_VERSION });
    expect(again.roomId).toBe(rooms[0]!.roomId);
    await expect(
      sdk.joinOrCreate(roomNames.league, { leagueId: UNKNOWN, protocol: PROTOCOL_VERSION }),
    ).rejects.toMatchObject({ code: 404 });

    await rooms[1]!.leave();
    await expect.poll(() => roomsHeldBy(id)).toBe(MAX_ROOMS_PER_USER - 1);
    const freed = await sdk.joinOrCreate(roomNames.league, { leagueId: last, protocol: PROTOCOL_VERSION });
    await Promise.all([...rooms.filter((_, i) => i !== 1), again, freed].map((room) => room.leave()));
    await expect.poll(() => roomsHeldBy(id)).toBe(0);
  });

  it("count seats reserved over HTTP and never connected, so a script cannot pile up rooms without sockets", async () => {
    const { id, cookie } = await signedIn("scripted@example.com");
    const leagueIds = await publicLeagues(id, MAX_ROOMS_PER_USER + 1);
    const join = (leagueId: string) =>
      post("/matchmake/joinOrCreate/league", cookie, JSON.stringify({ leagueId, protocol: PROTOCOL_VERSION }));
    for (const leagueId of leagueIds.slice(0, MAX_ROOMS_PER_USER)) expect((await join(leagueId)).status).toBe(200);
    const refused = await answer(await join(leagueIds[MAX_ROOMS_PER_USER]!));
    expect(refused).toEqual({ status: 429, body: { message: TOO_MANY_ROOMS_MESSAGE } });
    // Another user is not held back by this one.
    const other = await signedIn("other@example.com");
    expect(
      (
        await post(
          "/matchmake/joinOrCreate/league",
          other.cookie,
          JSON.stringify({ leagueId: leagueIds[0], protocol: PROTOCOL_VERSION }),
        )
      ).status,
    ).toBe(200);
  });
});
