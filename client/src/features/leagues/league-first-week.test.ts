import type { GameDto, WeekDto } from "@shared/contracts/games";
import { describe, expect, it } from "vitest";
import { firstWeekNote } from "./league-first-week";

const week = { week: 13, label: "Week 13" } as WeekDto;
const game = (kickoffISO: string, rank: number | null = null) =>
  ({ kickoffISO, homeTeamRank: rank, awayTeamRank: null, status: "scheduled" }) as GameDto;
/** Friday night's game has kicked off; Saturday's are to come. */
const games = [game("2024-11-23T01:00:00Z"), game("2024-11-23T17:00:00Z", 5), game("2024-11-24T01:30:00Z")];
const saturday = new Date("2024-11-23T16:30:00Z");

describe("Create League's first week note", () => {
  it("names the next week when the whole slate locked at a first kickoff already past", () => {
    expect(firstWeekNote({ week, games }, { slate: "power5", deadline: "first_kickoff" }, saturday)).toBe(
      "Your first week is Week 14: this week's games have started.",
    );
  });

  it("says nothing while a game of the slate is still open", () => {
    expect(firstWeekNote({ week, games }, { slate: "power5", deadline: "kickoff" }, saturday)).toBeNull();
    expect(firstWeekNote({ week, games }, { slate: "ranked", deadline: "first_kickoff" }, saturday)).toBeNull();
    const thursday = new Date("2024-11-21T18:00:00Z");
    expect(firstWeekNote({ week, games }, { slate: "power5", deadline: "first_kickoff" }, thursday)).toBeNull();
  });

  it("says nothing for games the owner will choose, or without a current week", () => {
    expect(firstWeekNote({ week, games }, { slate: "selected", deadline: "first_kickoff" }, saturday)).toBeNull();
    expect(
      firstWeekNote({ week: null, games: [] }, { slate: "power5", deadline: "first_kickoff" }, saturday),
    ).toBeNull();
  });

  it("calls a week named otherwise than by its number just the next week", () => {
    const championship = { week: 15, label: "Championship Week" } as WeekDto;
    expect(firstWeekNote({ week: championship, games }, { slate: "power5", deadline: "first_kickoff" }, saturday)).toBe(
      "Your first week is next week: this week's games have started.",
    );
  });
});
