import { describe, expect, it } from "vitest";
import { myPickSchema } from "../../shared/contracts/games.ts";
import { createGame, createWeek, playerClient } from "../support/fixtures.ts";

const hours = (n: number) => new Date(Date.now() + n * 3600_000);

describe("GET /api/me/picks", () => {
  it("lists the player's picks in kickoff order, each with its game's week", async () => {
    const week12 = await createWeek({ week: 12, label: "Week 12", isCurrent: false });
    const week13 = await createWeek();
    const late = await createGame(week13.id, { kickoffISO: hours(30) });
    const early = await createGame(week12.id, { kickoffISO: hours(2) });
    const middle = await createGame(week13.id, { kickoffISO: hours(10) });
    const player = await playerClient("mine@example.com", "mine");
    for (const game of [late, early, middle])
      expect((await player.post("/api/picks", { gameId: game.id, winner: "HOME" })).status).toBe(200);

    const body = (await player.get("/api/me/picks")).body;
    expect(body.map((p: { gameId: string }) => p.gameId)).toEqual([early.id, middle.id, late.id]);
    expect(body.map((p: { week: unknown }) => p.week)).toEqual([
      { id: week12.id, label: "Week 12", season: 2024 },
      { id: week13.id, label: "Week 13", season: 2024 },
      { id: week13.id, label: "Week 13", season: 2024 },
    ]);
    for (const pick of body) expect(myPickSchema.safeParse(pick).success).toBe(true);
  });
});
