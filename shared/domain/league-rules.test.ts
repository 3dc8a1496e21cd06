import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LEAGUE_DEADLINES, LEAGUE_SLATES, PICK_MODES } from "./enums.ts";
import {
  DEFAULT_LEAGUE_FORMAT,
  defaultLeagueType,
  type LeagueRules,
  playsOnGlobalPicks,
  type RuleVersion,
  rulesForWeek,
} from "./league-rules.ts";
import { pointsSettingsArbitrary } from "./points-settings.arbitrary.ts";
import { defaultPointsSettings } from "./points-settings.ts";

const rulesArbitrary: fc.Arbitrary<LeagueRules> = fc.record({
  pickMode: fc.constantFrom(...PICK_MODES),
  confidence: fc.boolean(),
  slate: fc.constantFrom(...LEAGUE_SLATES),
  deadline: fc.constantFrom(...LEAGUE_DEADLINES),
  tiebreaker: fc.boolean(),
  points: pointsSettingsArbitrary(50),
});

const HOUR = 3_600_000;
const BASE = Date.UTC(2024, 10, 23, 17);
/** Versions saved on distinct hours around a Saturday noon kickoff, each with its own first lock. */
const versionsArbitrary = fc
  .uniqueArray(fc.integer({ min: -200, max: 200 }), { minLength: 1, maxLength: 8 })
  .chain((hours) =>
    fc.tuple(
      ...hours.map((hour) =>
        fc.record({
          rules: rulesArbitrary,
          savedAt: fc.constant(new Date(BASE + hour * HOUR)),
          lockHour: fc.option(fc.integer({ min: -200, max: 200 }), { nil: null }),
        }),
      ),
    ),
  );
type Version = RuleVersion & { lockHour: number | null };
const lockOf = (version: Version) => (version.lockHour === null ? null : new Date(BASE + version.lockHour * HOUR));

describe("the rules a league's week is played under", () => {
  it("never change once the week's slate has locked, whatever the owner saves afterwards and whatever its slate", () => {
    fc.assert(
      fc.property(
        versionsArbitrary,
        rulesArbitrary,
        fc.integer({ min: 1, max: 50 }),
        fc.option(fc.integer({ min: -200, max: 300 }), { nil: null }),
        (versions, rules, late, lockHour) => {
          const before = rulesForWeek(versions, lockOf);
          const lock = lockOf(before);
          if (lock === null) return;
          const lastSaved = Math.max(...versions.map((v) => v.savedAt.getTime()));
          const savedAt = new Date(Math.max(lastSaved, lock.getTime()) + late * HOUR);
          expect(rulesForWeek([...versions, { rules, savedAt, lockHour }], lockOf)).toBe(before);
        },
      ),
    );
  });

  it("are the newest version when no version's slate locked before the next was saved", () => {
    fc.assert(
      fc.property(versionsArbitrary, (versions: Version[]) => {
        const inOrder = [...versions].sort((a, b) => a.savedAt.getTime() - b.savedAt.getTime());
        const started = inOrder.slice(0, -1).some((v, i) => {
          const lock = lockOf(v);
          return lock !== null && lock <= inOrder[i + 1]!.savedAt;
        });
        if (!started) expect(rulesForWeek(versions, lockOf)).toBe(inOrder.at(-1));
        else expect(rulesForWeek(versions, lockOf)).not.toBe(inOrder.at(-1));
      }),
    );
  });

  it("take a change saved before the week's first lock, and not one saved at or after it", () => {
    const rules = { ...DEFAULT_LEAGUE_FORMAT, points: defaultPointsSettings };
    const first: Version = { rules, savedAt: new Date(BASE - 100 * HOUR), lockHour: 0 };
    const change: Version = { rules: { ...rules, confidence: true }, savedAt: new Date(BASE - HOUR), lockHour: 0 };
    expect(rulesForWeek([first, change], lockOf)).toBe(change);
    expect(rulesForWeek([first, { ...change, savedAt: new Date(BASE) }], lockOf)).toBe(first);
    // A league created after the week's first kickoff plays it under its only rules.
    const lateStart: Version = { rules, savedAt: new Date(BASE + HOUR), lockHour: 0 };
    expect(rulesForWeek([lateStart], lockOf)).toBe(lateStart);
  });
});

describe("a league plays on its members' global picks", () => {
  it("exactly when every format field is the site's, whatever its points", () => {
    fc.assert(
      fc.property(rulesArbitrary, (rules) => {
        const isDefault =
          rules.pickMode === "straight" &&
          !rules.confidence &&
          rules.slate === "power5" &&
          rules.deadline === "kickoff" &&
          !rules.tiebreaker;
        expect(playsOnGlobalPicks(rules)).toBe(isDefault);
      }),
    );
  });
});

describe("a new league's type without one named (decision 056)", () => {
  it("is picks only for a card of its own or a survivor pool, both on the site's picks", () => {
    fc.assert(
      fc.property(rulesArbitrary, fc.constantFrom("pickem" as const, "survivor" as const), (rules, format) => {
        const cardOfItsOwn = format === "survivor" || !playsOnGlobalPicks(rules);
        expect(defaultLeagueType(rules, format)).toBe(cardOfItsOwn ? "picks_only" : "both");
      }),
    );
    expect(defaultLeagueType(DEFAULT_LEAGUE_FORMAT)).toBe("both");
    expect(defaultLeagueType({ ...DEFAULT_LEAGUE_FORMAT, confidence: true })).toBe("picks_only");
  });
});
