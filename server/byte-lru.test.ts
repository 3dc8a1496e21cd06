import { describe, expect, it } from "vitest";
import { ByteLru } from "./byte-lru.ts";

describe("a byte-bounded LRU map", () => {
  it("evicts the least recently used entries once its values weigh more than the bound", () => {
    const lru = new ByteLru<string>(100);
    lru.set("a", "A", 40);
    lru.set("b", "B", 40);
    expect(lru.get("a")).toBe("A"); // a is now the most recent
    lru.set("c", "C", 40);
    expect([...lru.keys()]).toEqual(["a", "c"]);
    expect(lru.bytes).toBe(80);
  });

  it("weighs an entry later, only while it still holds the value weighed", () => {
    const lru = new ByteLru<string>(100);
    lru.set("a", "first");
    lru.set("b", "B", 60);
    lru.weigh("a", "stale", 1_000);
    expect(lru.bytes).toBe(61); // "a" is not weighed yet: it counts 1
    lru.weigh("a", "first", 50);
    expect([...lru.keys()]).toEqual(["a"]);
    expect(lru.bytes).toBe(50);
  });

  it("keeps nothing heavier than the whole bound, and bounds entries too", () => {
    const lru = new ByteLru<number>(100, 2);
    lru.set("huge", 1, 101);
    expect(lru.size).toBe(0);
    expect(lru.bytes).toBe(0);
    for (const key of ["x", "y", "z"]) lru.set(key, 1, 1);
    expect([...lru.keys()]).toEqual(["y", "z"]);
  });

  it("takes a new byte bound with its entries in order, dropping the least recently used past it", () => {
    const lru = new ByteLru<string>(200);
    for (const key of ["a", "b", "c"]) lru.set(key, key.toUpperCase(), 40);
    lru.get("a");
    lru.maxBytes = 100;
    expect(lru.maxBytes).toBe(100);
    expect([...lru.keys()]).toEqual(["c", "a"]);
    expect(lru.get("c")).toBe("C");
    expect(lru.bytes).toBe(80);
  });
});
