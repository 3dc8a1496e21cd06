import { formatInTimeZone } from "date-fns-tz";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  centralDateString,
  centralWeekRange,
  formatKickoff,
  formatKickoffDay,
  weekBoundaries,
} from "./central-time.ts";

const HOUR = 3_600_000;

describe("formatKickoff", () => {
  it("shows the kickoff in Central Standard Time with a CT suffix", () => {
    expect(formatKickoff(new Date("2025-11-22T17:00:00Z"))).toBe("Sat, Nov 22, 11:00 AM CT");
  });

  it("shows the kickoff in Central Daylight Time with a CT suffix", () => {
    expect(formatKickoff("2025-09-06T23:30:00Z")).toBe("Sat, Sep 6, 6:30 PM CT");
  });

  it('writes every instant as date-fns-tz\'s "EEE, MMM d, h:mm a" in America/Chicago would, midnight and DST changes included', () => {
    const instant = fc.date({
      min: new Date("2020-01-01T00:00:00Z"),
      max: new Date("2035-12-31T23:59:59Z"),
      noInvalidDate: true,
    });
    const aroundChanges = fc
      .constantFrom("2025-03-09T08:00:00Z", "2025-11-02T07:00:00Z", "2025-11-23T06:00:00Z")
      .chain((iso) =>
        fc.integer({ min: -3 * HOUR, max: 3 * HOUR }).map((offset) => new Date(Date.parse(iso) + offset)),
      );
    fc.assert(
      fc.property(fc.oneof(instant, aroundChanges), (date) => {
        expect(formatKickoff(date)).toBe(`${formatInTimeZone(date, "America/Chicago", "EEE, MMM d, h:mm a")} CT`);
      }),
      { numRuns: 2000 },
    );
  });

  it("moves a late UTC evening back to the Central day", () => {
    expect(formatKickoff(new Date("2025-11-23T02:00:00Z"))).toBe("Sat, Nov 22, 8:00 PM CT");
  });

  it("names a kickoff's Central day as formatKickoff does, a late UTC evening on the day before", () => {
    expect(formatKickoffDay("2025-11-23T02:00:00Z")).toBe("Sat");
    expect(formatKickoffDay("2025-11-29T00:30:00Z")).toBe("Fri");
  });
});

describe("centralDateString", () => {
  it("gives every instant's date as date-fns-tz's \"yyyy-MM-dd\" in America/Chicago would", () => {
    const instant = fc.date({
      min: new Date("2020-01-01T00:00:00Z"),
      max: new Date("2035-12-31T23:59:59Z"),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instant, (date) => {
        expect(centralDateString(date)).toBe(formatInTimeZone(date, "America/Chicago", "yyyy-MM-dd"));
      }),
      { numRuns: 2000 },
    );
  });

  it("gives the Central calendar date of an instant", () => {
    expect(centralDateString(new Date("2025-11-23T05:59:59.999Z"))).toBe("2025-11-22");
    expect(centralDateString(new Date("2025-11-23T06:00:00.000Z"))).toBe("2025-11-23");
  });

  it("turns the day at 05:00 UTC during daylight time", () => {
    expect(centralDateString(new Date("2025-07-04T04:59:59Z"))).toBe("2025-07-03");
    expect(centralDateString(new Date("2025-07-04T05:00:00Z"))).toBe("2025-07-04");
  });
});

describe("centralWeekRange", () => {
  it("runs from Sunday midnight to Saturday 23:59:59.999 Central", () => {
    expect(centralWeekRange(new Date("2025-11-19T18:00:00Z"))).toEqual({
      startDate: new Date("2025-11-16T06:00:00.000Z"),
      endDate: new Date("2025-11-23T05:59:59.999Z"),
    });
  });

  it("keeps a Saturday-night Central game in its own week though it is Sunday in UTC", () => {
    const range = centralWeekRange(new Date("2025-11-23T03:00:00Z"));
    expect(range.startDate).toEqual(new Date("2025-11-16T06:00:00.000Z"));
  });

  it("starts a new week at Sunday midnight Central", () => {
    expect(centralWeekRange(new Date("2025-11-23T06:00:00.000Z")).startDate).toEqual(
      new Date("2025-11-23T06:00:00.000Z"),
    );
  });

  it("handles the November daylight-saving change inside the week", () => {
    // DST ends Sunday 2 Nov 2025 at 02:00 CDT: the week starts in CDT and ends in CST (169 hours).
    const range = centralWeekRange(new Date("2025-11-05T12:00:00Z"));
    expect(range.startDate).toEqual(new Date("2025-11-02T05:00:00.000Z"));
    expect(range.endDate).toEqual(new Date("2025-11-09T05:59:59.999Z"));
    expect(range.endDate.getTime() + 1 - range.startDate.getTime()).toBe(169 * HOUR);
  });

  it("handles the March daylight-saving change inside the week", () => {
    // DST starts Sunday 9 Mar 2025 at 02:00 CST: the week starts in CST and ends in CDT (167 hours).
    const range = centralWeekRange(new Date("2025-03-12T12:00:00Z"));
    expect(range.startDate).toEqual(new Date("2025-03-09T06:00:00.000Z"));
    expect(range.endDate).toEqual(new Date("2025-03-16T04:59:59.999Z"));
    expect(range.endDate.getTime() + 1 - range.startDate.getTime()).toBe(167 * HOUR);
  });
});

describe("centralWeekRange properties", () => {
  it("always contains the instant and runs Sunday 00:00 to Saturday 23:59:59.999 Central, back to back", () => {
    const instant = fc.date({
      min: new Date("2000-01-01T00:00:00Z"),
      max: new Date("2060-01-01T00:00:00Z"),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instant, (date) => {
        const { startDate, endDate } = centralWeekRange(date);
        expect(startDate.getTime()).toBeLessThanOrEqual(date.getTime());
        expect(endDate.getTime()).toBeGreaterThanOrEqual(date.getTime());
        expect(formatInTimeZone(startDate, "America/Chicago", "EEE HH:mm:ss.SSS")).toBe("Sun 00:00:00.000");
        expect(formatInTimeZone(endDate, "America/Chicago", "EEE HH:mm:ss.SSS")).toBe("Sat 23:59:59.999");
        expect(centralWeekRange(new Date(endDate.getTime() + 1)).startDate.getTime()).toBe(endDate.getTime() + 1);
      }),
    );
  });
});

describe("weekBoundaries", () => {
  it("runs from the Sunday before the first game to the Saturday after the last", () => {
    const kickoffs = [
      new Date("2025-11-22T17:00:00Z"), // Sat 11:00 CT
      new Date("2025-11-18T00:30:00Z"), // Mon 17 Nov 18:30 CT
      new Date("2025-11-23T03:00:00Z"), // Sat 21:00 CT
    ];
    expect(weekBoundaries(kickoffs)).toEqual({
      startDate: new Date("2025-11-16T06:00:00.000Z"),
      endDate: new Date("2025-11-23T05:59:59.999Z"),
    });
  });

  it("starts on the first game's day when it is a Sunday and ends on the last game's day when it is a Saturday", () => {
    const sunday = new Date("2025-11-16T19:00:00Z");
    const saturday = new Date("2025-11-22T22:00:00Z");
    expect(weekBoundaries([saturday, sunday])).toEqual({
      startDate: new Date("2025-11-16T06:00:00.000Z"),
      endDate: new Date("2025-11-23T05:59:59.999Z"),
    });
  });

  it("spans two Central weeks when the games do", () => {
    const range = weekBoundaries([new Date("2025-11-28T18:00:00Z"), new Date("2025-12-06T18:00:00Z")]);
    expect(range).toEqual({
      startDate: new Date("2025-11-23T06:00:00.000Z"),
      endDate: new Date("2025-12-07T05:59:59.999Z"),
    });
  });

  it("is DST-correct for a game week containing the November change", () => {
    const range = weekBoundaries([new Date("2025-11-01T16:00:00Z"), new Date("2025-11-08T18:00:00Z")]);
    expect(range).toEqual({
      startDate: new Date("2025-10-26T05:00:00.000Z"),
      endDate: new Date("2025-11-09T05:59:59.999Z"),
    });
  });

  it("is DST-correct for a game week containing the March change", () => {
    const range = weekBoundaries([new Date("2025-03-14T23:00:00Z")]);
    expect(range).toEqual({
      startDate: new Date("2025-03-09T06:00:00.000Z"),
      endDate: new Date("2025-03-16T04:59:59.999Z"),
    });
  });

  it("returns null without any readable kickoff", () => {
    expect(weekBoundaries([])).toBeNull();
    expect(weekBoundaries([new Date("nope")])).toBeNull();
  });
});
