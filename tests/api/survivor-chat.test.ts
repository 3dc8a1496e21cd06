import { describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { finalizeGame } from "../../server/features/grading/finalize.service.ts";
import { announceSurvivorEliminations } from "../../server/features/league-chat/survivor-lines.service.ts";
import { createGame, createWeek } from "../support/fixtures.ts";
import { leagueCast } from "../support/leagues.ts";

const HOUR = 3_600_000;

describe("a survivor pool's chat", () => {
  it("says who fell out once their week is decided, and only once", async () => {
    const { owner, member, league } = await leagueCast("private");
    expect((await owner.patch(`/api/leagues/${league.id}`, { format: "survivor" })).status).toBe(200);
    const week = await createWeek();
    const now = clock.now().getTime();
    const early = await createGame(week.id, {
      kickoffISO: new Date(now + HOUR),
      homeTeam: "Georgia",
      awayTeam: "Texas",
    });
    const late = await createGame(week.id, {
      kickoffISO: new Date(now + 2 * HOUR),
      homeTeam: "Ohio State",
      awayTeam: "Michigan",
    });
    const path = `/api/leagues/${league.id}/survivor`;
    expect((await member.put(path, { weekId: week.id, team: "Texas" })).status).toBe(200);
    expect((await owner.put(path, { weekId: week.id, team: "Ohio State" })).status).toBe(200);
    const chatLines = async () =>
      ((await owner.get(`/api/leagues/${league.id}/chat`)).body.lines as { kind: string }[]).filter(
        (line) => line.kind === "survivor_eliminated",
      );

    // Texas loses, but the owner's game is still to play: both could yet be out, and the all-out rule spare them.
    clock.startAt(new Date(now + 4 * HOUR).toISOString());
    await finalizeGame(early.id, { finalHomeScore: 30, finalAwayScore: 15 });
    expect(await announceSurvivorEliminations()).toBe(0);
    expect(await chatLines()).toEqual([]);

    await finalizeGame(late.id, { finalHomeScore: 20, finalAwayScore: 13 });
    expect(await announceSurvivorEliminations()).toBe(1);
    expect(await announceSurvivorEliminations()).toBe(0);
    const lines = await chatLines();
    expect(lines).toMatchObject([
      { kind: "survivor_eliminated", weekId: week.id, weekLabel: "Week 13", members: [{ name: "@member_one" }] },
    ]);
  });
});
