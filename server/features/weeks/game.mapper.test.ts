import { describe, expect, it } from "vitest";
import { gameSchema } from "../../../shared/contracts/games.ts";
import type { Game } from "../../db/schema/index.ts";
import { toGameDto } from "./game.mapper.ts";

const row: Game = {
  id: "00000000-0000-4000-8000-000000000001",
  weekId: "00000000-0000-4000-8000-000000000002",
  cfbdId: 401628374,
  homeTeam: "Georgia",
  awayTeam: "Texas",
  homeConference: "SEC",
  awayConference: "SEC",
  powerFive: true,
  kickoffISO: new Date("2024-10-19T23:30:00Z"),
  status: "final",
  homeScore: 15,
  awayScore: 30,
  finalHomeScore: 15,
  finalAwayScore: 30,
  finalizedBy: "sync",
  gradedAt: new Date("2024-10-20T03:00:00Z"),
  figuresWeekId: "w1",
  countedHomeScore: 15,
  countedAwayScore: 30,
  isPopular: true,
  homeTeamRecord: "5-1",
  awayTeamRecord: "6-0",
  overUnder: "56.5",
  spread: "Texas -4",
  homeTeamRank: 5,
  awayTeamRank: 1,
  homeTeamPrimaryColor: "#ba0c2f",
  awayTeamPrimaryColor: "#bf5700",
  homeTeamAbbreviation: "UGA",
  awayTeamAbbreviation: "TEX",
  homeTeamLogo: null,
  awayTeamLogo: null,
  notes: null,
  neutralSite: false,
  details: null,
  updatedAt: new Date(),
};

describe("the game DTO", () => {
  it("carries exactly the contract's fields, so a new column never leaks into the API", () => {
    const withNewColumn = { ...row, internalNote: "admin only" } as Game;
    const dto = toGameDto(withNewColumn);
    expect(gameSchema.strict().parse(dto)).toEqual(dto);
    expect(Object.keys(dto).sort()).toEqual(Object.keys(gameSchema.shape).sort());
    expect(dto.kickoffISO).toBe("2024-10-19T23:30:00.000Z");
  });
});
