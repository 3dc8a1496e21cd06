interface Entry<V> {
  value: V;
  bytes: number;
}

/**
 * A map bounded by the bytes its values hold (as the caller weighs them) and by entries: past
 * either bound the least recently used entries go. A value may be weighed after it is stored
 * (a computation in progress weighs 0 until it has finished).
 */
export class ByteLru<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private total = 0;

  constructor(
    public maxBytes: number,
    readonly maxEntries = Number.POSITIVE_INFINITY,
  ) {}

  get size() {
    return this.entries.size;
  }

  get bytes() {
    return this.total;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, bytes = 0) {
    this.delete(key);
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    this.evict();
  }

  /**
   * Weighs the entry of `key` if it still holds `value`, and makes it the most recent (it has just
   * been computed); an entry heavier than the whole bound is not kept.
   */
  weigh(key: string, value: V, bytes: number) {
    if (this.entries.get(key)?.value !== value) return;
    this.set(key, value, bytes);
  }

  delete(key: string): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.entries.delete(key);
    this.total -= entry.bytes;
    return true;
  }

  clear() {
    this.entries.clear();
    this.total = 0;
  }

  keys() {
    return this.entries.keys();
  }

  /** Oldest first; the newest goes last, and only when it alone is over the bound. */
  private evict() {
    for (const key of this.entries.keys()) {
      if (this.total <= this.maxBytes && this.entries.size <= this.maxEntries) return;
      this.delete(key);
    }
  }
}
