import type { SurvivorBoard } from "@shared/contracts/survivor";
import { describe, expect, it } from "vitest";
import { survivorTeamLabel } from "./survivor-team-label";

const game: SurvivorBoard["games"][number] = {
  id: "g1",
  homeTeam: "Alabama",
  awayTeam: "Auburn",
  homeTeamRank: 7,
  awayTeamRank: null,
  // Saturday 2:30 PM Central.
  kickoffISO: "2025-11-29T20:30:00Z",
  neutralSite: false,
  line: -6.5,
  status: "scheduled",
  homeScore: null,
  awayScore: null,
  locksAt: "2025-11-29T20:30:00Z",
  locked: false,
};

describe("survivorTeamLabel", () => {
  it("names the home side with its rank, its opponent, its own line and the day", () => {
    expect(survivorTeamLabel(game, "HOME")).toBe("#7 Alabama vs Auburn · \u22126.5 · Sat");
  });

  it("names the away side as playing at the ranked home team, with the line from its side", () => {
    expect(survivorTeamLabel(game, "AWAY")).toBe("Auburn at #7 Alabama · +6.5 · Sat");
  });

  it("says vs both ways at a neutral site and leaves the line out while the game has none", () => {
    const neutral = { ...game, neutralSite: true, line: null, kickoffISO: "2025-11-29T00:30:00Z" };
    expect(survivorTeamLabel(neutral, "AWAY")).toBe("Auburn vs #7 Alabama · Fri");
  });
});
