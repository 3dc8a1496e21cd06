import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatSpread, parseSpread, sameTeamName, spreadFavorite, spreadSentence } from "./spread.ts";

describe("parseSpread", () => {
  it("reads a team and a negative line", () => {
    expect(parseSpread("Georgia -17")).toEqual({ team: "Georgia", points: -17 });
    expect(parseSpread("Iowa State -3.5")).toEqual({ team: "Iowa State", points: -3.5 });
  });

  it("keeps ampersands, parentheses and digits in the team name", () => {
    expect(parseSpread("Texas A&M -3")).toEqual({ team: "Texas A&M", points: -3 });
    expect(parseSpread("Miami (OH) +2.5")).toEqual({ team: "Miami (OH)", points: 2.5 });
    expect(parseSpread("Team 2 -7")).toEqual({ team: "Team 2", points: -7 });
  });

  it("accepts surrounding whitespace and the Unicode minus sign", () => {
    expect(parseSpread("  Ohio State   -10  ")).toEqual({ team: "Ohio State", points: -10 });
    expect(parseSpread("Ohio State \u22127")).toEqual({ team: "Ohio State", points: -7 });
  });

  it("reads a zero line with or without a sign", () => {
    expect(parseSpread("Utah 0")).toEqual({ team: "Utah", points: 0 });
    expect(parseSpread("Utah -0")).toEqual({ team: "Utah", points: 0 });
  });

  it("returns null for text it cannot read", () => {
    for (const bad of [
      null,
      undefined,
      "",
      "   ",
      "-3",
      "Georgia",
      "Georgia 3",
      "Georgia -",
      "Georgia -3.",
      "Georgia-3",
      "PK",
    ]) {
      expect(parseSpread(bad)).toBeNull();
    }
  });
});

describe("sameTeamName", () => {
  it("ignores case and repeated whitespace", () => {
    expect(sameTeamName("Miami  (oh)", " Miami (OH)")).toBe(true);
    expect(sameTeamName("Miami", "Miami (OH)")).toBe(false);
    expect(sameTeamName("", "")).toBe(false);
  });
});

describe("spreadSentence", () => {
  it("says a whole-number spread in points", () => {
    expect(spreadSentence("Georgia -17")).toBe("Georgia is expected to win by 17 points");
    expect(spreadSentence("Georgia -17.0")).toBe("Georgia is expected to win by 17 points");
  });

  it("uses the singular for 1 point", () => {
    expect(spreadSentence("Texas A&M -1")).toBe("Texas A&M is expected to win by 1 point");
  });

  it("says over N points for a fractional spread", () => {
    expect(spreadSentence("Iowa State -3.5")).toBe("Iowa State is expected to win by over 3 points");
    expect(spreadSentence("Iowa State -1.5")).toBe("Iowa State is expected to win by over 1 point");
  });

  it("says under 1 point for a spread below 1", () => {
    expect(spreadSentence("Duke -0.5")).toBe("Duke is expected to win by under 1 point");
  });

  it("gives no text for a zero or unparseable spread", () => {
    expect(spreadSentence("Utah 0")).toBeNull();
    expect(spreadSentence("Utah -0.0")).toBeNull();
    expect(spreadSentence(null)).toBeNull();
    expect(spreadSentence("even")).toBeNull();
  });

  it("gives no text for an underdog line when the opponent is not known", () => {
    expect(spreadSentence("Miami (OH) +2.5")).toBeNull();
  });

  it("names the other team as favourite for an underdog line when the game's teams are given", () => {
    const teams = { homeTeam: "Ohio", awayTeam: "Miami (OH)" };
    expect(spreadSentence("Miami (OH) +2.5", teams)).toBe("Ohio is expected to win by over 2 points");
    expect(spreadSentence("Ohio +7", teams)).toBe("Miami (OH) is expected to win by 7 points");
    expect(spreadSentence("Akron +7", teams)).toBeNull();
  });
});

describe("spreadFavorite", () => {
  it("returns the favoured team and margin", () => {
    expect(spreadFavorite("Georgia -17")).toEqual({ team: "Georgia", margin: 17 });
    expect(spreadFavorite("Utah 0")).toBeNull();
  });
});

describe("formatSpread and parseSpread", () => {
  it("read back what they write: the favourite named with a minus line, a pick'em as 0", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -120, max: 120 }).map((n) => n / 2),
        (spread) => {
          const parsed = parseSpread(formatSpread(spread, "Miami (OH)", "Texas A&M"));
          expect(parsed).toEqual(
            spread === 0
              ? { team: "Miami (OH)", points: 0 }
              : { team: spread < 0 ? "Miami (OH)" : "Texas A&M", points: -Math.abs(spread) },
          );
        },
      ),
    );
  });
});
