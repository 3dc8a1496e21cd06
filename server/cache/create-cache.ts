import { LRUCache } from "lru-cache";

export interface CacheOptions<K extends {}, V extends {}> {
  /** Unique in the process: the `cache` label of its figures on /metrics. */
  name: string;
  /** Entries kept at most; past it the least recently used go. */
  max: number;
  /** A bound on the sizes given to `set` (bytes, say), beside `max`; an entry without a size weighs 1. */
  maxSize?: number;
  /** How long an entry is kept, on `Date.now()` (fake timers move it); none: until evicted or deleted. */
  ttlMs?: number;
  /**
   * The read behind `fetch`: the fetches of a key while it runs share it, and a failure is not kept.
   * An entry deleted while its read runs is not kept either: its waiting callers get the value once.
   */
  fetch?: (key: K) => Promise<V>;
  /** With `ttlMs` and `fetch`: a fetch past the TTL answers the old value at once and reads again behind it. */
  staleWhileRefresh?: boolean;
}

export interface CacheFigures {
  name: string;
  hits: number;
  misses: number;
  evictions: number;
  entries: number;
}

const caches = new Map<string, { figures(): CacheFigures }>();

/** Every cache of the process, for /metrics. */
export const cacheFigures = (): CacheFigures[] => [...caches.values()].map((cache) => cache.figures());

/**
 * The one way to keep values in memory (decision 067): bounded by entries (and optionally by size),
 * optionally for a time, with single-flight reads, and counted (hits, misses, evictions) under its name.
 */
export function createCache<K extends {}, V extends {}>(options: CacheOptions<K, V>): Cache<K, V> {
  if (caches.has(options.name)) throw new Error(`A cache named ${options.name} exists already`);
  const cache = new Cache(options);
  caches.set(options.name, cache);
  return cache;
}

/** Tests that build the same cache twice (a module imported again) forget it first. */
export function forgetCacheForTests(name: string) {
  caches.delete(name);
}

const DATE_CLOCK = { now: () => Date.now() };
const weight = (size: number) => Math.max(1, Math.ceil(size));

export class Cache<K extends {}, V extends {}> {
  readonly name: string;
  private lru: LRUCache<K, V>;
  private hits = 0;
  private misses = 0;
  private evictions = 0;

  constructor(private readonly options: CacheOptions<K, V>) {
    this.name = options.name;
    this.lru = this.build(options.maxSize ?? 0);
  }

  /** The value kept for `key` (a hit), or undefined (a miss); the entry becomes the most recent. */
  get(key: K): V | undefined {
    const value = this.lru.get(key);
    if (value === undefined) this.misses++;
    else this.hits++;
    return value;
  }

  /** The value kept for `key` without counting a read or moving the entry. */
  peek(key: K): V | undefined {
    return this.lru.peek(key);
  }

  has(key: K): boolean {
    return this.lru.has(key);
  }

  /** Keeps `value`; `size` weighs it against `maxSize` (setting the same value again weighs it anew). */
  set(key: K, value: V, size?: number) {
    if (size !== undefined && this.lru.peek(key) === value) this.lru.delete(key);
    this.lru.set(key, value, this.options.maxSize ? { size: weight(size ?? 1) } : undefined);
  }

  /** The value of `key`, read by the cache's `fetch` when it has none (one read at a time per key). */
  async fetch(key: K): Promise<V> {
    if (!this.options.fetch) throw new Error(`The cache ${this.name} has no fetch`);
    const status: LRUCache.Status<K, V> = {};
    const value = this.lru.fetch(key, { status, allowStale: this.options.staleWhileRefresh === true });
    if (status.fetch === "hit" || status.fetch === "inflight") this.hits++;
    else this.misses++;
    return (await value) as V;
  }

  delete(key: K): boolean {
    return this.lru.delete(key);
  }

  clear() {
    this.lru.clear();
  }

  /** Oldest first. */
  keys(): K[] {
    return [...this.lru.rkeys()];
  }

  entries(): [K, V][] {
    return [...this.lru.rentries()] as [K, V][];
  }

  get size() {
    return this.lru.size;
  }

  /** The sizes of the entries kept, summed (with `maxSize`). */
  get totalSize() {
    return this.lru.calculatedSize;
  }

  get maxSize() {
    return this.lru.maxSize;
  }

  /** Another size bound: lru-cache fixes it at construction, so the entries move, oldest first, to a new one. */
  set maxSize(size: number) {
    const entries = this.lru.dump();
    this.lru = this.build(size);
    this.lru.load(entries);
  }

  figures(): CacheFigures {
    const { name, hits, misses, evictions } = this;
    return { name, hits, misses, evictions, entries: this.lru.size };
  }

  private build(maxSize: number) {
    const { max, ttlMs, fetch, staleWhileRefresh } = this.options;
    return new LRUCache<K, V>({
      max,
      ...(maxSize ? { maxSize, sizeCalculation: () => 1 } : {}),
      ...(ttlMs ? { ttl: ttlMs, ttlResolution: 0, perf: DATE_CLOCK } : {}),
      ...(fetch ? { fetchMethod: (key: K) => fetch(key), ignoreFetchAbort: true } : {}),
      // A refresh that fails keeps the old value: the next fetch answers it and reads again.
      ...(staleWhileRefresh ? { allowStaleOnFetchRejection: true } : {}),
      dispose: (_value, _key, reason) => {
        if (reason === "evict") this.evictions++;
      },
    });
  }
}
