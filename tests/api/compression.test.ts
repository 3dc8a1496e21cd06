import { describe, expect, it } from "vitest";
import { createGame, createWeek, playerClient } from "../support/fixtures.ts";

describe("compressed API answers", () => {
  it("sends the week's games gzip-compressed to a client that accepts gzip, and as they are to one that does not", async () => {
    const week = await createWeek();
    for (let i = 0; i < 8; i++) await createGame(week.id);
    const player = await playerClient("p1@example.com", "picker");

    const plain = await player.get("/api/weeks/current");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.body.games).toHaveLength(8);

    const path = "/api/weeks/current";
    const response = await player.app.request(`http://localhost${path}`, {
      headers: { cookie: player.cookie, "accept-encoding": "gzip" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const text = await new Response(response.body!.pipeThrough(new DecompressionStream("gzip"))).text();
    expect(JSON.parse(text)).toEqual({ ...plain.body, serverNow: JSON.parse(text).serverNow });
  });
});
