import { describe, expect, it } from "vitest";
import { choiceProblem, chosenCountText, rankedMatchup, sameChoice, slateLockedBy, withChoice } from "./league-slate";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const game = (n: number, kickoffISO: string, status: "scheduled" | "live" | "final" = "scheduled") => ({
  id: id(n),
  status,
  kickoffISO,
});
const NOW = new Date("2024-11-23T18:00:00Z");
const week = [
  game(1, "2024-11-22T23:00:00Z", "final"),
  game(2, "2024-11-23T17:00:00Z", "live"),
  game(3, "2024-11-23T20:30:00Z"),
  game(4, "2024-11-24T00:30:00Z"),
];

describe("a selected slate's lock", () => {
  it("is open while none of the saved games has kicked off, even when other games of the week have", () => {
    expect(slateLockedBy(week, [id(3), id(4)], NOW)).toBeNull();
  });

  it("is the first saved game to have kicked off", () => {
    expect(slateLockedBy(week, [id(4), id(2), id(1)], NOW)).toBe(week[0]);
  });

  it("comes at the kickoff instant, by the clock it is given", () => {
    expect(slateLockedBy(week, [id(3)], new Date("2024-11-23T20:29:59.999Z"))).toBeNull();
    expect(slateLockedBy(week, [id(3)], new Date("2024-11-23T20:30:00Z"))).toBe(week[2]);
  });

  it("is open for a slate not set yet", () => {
    expect(slateLockedBy(week, [], NOW)).toBeNull();
  });
});

describe("the owner's choice", () => {
  it("keeps the week's kickoff order whatever order the boxes are ticked in", () => {
    const ticked = withChoice(week, withChoice(week, [], id(4), true), id(2), true);
    expect(ticked).toEqual([id(2), id(4)]);
    expect(withChoice(week, ticked, id(4), false)).toEqual([id(2)]);
  });

  it("cannot be saved empty or above 30 games, with the server's words", () => {
    expect(choiceProblem([])).toBe("Choose at least 1 game");
    expect(choiceProblem(Array.from({ length: 31 }, (_, n) => id(n)))).toBe("Choose at most 30 games");
    expect(choiceProblem([id(1)])).toBeNull();
    expect(choiceProblem(Array.from({ length: 30 }, (_, n) => id(n)))).toBeNull();
  });

  it("is unchanged when it holds the saved games in any order", () => {
    expect(sameChoice([id(1), id(2)], [id(2), id(1)])).toBe(true);
    expect(sameChoice([id(1)], [id(1), id(2)])).toBe(false);
    expect(sameChoice([id(1), id(3)], [id(1), id(2)])).toBe(false);
  });

  it("is counted against the 30 a slate may hold", () => {
    expect(chosenCountText(2)).toBe("2 of 30 chosen");
  });
});

describe("a game's matchup", () => {
  it("names the away team first, each with its rank when it has one", () => {
    const teams = { awayTeam: "Ole Miss", homeTeam: "Florida", awayTeamRank: 9, homeTeamRank: null };
    expect(rankedMatchup(teams)).toBe("#9 Ole Miss at Florida");
    expect(rankedMatchup({ ...teams, awayTeamRank: null, homeTeamRank: 1 })).toBe("Ole Miss at #1 Florida");
  });
});
