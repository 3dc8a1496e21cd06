import { describe, expect, it, vi } from "vitest";
import { coalesce } from "./coalesce.ts";

describe("coalesce", () => {
  it("runs once for a burst of triggers inside its window", async () => {
    vi.useFakeTimers();
    const run = vi.fn(async () => {});
    const trigger = coalesce(run, 100);
    trigger();
    trigger();
    trigger();
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it("runs once more after a run when a trigger arrived while it was under way", async () => {
    vi.useFakeTimers();
    let finish: () => void = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const trigger = coalesce(run, 100);
    trigger();
    await vi.advanceTimersByTimeAsync(100);
    trigger();
    trigger();
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(2);
    finish();
    await vi.advanceTimersByTimeAsync(500);
    expect(run).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
