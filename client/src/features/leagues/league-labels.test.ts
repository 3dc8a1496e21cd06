import { describe, expect, it } from "vitest";
import { formatLeagueDate, leagueSharePath, memberCountText } from "./league-labels";

describe("the league share link", () => {
  it("is the invite link with the join code for a private league", () => {
    expect(leagueSharePath({ visibility: "private", joinCode: "ABCD2345EF", slug: "office" })).toBe(
      "/leagues/join/ABCD2345EF",
    );
  });

  it("is the vanity link for a public league, even when its members can see a join code", () => {
    expect(leagueSharePath({ visibility: "public", joinCode: "ABCD2345EF", slug: "office" })).toBe("/l/office");
  });

  it("is the vanity link for a private league whose code the viewer cannot see", () => {
    expect(leagueSharePath({ visibility: "private", joinCode: null, slug: "office" })).toBe("/l/office");
  });
});

describe("league labels", () => {
  it("count members in the singular and plural", () => {
    expect(memberCountText(1)).toBe("1 member");
    expect(memberCountText(12)).toBe("12 members");
  });

  it("show a created date on the Central calendar", () => {
    expect(formatLeagueDate("2024-11-24T03:30:00.000Z")).toBe("Nov 23, 2024");
  });
});
