import { describe, expect, it } from "vitest";
import { filterTeams } from "./team-search.ts";

const teams = [
  { school: "Georgia", mascot: "Bulldogs" },
  { school: "Mississippi State", mascot: "Bulldogs" },
  { school: "Texas A&M", mascot: "Aggies" },
  { school: "Notre Dame", mascot: null },
];

describe("filterTeams", () => {
  it("matches a substring of the school, ignoring case", () => {
    expect(filterTeams(teams, "GEOR").map((t) => t.school)).toEqual(["Georgia"]);
    expect(filterTeams(teams, "a&m").map((t) => t.school)).toEqual(["Texas A&M"]);
  });

  it("matches a substring of the mascot", () => {
    expect(filterTeams(teams, "dogs").map((t) => t.school)).toEqual(["Georgia", "Mississippi State"]);
  });

  it("handles teams without a mascot", () => {
    expect(filterTeams(teams, "dame").map((t) => t.school)).toEqual(["Notre Dame"]);
  });

  it("keeps every team for a blank query", () => {
    expect(filterTeams(teams, "  ")).toEqual(teams);
  });

  it("trims the query", () => {
    expect(filterTeams(teams, " aggies ").map((t) => t.school)).toEqual(["Texas A&M"]);
  });

  it("returns nothing when no team matches", () => {
    expect(filterTeams(teams, "zzz")).toEqual([]);
  });
});
