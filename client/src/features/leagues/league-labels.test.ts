import type { LeagueInvite } from "@shared/contracts/leagues";
import { DEFAULT_LEAGUE_FORMAT } from "@shared/domain/league-rules";
import { describe, expect, it } from "vitest";
import {
  formatLeagueDate,
  inviteFormatText,
  leagueSharePath,
  memberCountText,
  standingsCountText,
} from "./league-labels";

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

describe("what a league's standings count", () => {
  it("names the type, then how the league's own card scores its picks", () => {
    const site = DEFAULT_LEAGUE_FORMAT;
    expect(standingsCountText({ ...site, leagueType: "both" })).toBe("Picks + daily trivia · week-page picks");
    expect(standingsCountText({ ...site, confidence: true, leagueType: "picks_only" })).toBe(
      "Picks only · confidence points",
    );
    expect(standingsCountText({ ...site, pickMode: "spread", confidence: true, leagueType: "both" })).toBe(
      "Picks + daily trivia · against the spread · confidence points",
    );
    expect(standingsCountText({ ...site, slate: "ranked", leagueType: "picks_only" })).toBe("Picks only");
    expect(standingsCountText({ ...site, confidence: true, leagueType: "trivia_only" })).toBe("Daily trivia only");
  });
});

describe("the invite page's format line", () => {
  const invite: LeagueInvite = {
    id: "l",
    name: "Pool",
    description: null,
    memberCount: 2,
    visibility: "private",
    seasonScope: "full_season",
    isMember: false,
    leagueType: "both",
    format: "pickem",
    lives: 1,
    ...DEFAULT_LEAGUE_FORMAT,
    commissioner: { name: "@jordan", handle: "jordan" },
  };

  it("names the game, what counts and the games of a site-rules league", () => {
    expect(inviteFormatText(invite)).toBe("Pick'em · Picks + daily trivia · week-page picks · Every Power-5 game");
  });

  it("adds the deadline and the tiebreaker of a pool that has them", () => {
    expect(
      inviteFormatText({
        ...invite,
        leagueType: "picks_only",
        confidence: true,
        slate: "ranked",
        deadline: "first_kickoff",
        tiebreaker: true,
      }),
    ).toBe(
      "Pick'em · Picks only · confidence points · Games with a ranked team · locks at the week's first kickoff · tiebreaker",
    );
  });

  it("gives a survivor pool's lives and a trivia league's count alone", () => {
    expect(inviteFormatText({ ...invite, format: "survivor", lives: 2 })).toBe("Survivor pool · Two lives");
    expect(inviteFormatText({ ...invite, leagueType: "trivia_only" })).toBe("Daily trivia only");
  });
});
