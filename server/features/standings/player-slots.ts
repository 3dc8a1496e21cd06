import { ascending } from "./radix.ts";

/** Each hex digit's value by char code; -1 for any other character. */
const HEX = new Int8Array(128).fill(-1);
/** The same, lowercase only: a canonical id (uuidText gives it back). */
const LOWER_HEX = new Int8Array(128).fill(-1);
for (let c = 0; c < 10; c++) {
  HEX[48 + c] = c;
  LOWER_HEX[48 + c] = c;
}
for (let c = 0; c < 6; c++) {
  HEX[65 + c] = 10 + c;
  HEX[97 + c] = 10 + c;
  LOWER_HEX[97 + c] = 10 + c;
}
const HEX_PAIRS = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));

/** The 128 bits of a uuid (8-4-4-4-12 hex, either case) as four words at `out[at]`; false for anything else. */
export function uuidWords(id: string, out: Int32Array, at: number): boolean {
  return id.length === 36 && uuidWordsAt(id, 0, out, at);
}

/** uuidWords of a canonical (lowercase) uuid only: uuidText(words) is the id again. */
export function canonicalUuidWords(id: string, out: Int32Array, at: number): boolean {
  return id.length === 36 && uuidWordsAt(id, 0, out, at, LOWER_HEX);
}

/** The canonical text of the uuid whose four words are at `words[at]`. */
export function uuidText(words: Int32Array, at: number): string {
  let text = "";
  for (let w = at; w < at + 4; w++) {
    const word = words[w]!;
    for (let shift = 24; shift >= 0; shift -= 8) {
      text += HEX_PAIRS[(word >>> shift) & 255];
      const length = text.length;
      if (length === 8 || length === 13 || length === 18 || length === 23) text += "-";
    }
  }
  return text;
}

function uuidWordsAt(text: string, start: number, out: Int32Array, at: number, digits = HEX): boolean {
  let word = 0;
  let count = 0;
  let k = at;
  for (let i = 0; i < 36; i++) {
    const c = text.charCodeAt(start + i);
    if (i === 8 || i === 13 || i === 18 || i === 23) {
      if (c !== 45) return false;
      continue;
    }
    const value = c < 128 ? digits[c]! : -1;
    if (value < 0) return false;
    word = (word << 4) | value;
    if (++count === 8) {
      out[k++] = word;
      word = 0;
      count = 0;
    }
  }
  return true;
}

const EMPTY = -1;
const REMOVED = -2;

/**
 * A board's slot by player id (decision 045): an open-addressing table of each id's 128 bits in
 * typed arrays. A grading looks up 100,000 ids among a million; a Map of strings hashed and
 * compared each id's text (~1 µs a lookup), this compares four numbers in one cache line. Ids
 * that are not uuids (none in the app; a test may use one) go to a Map.
 */
export class PlayerSlots {
  size = 0;
  private keys: Int32Array;
  private slots: Int32Array;
  /** Buckets live or removed: a probe stops only at an empty one. */
  private used = 0;
  private readonly others = new Map<string, number>();
  private readonly key = new Int32Array(4);

  /** Room for `expected` ids before the table grows. */
  constructor(expected = 0) {
    let size = 16;
    while (size < expected * 2) size *= 2;
    this.keys = new Int32Array(4 * size);
    this.slots = new Int32Array(size).fill(EMPTY);
  }

  get(id: string): number | undefined {
    if (!uuidWords(id, this.key, 0)) return this.others.get(id);
    const bucket = this.find(this.key);
    return bucket < 0 ? undefined : this.slots[bucket];
  }

  /**
   * The slots of `count` ids whose words are in `keys` (four each, uuidWords) into `out`; false
   * when one is not here. They are probed in bucket order, so the table is read front to back: a
   * grading looks up 100,000 ids in a table of a million, and probed as they come each one missed
   * the cache (~3× slower).
   */
  slotsOfWords(keys: Int32Array, count: number, out: Int32Array): boolean {
    const { buckets, inOrder } = this.bucketOrder(keys, count);
    for (let k = 0; k < count; k++) {
      const i = inOrder[k]!;
      const bucket = this.findFrom(keys, 4 * i, buckets[i]!);
      if (bucket < 0) return false;
      out[i] = this.slots[bucket]!;
    }
    return true;
  }

  /** setWords(keys, 4 * i, i) for each of `count` ids, in bucket order as slotsOfWords reads them (~4× faster at 100,000). */
  setManyWords(keys: Int32Array, count: number): void {
    if ((this.used + count) * 2 > this.slots.length) this.rehash(Math.max(16, (this.size + count) * 4));
    const { buckets, inOrder } = this.bucketOrder(keys, count);
    for (let k = 0; k < count; k++) {
      const i = inOrder[k]!;
      const found = this.findFrom(keys, 4 * i, buckets[i]!);
      if (found >= 0) this.slots[found] = i;
      else {
        this.insert(keys, i, 4 * i);
        this.size++;
      }
    }
  }

  /** The table's bytes. */
  get byteLength(): number {
    return this.keys.byteLength + this.slots.byteLength;
  }

  has(id: string): boolean {
    return this.get(id) !== undefined;
  }

  set(id: string, slot: number): void {
    if (!uuidWords(id, this.key, 0)) {
      if (!this.others.has(id)) this.size++;
      this.others.set(id, slot);
      return;
    }
    this.setWords(this.key, 0, slot);
  }

  /** set() for the id whose words are at `keys[at]`. */
  setWords(keys: Int32Array, at: number, slot: number): void {
    this.key.set(keys.subarray(at, at + 4));
    const found = this.find(this.key);
    if (found >= 0) {
      this.slots[found] = slot;
      return;
    }
    if ((this.used + 1) * 2 > this.slots.length) this.rehash(Math.max(16, this.size * 4));
    this.insert(this.key, slot);
    this.size++;
  }

  delete(id: string): void {
    if (!uuidWords(id, this.key, 0)) {
      if (this.others.delete(id)) this.size--;
      return;
    }
    const found = this.find(this.key);
    if (found < 0) return;
    this.slots[found] = REMOVED;
    this.size--;
  }

  /** Each of `count` ids' bucket, and their indexes sorted by it. */
  private bucketOrder(keys: Int32Array, count: number) {
    const buckets = new Int32Array(count);
    for (let i = 0; i < count; i++) buckets[i] = this.bucketOf(keys, 4 * i);
    return { buckets, inOrder: ascending(buckets) };
  }

  private bucketOf(key: Int32Array, at: number): number {
    let h = Math.imul(key[at]! ^ 0x9e3779b9, 0x85ebca6b);
    h = Math.imul(h ^ key[at + 1]! ^ (h >>> 15), 0xc2b2ae35);
    h = Math.imul(h ^ key[at + 2]! ^ (h >>> 13), 0x85ebca6b);
    h = Math.imul(h ^ key[at + 3]! ^ (h >>> 16), 0xc2b2ae35);
    return (h ^ (h >>> 15)) & (this.slots.length - 1);
  }

  /** The bucket holding `key`, or -1. */
  private find(key: Int32Array): number {
    return this.findFrom(key, 0, this.bucketOf(key, 0));
  }

  /** The bucket holding the words at `key[at]`, probing from `start` (their bucketOf), or -1. */
  private findFrom(key: Int32Array, at: number, start: number): number {
    const { keys, slots } = this;
    const mask = slots.length - 1;
    for (let b = start; ; b = (b + 1) & mask) {
      const slot = slots[b]!;
      if (slot === EMPTY) return -1;
      const k = 4 * b;
      if (
        slot !== REMOVED &&
        keys[k] === key[at] &&
        keys[k + 1] === key[at + 1] &&
        keys[k + 2] === key[at + 2] &&
        keys[k + 3] === key[at + 3]
      )
        return b;
    }
  }

  private insert(key: Int32Array, slot: number, at = 0) {
    const mask = this.slots.length - 1;
    let b = this.bucketOf(key, at);
    while (this.slots[b] !== EMPTY) b = (b + 1) & mask;
    const k = 4 * b;
    this.keys[k] = key[at]!;
    this.keys[k + 1] = key[at + 1]!;
    this.keys[k + 2] = key[at + 2]!;
    this.keys[k + 3] = key[at + 3]!;
    this.slots[b] = slot;
    this.used++;
  }

  /** A table of `capacity` buckets (a power of two) with the live entries only. */
  private rehash(capacity: number) {
    const { keys, slots } = this;
    let size = 16;
    while (size < capacity) size *= 2;
    this.keys = new Int32Array(4 * size);
    this.slots = new Int32Array(size).fill(EMPTY);
    this.used = 0;
    for (let b = 0; b < slots.length; b++) if (slots[b]! >= 0) this.insert(keys, slots[b]!, 4 * b);
  }
}
