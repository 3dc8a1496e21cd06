import { describe, expect, it } from "vitest";
import { FIELD_2024 } from "../../../shared/domain/bracket.fixtures.ts";
import { playoffRoundOf } from "../../../shared/domain/postseason.ts";
import { fieldFromPostseason } from "./bracket-field.ts";

const FIRST = "College Football Playoff First Round Game Presented by Allstate";
/** The 2024 playoff's first two rounds as CFBD lists them, and the committee's final ranking. */
const GAMES_2024 = [
  { homeTeam: "Notre Dame", awayTeam: "Indiana", notes: FIRST },
  { homeTeam: "Penn State", awayTeam: "SMU", notes: FIRST },
  { homeTeam: "Texas", awayTeam: "Clemson", notes: FIRST },
  { homeTeam: "Ohio State", awayTeam: "Tennessee", notes: FIRST },
  {
    homeTeam: "Boise State",
    awayTeam: "Penn State",
    notes: "College Football Playoff Quarterfinal at the Vrbo Fiesta Bowl",
  },
  {
    homeTeam: "Arizona State",
    awayTeam: "Texas",
    notes: "College Football Playoff Quarterfinal at the Chick-fil-A Peach Bowl",
  },
  {
    homeTeam: "Oregon",
    awayTeam: "Ohio State",
    notes: "College Football Playoff Quarterfinal at the Rose Bowl Presented by Prudential",
  },
  {
    homeTeam: "Georgia",
    awayTeam: "Notre Dame",
    notes: "College Football Playoff Quarterfinal at the Allstate Sugar Bowl",
  },
  { homeTeam: "Alabama", awayTeam: "Michigan", notes: "ReliaQuest Bowl" },
];
const RANKING = [
  "Oregon",
  "Georgia",
  "Texas",
  "Penn State",
  "Notre Dame",
  "Ohio State",
  "Tennessee",
  "Indiana",
  "Boise State",
  "SMU",
  "Alabama",
  "Arizona State",
  "Miami",
  "Ole Miss",
  "South Carolina",
  "Clemson",
];
const rankOf = (team: string) => (RANKING.includes(team) ? RANKING.indexOf(team) + 1 : null);

describe("the playoff field read from the provider", () => {
  it("seeds 2024 as the committee did: conference champions with byes, the first round's hosts 5 to 8", () => {
    const reading = fieldFromPostseason(GAMES_2024, rankOf);
    expect("field" in reading && Object.fromEntries(reading.field)).toEqual(Object.fromEntries(FIELD_2024));
  });

  it("reads the byes from quarterfinals that list only them, as a live provider does before the first round", () => {
    const beforeTheFirstRound = GAMES_2024.map((g) =>
      playoffRoundOf(g.notes) === "quarterfinal" ? { ...g, awayTeam: "TBD" } : g,
    );
    const reading = fieldFromPostseason(beforeTheFirstRound, rankOf);
    expect("field" in reading && reading.field.get(3)).toBe("Boise State");
  });

  it("says what is missing when the games or the ranking fall short", () => {
    expect(fieldFromPostseason(GAMES_2024.slice(1), rankOf)).toEqual({
      problem: "The provider lists 3 first-round games, not 4",
    });
    expect(fieldFromPostseason(GAMES_2024.slice(0, 7), rankOf)).toEqual({
      problem: "The quarterfinals list 3 teams with a bye, not 4",
    });
    expect(
      fieldFromPostseason(GAMES_2024, (team) =>
        team === "Clemson" ? 16 : team === "Boise State" ? null : rankOf(team),
      ),
    ).toEqual({
      problem: "Boise State has no committee ranking",
    });
  });
});
