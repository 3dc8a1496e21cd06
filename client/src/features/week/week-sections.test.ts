import type { Side } from "@shared/domain/enums";
import { describe, expect, it } from "vitest";
import { finalKey, finalResult, gameView } from "./game-view";
import { game } from "./week.fixtures";
import { conferencesOf, gamePhase, weekSections } from "./week-sections";

/** Friday evening before every game of the fixtures' Saturday. */
const beforeAll = { now: new Date("2024-11-22T23:00:00Z") };

describe("week sections", () => {
  const georgia = game({ homeTeam: "Georgia", awayTeam: "UMass", awayConference: "FBS Independents" });
  const popular = game({ isPopular: true, homeConference: "Big Ten", awayConference: "Big Ten" });
  const acc = game({ homeConference: "ACC", awayConference: "ACC" });
  const games = [acc, popular, georgia];

  it("offers only the conferences present in the week", () => {
    expect(conferencesOf(games)).toEqual(["ACC", "Big Ten", "FBS Independents", "SEC"]);
  });

  it("puts the favourite team's game first, then popular and the rest, each once", () => {
    const sections = weekSections(games, "georgia", [], beforeAll);
    expect(sections.yourTeam).toBe(georgia);
    expect(sections.popular).toEqual([popular]);
    expect(sections.others).toEqual([acc]);
    expect(sections.noMatches).toBe(false);
    expect(weekSections(games, null, [], beforeAll).others).toEqual([georgia, acc]);
  });

  it("filters by any selected conference and reports no matches", () => {
    expect(weekSections(games, null, ["ACC", "Big Ten"], beforeAll).popular).toEqual([popular]);
    expect(weekSections(games, null, ["ACC"], beforeAll).others).toEqual([acc]);
    const none = weekSections(games, "Georgia", ["FBS Independents"], beforeAll);
    expect(none.yourTeam).toBe(georgia);
    expect(none.noMatches).toBe(true);
  });

  it("puts games under way first, then open games, then finals, each by kickoff, in every section", () => {
    const at = (hour: number) => `2024-11-23T${String(hour).padStart(2, "0")}:00:00.000Z`;
    const final = game({ status: "final", kickoffISO: at(12), finalHomeScore: 20, finalAwayScore: 10 });
    const live = game({ status: "live", kickoffISO: at(15) });
    const kickedOff = game({ status: "scheduled", kickoffISO: at(16) }); // locked, sync has not seen it start
    const late = game({ kickoffISO: at(21) });
    const early = game({ kickoffISO: at(18) });
    const popularFinal = game({ status: "final", isPopular: true, kickoffISO: at(11) });
    const popularOpen = game({ isPopular: true, kickoffISO: at(23) });
    const all = [final, live, kickedOff, late, early, popularFinal, popularOpen];
    const sections = weekSections(all, null, [], { now: new Date(at(17)) });
    expect(sections.others).toEqual([live, kickedOff, early, late, final]);
    expect(sections.popular).toEqual([popularOpen, popularFinal]);
    const later = weekSections(all, null, [], { now: new Date(at(19)) });
    expect(later.others).toEqual([live, kickedOff, early, late, final]);
  });

  it("takes status and the popular flag from the week room over the REST answer", () => {
    const first = game({ kickoffISO: "2024-11-23T18:00:00.000Z" });
    const second = game({ kickoffISO: "2024-11-23T19:00:00.000Z" });
    const sections = weekSections([first, second], null, [], {
      now: new Date("2024-11-23T17:00:00Z"),
      live: {
        [first.id]: { status: "final", isPopular: false },
        [second.id]: { status: "scheduled", isPopular: true },
      },
    });
    expect(sections.popular).toEqual([second]);
    expect(sections.others).toEqual([first]);
  });

  it("names a game's phase: open until kickoff while scheduled, live once locked, final", () => {
    const kickoffISO = "2024-11-23T18:00:00.000Z";
    expect(gamePhase({ status: "scheduled", kickoffISO }, new Date("2024-11-23T17:59:59Z"))).toBe("open");
    expect(gamePhase({ status: "scheduled", kickoffISO }, new Date(kickoffISO))).toBe("live");
    expect(gamePhase({ status: "live", kickoffISO }, new Date("2024-11-23T17:00:00Z"))).toBe("live");
    expect(gamePhase({ status: "final", kickoffISO }, new Date("2024-11-23T17:00:00Z"))).toBe("final");
  });
});

describe("game view", () => {
  it("prefers live values over REST values", () => {
    const g = game({ status: "scheduled" });
    expect(gameView(g, undefined)).toMatchObject({ status: "scheduled", score: null, awayPercent: 40 });
    const live = {
      status: "live" as const,
      homeScore: 14,
      awayScore: 7,
      hasScore: true,
      isPopular: true,
      homePercent: 30,
      awayPercent: 70,
      totalPicks: 10,
      gradedAt: 0,
      period: 2,
      clock: "04:12",
      possession: "HOME" as const,
      homeLineScores: [14],
      awayLineScores: [7],
      situation: "",
      lastPlay: "",
    };
    expect(gameView(g, live)).toEqual({
      status: "live",
      isPopular: true,
      score: { away: 7, home: 14 },
      awayPercent: 70,
      homePercent: 30,
      totalPicks: 10,
      period: 2,
      clock: "04:12",
      possession: "HOME",
      situation: null,
      lastPlay: null,
      homeLineScores: [14],
      awayLineScores: [7],
    });
  });

  it("shows the final score from REST when no live score is present", () => {
    const g = game({ status: "final", finalHomeScore: 31, finalAwayScore: 28 });
    expect(gameView(g, undefined).score).toEqual({ away: 28, home: 31 });
  });
});

describe("a final game's result on its card", () => {
  const pick = (winner: Side, amounts: number[] = []) => ({
    id: "p1",
    userId: "u1",
    gameId: "g",
    winner,
    predHomeScore: null,
    predAwayScore: null,
    predOverUnder: null,
    createdAt: "",
    updatedAt: "",
    lockedAt: null,
    pointsTxns: amounts.map((amount) => ({ reason: "Correct winner", amount })),
  });

  it("marks the winner and your result, and your points once REST has the graded pick", () => {
    const final = game({ status: "final", finalHomeScore: 31, finalAwayScore: 10, homeScore: 31, awayScore: 10 });
    expect(finalResult(final, gameView(final, undefined), pick("HOME", [1, 2]))).toEqual({
      winner: "HOME",
      outcome: "correct",
      points: 3,
    });
    expect(finalResult(final, gameView(final, undefined), pick("AWAY", [0]))).toEqual({
      winner: "HOME",
      outcome: "incorrect",
      points: 0,
    });
    expect(finalResult(final, gameView(final, undefined), null)).toEqual({
      winner: "HOME",
      outcome: null,
      points: null,
    });
    expect(finalResult(game(), gameView(game(), undefined), pick("HOME"))).toBeNull();
  });

  it("waits for the refetch before showing points when the room's final score is newer than REST's", () => {
    const rest = game({ status: "live", homeScore: 7, awayScore: 3 });
    const room = {
      status: "final" as const,
      homeScore: 14,
      awayScore: 17,
      hasScore: true,
      isPopular: false,
      homePercent: 50,
      awayPercent: 50,
      totalPicks: 2,
      gradedAt: 0,
      period: 4,
      clock: "",
      possession: "" as const,
      homeLineScores: [7, 0, 0, 7],
      awayLineScores: [3, 7, 7, 0],
      situation: "",
      lastPlay: "",
    };
    expect(finalResult(rest, gameView(rest, room), pick("AWAY"))).toEqual({
      winner: "AWAY",
      outcome: "correct",
      points: null,
    });
    expect(finalKey("final", 14, 17)).toBe("final:14-17");
    expect(finalKey("live", 7, 3)).toBe("live");
  });
});
