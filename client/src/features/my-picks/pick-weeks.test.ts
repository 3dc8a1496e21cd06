import type { MyPickDto } from "@shared/contracts/games";
import { describe, expect, it } from "vitest";
import { filterWeeks, groupByWeek } from "./pick-weeks";

let cfbdId = 1;
const pick = (weekId: string, label: string, kickoffISO: string, season = 2024) =>
  ({
    id: `pick-${cfbdId}`,
    week: { id: weekId, label, season },
    game: { kickoffISO, cfbdId: cfbdId++ },
  }) as unknown as MyPickDto;

describe("My Picks by week", () => {
  it("orders the picks by kickoff and groups them by week, weeks in the order of their first game", () => {
    const sat = pick("w13", "Week 13", "2024-11-23T17:00:00Z");
    const fri = pick("w13", "Week 13", "2024-11-22T23:00:00Z");
    const prior = pick("w12", "Week 12", "2024-11-16T17:00:00Z");
    const weeks = groupByWeek([sat, prior, fri]);
    expect(weeks.map((w) => w.label)).toEqual(["Week 12", "Week 13"]);
    expect(weeks[1]!.picks).toEqual([fri, sat]);
  });

  it("names the season when the picks span two, so their weeks stay apart", () => {
    const weeks = groupByWeek([
      pick("a", "Week 1", "2023-09-02T17:00:00Z", 2023),
      pick("b", "Week 1", "2024-08-31T17:00:00Z"),
    ]);
    expect(weeks.map((w) => w.label)).toEqual(["2023 Week 1", "2024 Week 1"]);
  });

  it("keeps only the chosen week, and every week with none chosen or one no longer there", () => {
    const weeks = groupByWeek([
      pick("w12", "Week 12", "2024-11-16T17:00:00Z"),
      pick("w13", "Week 13", "2024-11-23T17:00:00Z"),
    ]);
    expect(filterWeeks(weeks, "w13").map((w) => w.id)).toEqual(["w13"]);
    expect(filterWeeks(weeks, null)).toEqual(weeks);
    expect(filterWeeks(weeks, "gone")).toEqual(weeks);
  });
});
