import { describe, expect, it } from "vitest";
import { gameTitle, isSiteGame, playoffRoundOf, postseasonWeekRanges, weekLabelOf } from "./postseason.ts";

describe("the site's games", () => {
  it("are the games a Power-5 team plays, bowls and playoff games alike", () => {
    expect(isSiteGame({ homeConference: "Mid-American", awayConference: "Big Ten" })).toBe(true);
    expect(isSiteGame({ homeConference: "FBS Independents", awayConference: "Pac-12" })).toBe(true);
    expect(isSiteGame({ homeConference: "Mid-American", awayConference: "Sun Belt" })).toBe(false);
    expect(isSiteGame({ homeConference: null, awayConference: null })).toBe(false);
  });
});

describe("postseason names", () => {
  it("reads the playoff round from the provider's notes, and a bowl as no round", () => {
    expect(playoffRoundOf("College Football Playoff First Round Game Presented by Allstate")).toBe("first_round");
    expect(playoffRoundOf("College Football Playoff Quarterfinal at the Vrbo Fiesta Bowl")).toBe("quarterfinal");
    expect(playoffRoundOf("College Football Playoff Semifinal at the Capital One Orange Bowl")).toBe("semifinal");
    expect(playoffRoundOf("College Football Playoff National Championship")).toBe("final");
    expect(playoffRoundOf("Cheez-It Citrus Bowl")).toBeNull();
    expect(playoffRoundOf(null)).toBeNull();
  });

  it("titles a card without the sponsor's tail or a reschedule note", () => {
    expect(gameTitle("College Football Playoff Quarterfinal at the Rose Bowl Presented by Prudential")).toBe(
      "College Football Playoff Quarterfinal at the Rose Bowl",
    );
    expect(gameTitle("College Football Playoff Quarterfinal at the Allstate Sugar Bowl - Rescheduled from Jan 1")).toBe(
      "College Football Playoff Quarterfinal at the Allstate Sugar Bowl",
    );
    expect(gameTitle("  ")).toBeNull();
    expect(gameTitle(undefined)).toBeNull();
  });

  it("labels a week by what is played in it", () => {
    const games = (...notes: (string | null)[]) => notes.map((n) => ({ notes: n }));
    expect(weekLabelOf("regular", 14, games(null, null))).toBe("Week 14");
    expect(weekLabelOf("regular", 15, games("SEC Championship", "Dr Pepper Big 12 Championship"))).toBe(
      "Championship Week",
    );
    expect(weekLabelOf("postseason", 2, games("Rate Bowl", "AutoZone Liberty Bowl"))).toBe("Bowl Season");
    expect(
      weekLabelOf(
        "postseason",
        1,
        games("Boca Raton Bowl", "College Football Playoff First Round Game Presented by Allstate"),
      ),
    ).toBe("CFP First Round");
    expect(
      weekLabelOf(
        "postseason",
        3,
        games("Cheez-It Citrus Bowl", "College Football Playoff Quarterfinal at the Rose Bowl"),
      ),
    ).toBe("CFP Quarterfinals");
    expect(weekLabelOf("postseason", 4, games("College Football Playoff Semifinal at the Goodyear Cotton Bowl"))).toBe(
      "CFP Semifinals",
    );
    expect(weekLabelOf("postseason", 5, games("College Football Playoff National Championship"))).toBe(
      "National Championship",
    );
    expect(weekLabelOf("postseason", 1, [])).toBe("Bowl Season");
  });
});

describe("splitting the postseason into Central weeks", () => {
  const game = (iso: string, site = true) => ({ kickoff: new Date(iso), site });
  const iso = (ranges: ReturnType<typeof postseasonWeekRanges>) =>
    ranges.map((r) => [r.startDate.toISOString(), r.endDate.toISOString()]);

  it("cuts at Central Sundays, skips a week without games and joins a week without a site game to the next", () => {
    const ranges = postseasonWeekRanges([
      game("2024-12-15T02:00:00Z", false), // Saturday Dec 14, 20:00 CT: no Power-5 team
      game("2024-12-18T02:00:00Z"),
      game("2024-12-22T01:00:00Z"), // Saturday Dec 21, 19:00 CT
      game("2024-12-22T16:00:00Z"), // Sunday Dec 22: the next week
      game("2025-01-10T00:30:00Z"),
      game("2025-01-21T00:30:00Z"), // Monday Jan 20, 18:30 CT: after an empty week
    ]);
    expect(iso(ranges)).toEqual([
      ["2024-12-08T06:00:00.000Z", "2024-12-22T05:59:59.999Z"],
      ["2024-12-22T06:00:00.000Z", "2024-12-29T05:59:59.999Z"],
      ["2025-01-05T06:00:00.000Z", "2025-01-12T05:59:59.999Z"],
      ["2025-01-19T06:00:00.000Z", "2025-01-26T05:59:59.999Z"],
    ]);
  });

  it("joins a last week without a site game to the week before, and answers nothing without games", () => {
    const ranges = postseasonWeekRanges([game("2024-12-18T02:00:00Z"), game("2025-01-04T16:00:00Z", false)]);
    expect(iso(ranges)).toEqual([["2024-12-15T06:00:00.000Z", "2025-01-05T05:59:59.999Z"]]);
    expect(postseasonWeekRanges([game("2024-12-18T02:00:00Z", false)])).toHaveLength(1);
    expect(postseasonWeekRanges([])).toEqual([]);
  });
});
