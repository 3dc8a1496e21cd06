import { describe, expect, it } from "vitest";
import { ChangeReads } from "./change-reads.ts";

describe("ChangeReads", () => {
  it("reads first, then only after a change", () => {
    const reads = new ChangeReads();
    expect(reads.begin()?.()).toBe(true);
    expect(reads.begin()).toBeNull();
    reads.changed();
    expect(reads.begin()?.()).toBe(true);
  });

  it("drops a read a change overtook, and the read after it is shown", () => {
    const reads = new ChangeReads();
    const overtaken = reads.begin()!;
    reads.changed();
    expect(overtaken()).toBe(false);
    expect(reads.begin()?.()).toBe(true);
  });

  it("never drops two reads in a row, so a steady stream of changes still shows", () => {
    const reads = new ChangeReads();
    const shown: boolean[] = [];
    for (let i = 0; i < 5; i++) {
      const done = reads.begin()!;
      reads.changed();
      shown.push(done());
    }
    expect(shown).toEqual([false, true, false, true, false]);
  });
});
