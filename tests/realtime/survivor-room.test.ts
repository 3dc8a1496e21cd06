import { describe, expect, it } from "vitest";
import { adminClient, createGame, createWeek } from "../support/fixtures.ts";
import { leagueCast } from "../support/leagues.ts";
import { useStandingsServer, waitFor, watchLeague } from "./league-room.support.ts";

const server = useStandingsServer();

describe("a survivor league's room", () => {
  it("counts the members still alive and shows who fell in which week when a picked game ends, with no pick in its state", async () => {
    const { owner, member, outsider, league, memberId } = await leagueCast("private");
    expect((await owner.patch(`/api/leagues/${league.id}`, { format: "survivor" })).status).toBe(200);
    expect((await outsider.post("/api/leagues/join", { joinCode: league.joinCode })).status).toBe(200);
    const week = await createWeek();
    const first = await createGame(week.id, { homeTeam: "Georgia", awayTeam: "Texas" });
    await createGame(week.id, { homeTeam: "Oregon", awayTeam: "USC" });
    const path = `/api/leagues/${league.id}/survivor`;
    expect((await owner.put(path, { weekId: week.id, team: "Georgia" })).status).toBe(200);
    expect((await member.put(path, { weekId: week.id, team: "Texas" })).status).toBe(200);
    expect((await outsider.put(path, { weekId: week.id, team: "Oregon" })).status).toBe(200);

    const room = await watchLeague(server.url, "owner@example.com", league.id);
    await waitFor(room, () => room.state.format === "survivor" && room.state.survivorAlive === 3);
    const admin = await adminClient();
    expect(
      (await admin.post(`/api/admin/finalize/${first.id}`, { finalHomeScore: 24, finalAwayScore: 10 })).status,
    ).toBe(200);
    await waitFor(room, () => room.state.survivorAlive === 2, 15_000);
    expect(room.state.toJSON().survivor[memberId]).toMatchObject({
      name: "@member_one",
      livesLeft: 0,
      fellWeekId: week.id,
      fellWeekLabel: "Week 13",
    });
    // Oregon has not played: nobody has won yet.
    expect(room.state.survivorWinnerId).toBe("");
    const json = JSON.stringify(room.state.toJSON());
    expect(json).not.toMatch(/Georgia|Texas|Oregon|USC|@example\.com|HOME|AWAY/);
    await room.leave();
  });
});
