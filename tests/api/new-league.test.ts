import { describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import type { TestClient } from "../support/client.ts";
import { createGame, createWeek, playerClient } from "../support/fixtures.ts";
import { insertQuestions, play } from "../support/trivia.ts";

const NOON_CT = "2024-11-20T18:00:00.000Z";
/** Saturday of week 13, 10:30 CT: Friday night's game has kicked off, Saturday's are to come. */
const SATURDAY_MORNING = "2024-11-23T16:30:00.000Z";

let pools = 0;

async function created(owner: TestClient, body: Record<string, unknown>) {
  const response = await owner.post("/api/leagues", { name: `New Pool ${++pools}`, ...body });
  expect(response.status).toBe(201);
  return response.body as { id: string; leagueType: string; joinCode: string };
}

describe("a new league's type (decision 056)", () => {
  it("is both for a league on the site's picks, and picks only for every pool with a card of its own", async () => {
    const owner = await playerClient("owner@example.com", "owner_one");
    expect((await created(owner, {})).leagueType).toBe("both");
    const cardFormats = [
      { confidence: true },
      { pickMode: "spread" },
      { slate: "ranked" },
      { slate: "selected" },
      { slate: "postseason", confidence: true },
      { deadline: "first_kickoff" },
      { tiebreaker: true },
      { format: "survivor" },
    ];
    for (const format of cardFormats) {
      expect({ format, type: (await created(owner, format)).leagueType }).toEqual({ format, type: "picks_only" });
    }
  });

  it("is the one the owner names, card format or not", async () => {
    const owner = await playerClient("owner@example.com", "owner_one");
    expect((await created(owner, { pickMode: "spread", confidence: true, leagueType: "both" })).leagueType).toBe(
      "both",
    );
    expect((await created(owner, { confidence: true, leagueType: "trivia_only" })).leagueType).toBe("trivia_only");
    expect((await created(owner, { leagueType: "picks_only" })).leagueType).toBe("picks_only");
    const bad = await owner.post("/api/leagues", { name: "Bad Pool", confidence: true, leagueType: "poker" });
    expect(bad).toMatchObject({
      status: 400,
      body: { message: "League type must be both, picks_only or trivia_only" },
    });
  });

  it("keeps the day's global trivia out of a confidence pool's standings unless the owner asks for it", async () => {
    clock.startAt(NOON_CT);
    await createWeek();
    const questions = await insertQuestions(3);
    const owner = await playerClient("owner@example.com", "owner_one");
    const pool = await created(owner, { confidence: true, pickMode: "spread" });
    const withTrivia = await created(owner, { confidence: true, pickMode: "spread", leagueType: "both" });
    const day = (await owner.get("/api/trivia/daily")).body.globalTrivia.questions as { id: string }[];
    expect(day).toHaveLength(3);
    // The day's draw decides the order they are asked in.
    const first = questions.find((q) => q.id === day[0]!.id)!;
    expect((await play(owner, first, true)).body).toMatchObject({ isCorrect: true, pointsAwarded: 1 });

    const season = async (leagueId: string) =>
      ((await owner.get(`/api/leagues/${leagueId}/standings/season`)).body as { totalPoints: number }[])[0]
        ?.totalPoints;
    expect(await season(pool.id)).toBe(0);
    expect(await season(withTrivia.id)).toBe(1);
  });
});

/** Week 13 on Saturday morning: Friday night's game has kicked off, two games are still to come. */
async function saturdayWeek() {
  clock.startAt(SATURDAY_MORNING);
  const week = await createWeek();
  const friday = await createGame(week.id, {
    kickoffISO: new Date("2024-11-23T01:00:00Z"),
    homeTeam: "Utah",
    awayTeam: "Iowa State",
  });
  const saturday = await createGame(week.id, { kickoffISO: new Date("2024-11-23T17:00:00Z") });
  const night = await createGame(week.id, {
    kickoffISO: new Date("2024-11-24T01:30:00Z"),
    homeTeam: "Oregon",
    awayTeam: "Washington",
  });
  return { week, friday, saturday, night };
}

describe("a new league's first week (decision 056)", () => {
  it("with first_kickoff, created once the week's first game has kicked off, is the next week: nothing of this one to pick", async () => {
    const { week, saturday } = await saturdayWeek();
    const owner = await playerClient("owner@example.com", "owner_one");
    const pool = await created(owner, { confidence: true, deadline: "first_kickoff" });
    const card = `/api/leagues/${pool.id}/card`;

    const now = await owner.get(card);
    expect(now.status).toBe(200);
    expect(now.body).toMatchObject({ weekId: week.id, firstWeek: "Week 14", games: [], tiebreaker: null });
    const save = await owner.put(card, {
      weekId: week.id,
      picks: [{ gameId: saturday.id, winner: "HOME", confidence: 1 }],
    });
    expect(save).toMatchObject({
      status: 409,
      body: { message: "This league starts with Week 14: this week's games had started when it was created" },
    });

    // Sunday: week 14, the pool's first, has every game open.
    clock.startAt("2024-11-24T15:00:00.000Z");
    const next = await createWeek({
      week: 14,
      label: "Week 14",
      isCurrent: false,
      startDate: new Date("2024-11-24T06:00:00Z"),
      endDate: new Date("2024-12-01T05:59:59.999Z"),
    });
    const first = await createGame(next.id, { kickoffISO: new Date("2024-11-30T17:00:00Z") });
    const second = await createGame(next.id, { kickoffISO: new Date("2024-11-30T20:30:00Z"), homeTeam: "Texas" });
    const nextCard = await owner.get(`${card}?weekId=${next.id}`);
    expect(nextCard.body).toMatchObject({ weekId: next.id, firstWeek: null });
    expect(nextCard.body.games.map((g: { id: string; locked: boolean }) => [g.id, g.locked])).toEqual([
      [first.id, false],
      [second.id, false],
    ]);
    const saved = await owner.put(card, {
      weekId: next.id,
      picks: [
        { gameId: first.id, winner: "HOME", confidence: 2 },
        { gameId: second.id, winner: "AWAY", confidence: 1 },
      ],
    });
    expect(saved.status).toBe(200);
    // The week before stays not the pool's, now named by the stored week.
    expect((await owner.get(`${card}?weekId=${week.id}`)).body).toMatchObject({ firstWeek: "Week 14", games: [] });
  });

  it("is this week while a game of its slate is still open: each at its kickoff, or first_kickoff before the first", async () => {
    const { week, friday, saturday, night } = await saturdayWeek();
    const owner = await playerClient("owner@example.com", "owner_one");
    const eachGame = await created(owner, { confidence: true });
    const read = await owner.get(`/api/leagues/${eachGame.id}/card`);
    expect(read.body).toMatchObject({ weekId: week.id, firstWeek: null });
    expect(read.body.games.map((g: { id: string; locked: boolean }) => [g.id, g.locked])).toEqual([
      [friday.id, true],
      [saturday.id, false],
      [night.id, false],
    ]);

    // Thursday, before the first kickoff, a first_kickoff pool plays the week.
    clock.startAt("2024-11-21T18:00:00.000Z");
    const early = await created(owner, { confidence: true, deadline: "first_kickoff" });
    const early13 = await owner.get(`/api/leagues/${early.id}/card`);
    expect(early13.body).toMatchObject({ weekId: week.id, firstWeek: null });
    expect(early13.body.games.every((g: { locked: boolean }) => !g.locked)).toBe(true);
  });

  it("on the site's picks is every week: the week page's picks count from the start", async () => {
    await saturdayWeek();
    clock.advance(12 * 3_600_000); // every game of the week has kicked off
    const owner = await playerClient("owner@example.com", "owner_one");
    const onSitePicks = await created(owner, {});
    const read = await owner.get(`/api/leagues/${onSitePicks.id}/card`);
    expect(read.body).toMatchObject({ usesGlobalPicks: true, firstWeek: null });
    expect(read.body.games).toHaveLength(3);
  });
});
