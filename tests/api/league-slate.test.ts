import { describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { finalizeGame } from "../../server/features/grading/finalize.service.ts";
import { createGame, createWeek } from "../support/fixtures.ts";
import { leagueCast } from "../support/leagues.ts";

const HOUR = 3_600_000;

async function selectedLeague() {
  const cast = await leagueCast("private");
  const switched = await cast.owner.patch(`/api/leagues/${cast.league.id}`, { slate: "selected" });
  expect(switched.status).toBe(200);
  const week = await createWeek();
  const later = await createGame(week.id, { kickoffISO: new Date(clock.now().getTime() + 3 * HOUR) });
  const sooner = await createGame(week.id, {
    kickoffISO: new Date(clock.now().getTime() + HOUR),
    homeTeam: "Ohio State",
  });
  return { ...cast, week, later, sooner, slatePath: `/api/leagues/${cast.league.id}/slate` };
}

describe("an owner's selected slate", () => {
  it("offers any FBS game of the week, which the site's week page and picks leave out, and grades it in the league", async () => {
    const { owner, member, week, sooner, league, slatePath } = await selectedLeague();
    const other = await createGame(week.id, {
      kickoffISO: new Date(clock.now().getTime() + 2 * HOUR),
      homeTeam: "Boise State",
      awayTeam: "UNLV",
      homeConference: "Mountain West",
      awayConference: "Mountain West",
      powerFive: false,
    });
    const offered = (await owner.get(`${slatePath}?weekId=${week.id}`)).body.choices as {
      id: string;
      powerFive: boolean;
    }[];
    expect(offered.map((g) => [g.id, g.powerFive])).toEqual([
      [sooner.id, true],
      [other.id, false],
      [expect.any(String), true],
    ]);
    // The site's game stays Power-5: not on the week page, not open to a week pick.
    const weekPage = await member.get("/api/weeks/current");
    expect(weekPage.status).toBe(200);
    expect(weekPage.body.games.map((g: { id: string }) => g.id)).not.toContain(other.id);
    const sitePick = await member.post("/api/picks", { gameId: other.id, winner: "HOME" });
    expect({ status: sitePick.status, body: sitePick.body }).toEqual({
      status: 404,
      body: { message: "Game not found" },
    });

    expect((await owner.put(slatePath, { weekId: week.id, gameIds: [other.id] })).status).toBe(200);
    const card = await member.get(`/api/leagues/${league.id}/card?weekId=${week.id}`);
    expect(card.body.games.map((g: { id: string }) => g.id)).toEqual([other.id]);
    const saved = await member.put(`/api/leagues/${league.id}/card`, {
      weekId: week.id,
      picks: [{ gameId: other.id, winner: "HOME" }],
    });
    expect(saved.status).toBe(200);
    clock.advance(3 * HOUR);
    await finalizeGame(other.id, { finalHomeScore: 35, finalAwayScore: 21 });
    const standings = await member.get(`/api/leagues/${league.id}/standings/week/${week.id}`);
    expect(standings.body.find((e: { handle: string }) => e.handle === "member_one")?.points).toBeGreaterThan(0);
  });

  it("is set by the owner and seen at once by members, in kickoff order; outsiders of a private league get its 404", async () => {
    const { owner, member, outsider, week, later, sooner, slatePath } = await selectedLeague();
    const empty = await member.get(`${slatePath}?weekId=${week.id}`);
    expect(empty.body).toMatchObject({ weekId: week.id, gameIds: [], setAt: null });
    expect(empty.body.choices.map((g: { id: string }) => g.id)).toEqual([sooner.id, later.id]);

    const saved = await owner.put(slatePath, { weekId: week.id, gameIds: [later.id, sooner.id] });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      weekId: week.id,
      gameIds: [sooner.id, later.id],
      setAt: expect.any(String),
      choices: empty.body.choices,
    });
    expect((await member.get(`${slatePath}?weekId=${week.id}`)).body).toEqual(saved.body);
    expect((await outsider.get(`${slatePath}?weekId=${week.id}`)).status).toBe(404);

    const replaced = await owner.put(slatePath, { weekId: week.id, gameIds: [later.id] });
    expect(replaced.body.gameIds).toEqual([later.id]);
  });

  it("refuses a bad slate with a message naming the game or the bound, and writes nothing of it", async () => {
    const { owner, member, week, later, sooner, slatePath } = await selectedLeague();
    expect((await owner.put(slatePath, { weekId: week.id, gameIds: [later.id] })).status).toBe(200);
    const otherWeek = await createWeek({ week: 14, label: "Week 14", isCurrent: false });
    const elsewhere = await createGame(otherWeek.id);
    const started = await createGame(week.id, {
      kickoffISO: new Date(clock.now().getTime() - HOUR),
      homeTeam: "Michigan",
      awayTeam: "Iowa",
    });
    const cases: [unknown, number, string][] = [
      [{ weekId: week.id, gameIds: [] }, 400, "Choose at least 1 game"],
      [{ weekId: week.id, gameIds: Array.from({ length: 31 }, () => sooner.id) }, 400, "Choose at most 30 games"],
      [{ weekId: week.id, gameIds: [sooner.id, sooner.id] }, 400, `Game ${sooner.id} is listed twice`],
      [{ weekId: week.id, gameIds: [sooner.id, elsewhere.id] }, 400, `Game ${elsewhere.id} is not a game of this week`],
      [{ weekId: week.id, gameIds: [sooner.id, started.id] }, 409, "Iowa at Michigan has already kicked off"],
    ];
    for (const [body, status, message] of cases) {
      const response = await owner.put(slatePath, body);
      expect({ status: response.status, body: response.body }).toEqual({ status, body: { message } });
    }
    expect((await member.put(slatePath, { weekId: week.id, gameIds: [sooner.id] })).status).toBe(403);
    expect((await member.get(`${slatePath}?weekId=${week.id}`)).body.gameIds).toEqual([later.id]);
  });

  it("locks when its first game kicks off, by the server clock", async () => {
    const { owner, week, later, sooner, slatePath } = await selectedLeague();
    expect((await owner.put(slatePath, { weekId: week.id, gameIds: [sooner.id, later.id] })).status).toBe(200);
    clock.advance(HOUR);
    const locked = await owner.put(slatePath, { weekId: week.id, gameIds: [later.id] });
    expect(locked.status).toBe(409);
    expect(locked.body).toEqual({ message: "The slate is locked: Texas at Ohio State has kicked off" });
  });

  it("belongs to leagues whose Games rule is selected", async () => {
    const { owner, league } = await leagueCast("public");
    const week = await createWeek();
    const game = await createGame(week.id);
    const response = await owner.put(`/api/leagues/${league.id}/slate`, { weekId: week.id, gameIds: [game.id] });
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/switch Games to selected first/);
  });
});

describe("the owner's Nudge list after a slate is saved", () => {
  it("counts the saved slate's open games and the members still to pick, an hour before its first kickoff", async () => {
    const { owner, week, sooner, later, league, slatePath } = await selectedLeague();
    const before = await owner.get(`/api/leagues/${league.id}/missing-cards`);
    expect(before.body).toEqual({ weekId: week.id, nextLockAt: null, missing: [] });
    expect((await owner.put(slatePath, { weekId: week.id, gameIds: [later.id, sooner.id] })).status).toBe(200);
    const after = await owner.get(`/api/leagues/${league.id}/missing-cards`);
    expect(after.status).toBe(200);
    expect(after.body.nextLockAt).toBe(sooner.kickoffISO.toISOString());
    expect(after.body.missing.map((m: { handle: string }) => m.handle)).toEqual(["owner_one", "member_one"]);
  });
});
