import { LRUCache } from "lru-cache";

/** lru-cache weighs every entry at least 1 (its own pending fetches included), so a value not yet weighed counts 1. */
const weight = (bytes: number) => Math.max(1, Math.ceil(bytes));

/**
 * A map bounded by the bytes its values hold (as the caller weighs them) and by entries: past
 * either bound the least recently used entries go, and an entry heavier than the whole byte bound
 * is not kept. A value may be weighed after it is stored (a computation in progress weighs 1 until
 * it has finished).
 */
export class ByteLru<V extends {}> {
  private cache: LRUCache<string, V>;

  constructor(
    maxBytes: number,
    readonly maxEntries = Number.POSITIVE_INFINITY,
  ) {
    this.cache = this.create(maxBytes);
  }

  get maxBytes() {
    return this.cache.maxSize;
  }

  /** lru-cache fixes its bound at construction: a new bound moves the entries, oldest first, to a new cache. */
  set maxBytes(bytes: number) {
    const entries = this.cache.dump();
    this.cache = this.create(bytes);
    this.cache.load(entries);
  }

  get size() {
    return this.cache.size;
  }

  get bytes() {
    return this.cache.calculatedSize;
  }

  get(key: string): V | undefined {
    return this.cache.get(key);
  }

  set(key: string, value: V, bytes = 0) {
    // lru-cache keeps an entry's old size when it is set again to the same value.
    this.cache.delete(key);
    this.cache.set(key, value, { size: weight(bytes) });
  }

  /**
   * Weighs the entry of `key` if it still holds `value`, and makes it the most recent (it has just
   * been computed).
   */
  weigh(key: string, value: V, bytes: number) {
    if (this.cache.peek(key) !== value) return;
    this.set(key, value, bytes);
  }

  delete(key: string): boolean {
    return this.cache.delete(key);
  }

  clear() {
    this.cache.clear();
  }

  /** Oldest first. */
  keys() {
    return this.cache.rkeys();
  }

  private create(maxBytes: number) {
    const max = Number.isFinite(this.maxEntries) ? this.maxEntries : 0; // 0: no bound on entries
    return new LRUCache<string, V>({ max, maxSize: maxBytes });
  }
}
