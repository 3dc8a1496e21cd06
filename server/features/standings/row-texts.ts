/**
 * Strings by slot and field, held as UTF-8 in one buffer (decision 049): a million-player board's
 * names as JavaScript strings were millions of objects every major collection marked, and a
 * grading that set one off ran two to four times slower while it did.
 */
export class RowTexts {
  private bytes = Buffer.alloc(0);
  /** Bytes written; those of replaced texts stay until a compaction. */
  private end = 0;
  private live = 0;
  private start = new Int32Array(0);
  /** Each text's bytes; -1: null. */
  private length = new Int32Array(0);

  constructor(private readonly fields: number) {}

  /** Room for `slots` slots (their texts null). */
  grow(slots: number) {
    const size = slots * this.fields;
    if (size <= this.length.length) return;
    const start = new Int32Array(size);
    start.set(this.start);
    const length = new Int32Array(size).fill(-1);
    length.set(this.length);
    this.start = start;
    this.length = length;
  }

  /** The bytes of the live texts. */
  get usedBytes(): number {
    return this.live;
  }

  /** What the store holds: its buffer and offsets. */
  get byteLength(): number {
    return this.bytes.length + this.start.byteLength + this.length.byteLength;
  }

  get(slot: number, field: number): string | null {
    const k = slot * this.fields + field;
    const n = this.length[k]!;
    if (n < 0) return null;
    const from = this.start[k]!;
    return this.bytes.toString("utf8", from, from + n);
  }

  set(slot: number, field: number, value: string | null) {
    const k = slot * this.fields + field;
    const old = this.length[k]!;
    if (value === null) {
      if (old > 0) this.live -= old;
      this.length[k] = -1;
      return;
    }
    if (old >= 0 && this.get(slot, field) === value) return;
    // UTF-8 takes at most three bytes a UTF-16 code unit.
    this.reserve(value.length * 3);
    const n = this.bytes.write(value, this.end);
    this.start[k] = this.end;
    this.length[k] = n;
    this.end += n;
    this.live += n - Math.max(0, old);
  }

  clear(slot: number) {
    for (let field = 0; field < this.fields; field++) this.set(slot, field, null);
  }

  /** Room for `need` more bytes: doubled, or the live texts packed when most of it is replaced ones. */
  private reserve(need: number) {
    if (this.end + need <= this.bytes.length) return;
    const packing = this.live * 2 < this.end;
    const next = Buffer.allocUnsafe(Math.max(1024, 2 * ((packing ? this.live : this.end) + need)));
    if (!packing) this.bytes.copy(next, 0, 0, this.end);
    else {
      let end = 0;
      for (let k = 0; k < this.length.length; k++) {
        const n = this.length[k]!;
        if (n <= 0) continue;
        const from = this.start[k]!;
        this.bytes.copy(next, end, from, from + n);
        this.start[k] = end;
        end += n;
      }
      this.end = end;
    }
    this.bytes = next;
  }
}
