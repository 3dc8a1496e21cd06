import { afterEach, describe, expect, it, vi } from "vitest";
import { metricsRegistry } from "../metrics.ts";
import { cacheFigures, createCache } from "./index.ts";

let made = 0;
const uniqueName = () => `test-cache-${++made}`;
const figuresOf = (name: string) => cacheFigures().find((f) => f.name === name)!;

/** A read the test settles by hand, counting its calls. */
function manualReads<V>() {
  const pending: { key: string; resolve: (value: V) => void; reject: (error: Error) => void }[] = [];
  const read = vi.fn((key: string) => new Promise<V>((resolve, reject) => pending.push({ key, resolve, reject })));
  return { read, pending };
}

afterEach(() => vi.useRealTimers());

describe("a cache made by createCache", () => {
  it("keeps at most max entries, the least recently read going first, and counts the evictions", () => {
    const name = uniqueName();
    const cache = createCache<string, string>({ name, max: 2 });
    cache.set("a", "A");
    cache.set("b", "B");
    expect(cache.get("a")).toBe("A");
    cache.set("c", "C");
    expect(cache.keys()).toEqual(["a", "c"]);
    expect(cache.get("b")).toBeUndefined();
    expect(figuresOf(name)).toEqual({ name, hits: 1, misses: 1, evictions: 1, entries: 2 });
  });

  it("refuses a second cache of the same name", () => {
    const name = uniqueName();
    createCache({ name, max: 1 });
    expect(() => createCache({ name, max: 1 })).toThrow(/exists already/);
  });

  it("bounds the sizes given, weighs an entry again when it is set again, and moves to a new bound", () => {
    const cache = createCache<string, string>({ name: uniqueName(), max: 10, maxSize: 100 });
    const first = "first";
    cache.set("a", first);
    cache.set("b", "B", 60);
    expect(cache.totalSize).toBe(61); // "a" not weighed yet: it counts 1
    cache.set("a", first, 50);
    expect(cache.keys()).toEqual(["a"]);
    expect(cache.totalSize).toBe(50);
    cache.set("huge", "H", 101);
    expect(cache.has("huge")).toBe(false);
    cache.set("c", "C", 40);
    cache.maxSize = 45;
    expect(cache.keys()).toEqual(["c"]);
    cache.maxSize = 1_000;
    cache.set("d", "D", 500);
    expect(cache.keys()).toEqual(["c", "d"]);
  });

  it("forgets an entry after ttlMs on the wall clock (fake timers move it)", () => {
    vi.useFakeTimers();
    const cache = createCache<string, number>({ name: uniqueName(), max: 10, ttlMs: 1_000 });
    cache.set("k", 1);
    vi.advanceTimersByTime(999);
    expect(cache.get("k")).toBe(1);
    vi.advanceTimersByTime(2);
    expect(cache.get("k")).toBeUndefined();
  });

  it("fetches a key once for every caller while the read runs, then answers from memory", async () => {
    const name = uniqueName();
    const { read, pending } = manualReads<string>();
    const cache = createCache<string, string>({ name, max: 10, fetch: read });
    const asked = [cache.fetch("k"), cache.fetch("k")];
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    pending[0]!.resolve("V");
    expect(await Promise.all(asked)).toEqual(["V", "V"]);
    expect(await cache.fetch("k")).toBe("V");
    expect(read).toHaveBeenCalledTimes(1);
    expect(figuresOf(name)).toMatchObject({ hits: 2, misses: 1, entries: 1 });
  });

  it("keeps no failure: the next fetch reads again", async () => {
    const { read, pending } = manualReads<string>();
    const cache = createCache<string, string>({ name: uniqueName(), max: 10, fetch: read });
    const failed = cache.fetch("k");
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    pending[0]!.reject(new Error("down"));
    await expect(failed).rejects.toThrow("down");
    expect(cache.has("k")).toBe(false);
    const again = cache.fetch("k");
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    pending[1]!.resolve("V");
    expect(await again).toBe("V");
  });

  it("answers a read that overlapped a delete to its callers, but does not keep it", async () => {
    const { read, pending } = manualReads<string>();
    const cache = createCache<string, string>({ name: uniqueName(), max: 10, fetch: read });
    const before = cache.fetch("k");
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    cache.delete("k");
    const after = cache.fetch("k");
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    pending[0]!.resolve("old");
    pending[1]!.resolve("new");
    expect(await before).toBe("old");
    expect(await after).toBe("new");
    expect(await cache.fetch("k")).toBe("new");
  });

  it("with staleWhileRefresh answers the old value past the TTL while one read runs, and keeps it when that read fails", async () => {
    vi.useFakeTimers();
    const { read, pending } = manualReads<string>();
    const cache = createCache<string, string>({
      name: uniqueName(),
      max: 1,
      ttlMs: 1_000,
      fetch: read,
      staleWhileRefresh: true,
    });
    const first = cache.fetch("k");
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    pending[0]!.resolve("v1");
    await first;
    vi.advanceTimersByTime(1_001);
    expect(await cache.fetch("k")).toBe("v1");
    expect(await cache.fetch("k")).toBe("v1");
    expect(read).toHaveBeenCalledTimes(2);
    pending[1]!.reject(new Error("down"));
    await vi.waitFor(async () => {
      expect(await cache.fetch("k")).toBe("v1");
      expect(pending).toHaveLength(3);
    });
    pending[2]!.resolve("v2");
    await vi.waitFor(async () => expect(await cache.fetch("k")).toBe("v2"));
  });

  it("shows its hits, misses, evictions and entries on the metrics registry under its name", async () => {
    const name = uniqueName();
    const cache = createCache<string, number>({ name, max: 1 });
    cache.set("a", 1);
    cache.get("a");
    cache.get("a");
    cache.get("b");
    cache.set("b", 2);
    const text = await metricsRegistry.metrics();
    expect(text).toContain(`cache_hits_total{cache="${name}"} 2`);
    expect(text).toContain(`cache_misses_total{cache="${name}"} 1`);
    expect(text).toContain(`cache_evictions_total{cache="${name}"} 1`);
    expect(text).toContain(`cache_entries{cache="${name}"} 1`);
  });
});
