import { describe, expect, it } from "vitest";
import { pointsSettingsSchema } from "../contracts/points.ts";
import {
  defaultPointsSettings,
  pointsFieldProblem,
  pointsInputValue,
  resolvePointsSettings,
} from "./points-settings.ts";

describe("points settings", () => {
  it("defaults to the rules' scoring with every bonus enabled", () => {
    expect(defaultPointsSettings).toEqual({
      correctWinner: 1,
      incorrectWinner: 0,
      exactScore: 2,
      correctMargin: 1,
      overUnderCorrect: 1,
      upsetBonus: 2,
      exactScoreEnabled: true,
      correctMarginEnabled: true,
      overUnderEnabled: true,
      upsetBonusEnabled: true,
    });
  });

  it("accepts the defaults as valid settings", () => {
    expect(pointsSettingsSchema.safeParse(defaultPointsSettings).success).toBe(true);
  });

  it("allows a negative incorrect-winner penalty", () => {
    expect(pointsSettingsSchema.safeParse({ ...defaultPointsSettings, incorrectWinner: -2 }).success).toBe(true);
  });

  it("rejects a negative correct-winner value or bonus", () => {
    for (const key of ["correctWinner", "exactScore", "correctMargin", "overUnderCorrect", "upsetBonus"] as const) {
      expect(pointsSettingsSchema.safeParse({ ...defaultPointsSettings, [key]: -1 }).success).toBe(false);
    }
  });

  it("rejects fractional points", () => {
    const result = pointsSettingsSchema.safeParse({ ...defaultPointsSettings, exactScore: 1.5 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Points must be whole numbers");
  });

  it("rejects a missing enable flag", () => {
    const { overUnderEnabled: _omit, ...rest } = defaultPointsSettings;
    expect(pointsSettingsSchema.safeParse(rest).success).toBe(false);
  });

  it("fills missing or invalid stored fields from the defaults", () => {
    expect(resolvePointsSettings({ exactScore: 5, upsetBonus: -3, overUnderEnabled: false })).toEqual({
      ...defaultPointsSettings,
      exactScore: 5,
      overUnderEnabled: false,
    });
  });

  it("returns the defaults when nothing usable is stored", () => {
    expect(resolvePointsSettings(null)).toEqual(defaultPointsSettings);
    expect(resolvePointsSettings("oops")).toEqual(defaultPointsSettings);
    expect(resolvePointsSettings([1, 2])).toEqual(defaultPointsSettings);
  });

  it("reads a points input as an integer and non-numeric input as 0", () => {
    expect(pointsInputValue("3")).toBe(3);
    expect(pointsInputValue("-2")).toBe(-2);
    expect(pointsInputValue(" 7 ")).toBe(7);
    expect(pointsInputValue("3.7")).toBe(3);
    expect(pointsInputValue("")).toBe(0);
    expect(pointsInputValue("abc")).toBe(0);
  });

  it("names a negative correct-winner value or bonus with the server's message instead of raising it to 0", () => {
    for (const key of ["correctWinner", "exactScore", "correctMargin", "overUnderCorrect", "upsetBonus"] as const) {
      expect(pointsFieldProblem(key, "-1")).toBe("Points must be 0 or more");
    }
    expect(pointsFieldProblem("exactScore", "1001")).toBe("Points must be at most 1000");
  });

  it("lets a negative penalty, the bounds themselves and non-numeric input (read as 0) through", () => {
    expect(pointsFieldProblem("incorrectWinner", "-3")).toBeNull();
    expect(pointsFieldProblem("incorrectWinner", "-1001")).toBe("Points must be at least -1000");
    expect(pointsFieldProblem("correctWinner", "0")).toBeNull();
    expect(pointsFieldProblem("upsetBonus", "1000")).toBeNull();
    expect(pointsFieldProblem("correctWinner", "")).toBeNull();
  });

  it("finds a problem exactly when the server would refuse the value", () => {
    for (const raw of ["-5", "-1", "0", "2", "999", "1000", "1001", "x"]) {
      for (const key of ["correctWinner", "incorrectWinner"] as const) {
        const refused = !pointsSettingsSchema.safeParse({ ...defaultPointsSettings, [key]: pointsInputValue(raw) })
          .success;
        expect(pointsFieldProblem(key, raw) !== null).toBe(refused);
      }
    }
  });
});
