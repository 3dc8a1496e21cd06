import { DEFAULT_LEAGUE_FORMAT } from "@shared/domain/league-rules";
import { defaultPointsSettings } from "@shared/domain/points-settings";
import { survivorRulesProblem } from "@shared/domain/survivor";
import { describe, expect, it } from "vitest";
import {
  changedRules,
  draftForGame,
  type FormatDraft,
  formatDraftOf,
  formatInvalid,
  pointsDraftOf,
} from "./league-format-draft";

const league = { ...DEFAULT_LEAGUE_FORMAT, points: defaultPointsSettings };
const untouched = formatDraftOf(league);

const withPoints = (draft: FormatDraft, edit: (points: ReturnType<typeof pointsDraftOf>) => void): FormatDraft => {
  const points = pointsDraftOf(defaultPointsSettings);
  edit(points);
  return { ...draft, points };
};

describe("the rules a pool format save sends", () => {
  it("are none when nothing was changed, so the save adds no version of the rules", () => {
    expect(changedRules(league, untouched)).toEqual({});
  });

  it("are only the fields the owner changed", () => {
    expect(
      changedRules(league, { ...untouched, confidence: true, slate: "ranked", deadline: "first_kickoff" }),
    ).toEqual({ confidence: true, slate: "ranked", deadline: "first_kickoff" });
  });

  it("leave out points that were edited back to what they were", () => {
    const draft = withPoints(untouched, (points) => {
      points.values.correctWinner = ` ${defaultPointsSettings.correctWinner}`;
    });
    expect(changedRules(league, draft)).toEqual({});
  });

  it("carry the whole points object once one of its fields changed, typed text read as integers", () => {
    const draft = withPoints(untouched, (points) => {
      points.values.correctWinner = "3.7";
      points.flags.exactScoreEnabled = !defaultPointsSettings.exactScoreEnabled;
    });
    expect(changedRules(league, draft)).toEqual({
      points: {
        ...defaultPointsSettings,
        correctWinner: 3,
        exactScoreEnabled: !defaultPointsSettings.exactScoreEnabled,
      },
    });
  });

  it("carry edited points on Create League while the site's points are still unknown", () => {
    const draft = withPoints(untouched, () => {});
    expect(changedRules(DEFAULT_LEAGUE_FORMAT, draft)).toEqual({ points: defaultPointsSettings });
  });

  it("carry only the points the format scores by, the others as they were", () => {
    const draft = withPoints(untouched, (points) => {
      points.values.correctWinner = "5";
      points.values.incorrectWinner = "-2";
      points.values.exactScore = "9";
      points.flags.upsetBonusEnabled = false;
    });
    expect(changedRules(league, { ...draft, pickMode: "spread" })).toEqual({
      pickMode: "spread",
      points: { ...defaultPointsSettings, correctWinner: 5 },
    });
    expect(changedRules(league, { ...draft, confidence: true })).toEqual({
      confidence: true,
      points: { ...defaultPointsSettings, incorrectWinner: -2, upsetBonusEnabled: false },
    });
    expect(changedRules(league, { ...draft, pickMode: "spread", confidence: true })).toEqual({
      pickMode: "spread",
      confidence: true,
    });
  });
});

describe("a pool format draft", () => {
  const outOfRange = withPoints(untouched, (points) => {
    points.values.correctWinner = "1001";
  });

  it("is invalid while a points field is out of the contract's bounds", () => {
    expect(formatInvalid(untouched)).toBe(false);
    expect(formatInvalid(outOfRange)).toBe(true);
  });

  it("ignores the points its format does not score by", () => {
    expect(formatInvalid({ ...outOfRange, pickMode: "spread" })).toBe(true); // a cover earns Correct Winner
    expect(formatInvalid({ ...outOfRange, confidence: true })).toBe(false);
    expect(formatInvalid({ ...outOfRange, pickMode: "spread", confidence: true })).toBe(false);
  });
});

describe("a survivor pool's draft", () => {
  const pickem = withPoints(
    {
      ...untouched,
      pickMode: "spread",
      confidence: true,
      tiebreaker: true,
      slate: "postseason",
      deadline: "first_kickoff",
    },
    (points) => {
      points.values.correctWinner = "3";
    },
  );

  it("drops the pick'em-only choices and the postseason card, keeping the deadline, so the server takes it", () => {
    const pool = draftForGame(pickem, "survivor");
    expect(pool).toEqual({ ...untouched, deadline: "first_kickoff" });
    expect(survivorRulesProblem(pool)).toBeNull();
    expect(changedRules(league, pool)).toEqual({ deadline: "first_kickoff" });
  });

  it("keeps a week's slate, and leaves a pick'em draft as it was", () => {
    expect(draftForGame({ ...untouched, slate: "selected" }, "survivor").slate).toBe("selected");
    expect(draftForGame(pickem, "pickem")).toBe(pickem);
  });

  it("turns a pick'em league's confidence and tiebreaker off when it becomes a pool", () => {
    const before = { ...league, confidence: true, tiebreaker: true };
    expect(changedRules(before, draftForGame(formatDraftOf(before), "survivor"))).toEqual({
      confidence: false,
      tiebreaker: false,
    });
  });
});
