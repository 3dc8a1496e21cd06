import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const reads: { resolve: (week: { id: string } | null) => void }[] = [];
vi.mock("../weeks/weeks.service.ts", () => ({
  findCurrentWeek: () => new Promise((resolve) => reads.push({ resolve })),
}));

const { currentWeekId, forgetCurrentWeek } = await import("./current-week.ts");

describe("the current week's id", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    reads.length = 0;
    forgetCurrentWeek();
  });
  afterEach(() => vi.useRealTimers());

  it("is read once for every request that arrives while the read runs", async () => {
    const asked = [currentWeekId(), currentWeekId(), currentWeekId()];
    expect(reads).toHaveLength(1);
    reads[0]!.resolve({ id: "w1" });
    expect(await Promise.all(asked)).toEqual(["w1", "w1", "w1"]);
    expect(await currentWeekId()).toBe("w1");
    expect(reads).toHaveLength(1);
  });

  it("keeps answering the last id while a read after the second runs, then answers the new one", async () => {
    const first = currentWeekId();
    reads[0]!.resolve({ id: "w1" });
    await first;
    vi.advanceTimersByTime(1_001);
    expect(await currentWeekId()).toBe("w1");
    expect(await currentWeekId()).toBe("w1");
    expect(reads).toHaveLength(2);
    reads[1]!.resolve({ id: "w2" });
    await vi.waitFor(async () => expect(await currentWeekId()).toBe("w2"));
  });

  it("waits for a new read after a sync, and keeps nothing read before it", async () => {
    const first = currentWeekId();
    reads[0]!.resolve({ id: "w1" });
    await first;
    vi.advanceTimersByTime(1_001);
    await currentWeekId(); // starts a read that the sync overtakes
    forgetCurrentWeek();
    const after = currentWeekId();
    expect(reads).toHaveLength(3);
    reads[1]!.resolve({ id: "w1" });
    reads[2]!.resolve({ id: "w2" });
    expect(await after).toBe("w2");
    expect(await currentWeekId()).toBe("w2");
  });
});
