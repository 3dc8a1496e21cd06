import {
  compareRankKeys,
  sameBoardPlace,
  sameLeaguePlace,
  type WeekTiebreakKey,
} from "../../../shared/domain/standings.ts";
import type { Gradings } from "./gradings.ts";
import { canonicalUuidWords, PlayerSlots, uuidText } from "./player-slots.ts";
import { ascending, radixOrder } from "./radix.ts";
import { RowTexts } from "./row-texts.ts";
import type { StandingRow } from "./standings.sql.ts";

/** With a league week's decided tiebreaker, its error and save (shared/domain/standings.ts). */
export type RankedRow = StandingRow & Omit<WeekTiebreakKey, keyof StandingRow> & { rank: number };

type Compare = (a: RankedRow, b: RankedRow) => number;
/** Whether two rows next to each other share a place (shared/domain/standings.ts). */
export type SamePlace = (a: RankedRow, b: RankedRow) => boolean;

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** Below every total a board holds (the database's int4): where a row with no place is sorted. */
const UNPLACED = -(2 ** 31) - 1;

/**
 * The points a keyed board sorts a row on: its own, or UNPLACED with nothing counted (0 points, no
 * counted save: hasPlace), so it is listed after every row with a place, a negative total too.
 */
const keyPoints = (points: number, last: number): number =>
  points === 0 && last === Number.POSITIVE_INFINITY ? UNPLACED : points;

/** Each player's position on a board (rank - 1). */
export interface Positions extends Iterable<[string, number]> {
  get(userId: string): number | undefined;
  has(userId: string): boolean;
  readonly size: number;
}

/**
 * A ranked board held in memory (decisions 045, 049). Each row has a slot; the order is an array
 * of slots, and a row's figures, id and names live in columns by slot (typed arrays, the names in
 * one buffer), so a move merges and renumbers plain numbers and a million rows are a few dozen
 * objects for the garbage collector, not millions. A row object is made when a row is read. A
 * league week's rows carry their tiebreaker and are ranked by comparing them: those boards (a
 * league's members) keep their row objects. A player keeps their slot while on the board; a slot
 * freed by one who left is reused.
 */
export class Board {
  /** The board's order (shared/domain/standings.ts); another than compareRankKeys compares the rows themselves. */
  readonly compare: Compare;
  /** Bumped on every move: what was derived from the rows (their serialized text) is stale. */
  version = 0;
  /** A global board's graded games, counted in its rows: a first grading of another adds to them. */
  graded?: Set<string>;
  size = 0;
  readonly positionOf: Positions;
  /** Ranked by compareRankKeys, on the columns alone; otherwise by `compare` on the kept row objects. */
  private readonly keyed: boolean;
  /** The row objects of a board ranked by comparing them (not keyed). */
  private rowOf: (RankedRow | undefined)[] = [];
  /** Slots ever taken: the next new slot. */
  private slots = 0;
  /** Each slot's player id as four words (canonicalUuidWords); an id that is not one is in otherIds. */
  private ids = new Int32Array(0);
  private otherIds = new Map<number, string>();
  /** A keyed board's handle, first and last name by slot. */
  private names = new RowTexts(3);
  private points = new Float64Array(0);
  private correct = new Int32Array(0);
  private incorrect = new Int32Array(0);
  /** The last counted pick's save (µs); none: +Infinity, after every save as in compareRankKeys. */
  private last = new Float64Array(0);
  private order = new Int32Array(0);
  /** Each slot's position; -1: not on the board (or leaving it in a move). */
  private at = new Int32Array(0);
  /** By position: 1 where a slot left the order in this move (the merge skips it). */
  private removedAt = new Uint8Array(0);
  /**
   * By position, the sort keys of the slot there (compareRankKeys boards: keyPoints and the last
   * save): the merge walks a million positions and reads them in order, where by slot they were
   * scattered reads.
   */
  private pointsAt = new Float64Array(0);
  private lastAt = new Float64Array(0);
  private slotOf: PlayerSlots;
  private free: number[] = [];
  private listed: { version: number; rows: RankedRow[] } | null = null;
  /** Serialized rows by slot, one list a kind (a board is served in one or two shapes). */
  private texts: { kind: string; bySlot: Map<number, string> }[] = [];
  /** A row object's characters on average (boards that keep them), measured once for bytes(). */
  private rowChars?: number;
  /** Who shares a place; a keyed board reads it from its columns (a save counts only on a global board). */
  private readonly same: SamePlace;
  private readonly placeOnSave: boolean;
  /** The last rank worked out, and where: the next position's is one step from it (pages are read in order). */
  private rankVersion = -1;
  private rankPosition = -1;
  private rank = 0;

  constructor(rows: readonly StandingRow[], compare: Compare, same: SamePlace = sameBoardPlace) {
    this.compare = compare;
    this.same = same;
    this.placeOnSave = same !== sameLeaguePlace;
    this.keyed = compare === compareRankKeys;
    const n = rows.length;
    this.slotOf = new PlayerSlots(n);
    this.grow(n);
    for (let i = 0; i < n; i++) {
      this.fill(i, rows[i]!);
      this.order[i] = i;
      this.at[i] = i;
      this.pointsAt[i] = keyPoints(this.points[i]!, this.last[i]!);
      this.lastAt[i] = this.last[i]!;
    }
    this.slots = n;
    this.size = n;
    if (this.otherIds.size === 0) this.slotOf.setManyWords(this.ids, n);
    else for (let i = 0; i < n; i++) this.slotOf.set(rows[i]!.userId, i);
    const board = this;
    this.positionOf = {
      get: (userId) => {
        const slot = board.slotOf.get(userId);
        return slot === undefined ? undefined : board.at[slot];
      },
      has: (userId) => board.slotOf.has(userId),
      get size() {
        return board.size;
      },
      *[Symbol.iterator]() {
        for (let i = 0; i < board.size; i++) yield [board.idOf(board.order[i]!), i] as [string, number];
      },
    };
  }

  /** The row at a position, its rank written in. */
  rowAt(position: number): RankedRow {
    const row = this.current(this.order[position]!);
    row.rank = this.rankAt(position);
    return row;
  }

  /** The rank at a position: shared with the rows before it in the same place (1, 2, 2, 4; issue 39). */
  rankAt(position: number): number {
    let rank: number;
    const known = this.rankVersion === this.version;
    if (known && this.rankPosition === position) return this.rank;
    if (known && this.rankPosition === position - 1) rank = this.sharesPlaceBefore(position) ? this.rank : position + 1;
    else {
      let start = position;
      while (start > 0 && this.sharesPlaceBefore(start)) start--;
      rank = start + 1;
    }
    this.rankVersion = this.version;
    this.rankPosition = position;
    this.rank = rank;
    return rank;
  }

  private sharesPlaceBefore(position: number): boolean {
    if (position === 0) return false;
    if (this.keyed) {
      // Level on keyPoints is level on points and on having a place (hasPlace).
      if (this.pointsAt[position] !== this.pointsAt[position - 1]) return false;
      return !this.placeOnSave || this.lastAt[position] === this.lastAt[position - 1];
    }
    return this.same(this.rowOf[this.order[position - 1]!]!, this.rowOf[this.order[position]!]!);
  }

  /** A slot's row: made from the columns, or the kept object (its figures are the columns'). */
  private current(slot: number): RankedRow {
    if (!this.keyed) return this.rowOf[slot]!;
    const last = this.last[slot]!;
    return {
      userId: this.idOf(slot),
      handle: this.names.get(slot, 0),
      firstName: this.names.get(slot, 1),
      lastName: this.names.get(slot, 2),
      points: this.points[slot]!,
      correctWins: this.correct[slot]!,
      incorrectWins: this.incorrect[slot]!,
      lastPickAt: last === Number.POSITIVE_INFINITY ? null : last,
      rank: 0,
    };
  }

  private idOf(slot: number): string {
    return this.otherIds.get(slot) ?? uuidText(this.ids, 4 * slot);
  }

  /**
   * What the board holds, estimated for the cache's bound: its columns and slot table, the names'
   * bytes, the row objects a league week keeps (~320 bytes and 4 a character, issue 18), and each
   * row's serialized text as if every row had been read (~200 bytes and 2 a character).
   */
  bytes(): number {
    const columns =
      this.ids.byteLength +
      this.points.byteLength * 4 +
      this.correct.byteLength * 4 +
      this.removedAt.byteLength +
      this.names.byteLength +
      this.slotOf.byteLength;
    if (this.keyed) return columns + this.size * (200 + 72) + 2 * this.names.usedBytes;
    if (this.rowChars === undefined) {
      let chars = 0;
      for (let i = 0; i < this.size; i++) {
        const row = this.rowOf[this.order[i]!]!;
        chars +=
          row.userId.length + (row.handle?.length ?? 0) + (row.firstName?.length ?? 0) + (row.lastName?.length ?? 0);
      }
      this.rowChars = this.size > 0 ? chars / this.size : 0;
    }
    return columns + this.size * (320 + 200 + 6 * this.rowChars);
  }

  /** The player's row, its rank written in; undefined when not on the board. */
  rowOfPlayer(userId: string): RankedRow | undefined {
    const slot = this.slotOf.get(userId);
    return slot === undefined ? undefined : this.rowAt(this.at[slot]!);
  }

  /**
   * The row at a position serialized by `make`, kept by kind until its figures change (a move
   * changes a few rows and renumbers many: serialized.ts puts the rank in front of the text).
   */
  textAt(kind: string, position: number, make: (row: RankedRow) => string): string {
    const slot = this.order[position]!;
    let texts = this.texts.find((list) => list.kind === kind)?.bySlot;
    if (!texts) {
      texts = new Map();
      this.texts.push({ kind, bySlot: texts });
    }
    let text = texts.get(slot);
    if (text === undefined) {
      text = make(this.rowAt(position));
      texts.set(slot, text);
    }
    return text;
  }

  /** A Map, not an array by slot: a sparse array of a million slots is a dictionary, and each forgotten slot became an entry. */
  private forgetText(slot: number) {
    for (let i = 0; i < this.texts.length; i++) {
      const texts = this.texts[i]!.bySlot;
      if (texts.size > 0) texts.delete(slot);
    }
  }

  /** Every row in rank order, listed once a version (league boards, a few hundred rows, read them whole). */
  get rows(): RankedRow[] {
    if (this.listed?.version !== this.version) {
      const rows = new Array<RankedRow>(this.size);
      for (let i = 0; i < this.size; i++) rows[i] = this.rowAt(i);
      this.listed = { version: this.version, rows };
    }
    return this.listed.rows;
  }

  /**
   * Replaces the rows of `userIds` (those not in `fresh` leave) with `fresh`, merged in at their
   * places: only the span between the first and the last place that moved is merged and
   * renumbered when as many rows come as go; otherwise every position after it shifts.
   */
  move(userIds: Iterable<string>, fresh: readonly StandingRow[]): void {
    const incoming: number[] = [];
    const gone = new Set<number>();
    for (const userId of userIds) {
      const slot = this.slotOf.get(userId);
      if (slot !== undefined && this.at[slot] !== -1) {
        this.unlist(slot);
        gone.add(slot);
      }
    }
    for (const row of fresh) {
      const slot = this.slotOf.get(row.userId);
      if (slot !== undefined && gone.delete(slot)) {
        this.fill(slot, row);
        incoming.push(slot);
      } else if (slot === undefined) incoming.push(this.take(row));
    }
    this.place(incoming, gone);
  }

  /**
   * Adds games' first gradings: each picker gains the game's points, its outcome and a counted
   * pick. False, with the board untouched, when one of the games was already counted (a regrade:
   * what it gave before is not known here) or a picker is not on the board.
   */
  addGradings(gameIds: readonly string[], gradings: Gradings): boolean {
    const graded = this.graded;
    if (!graded || !this.keyed || gameIds.some((id) => graded.has(id))) return false;
    const n = gradings.length;
    const slots = new Int32Array(n);
    const { words, points, correct, savedAt } = gradings;
    if (words) {
      if (!this.slotOf.slotsOfWords(words, n, slots)) return false;
    } else
      for (let i = 0; i < n; i++) {
        const slot = this.slotOf.get(gradings.userId(i));
        if (slot === undefined) return false;
        slots[i] = slot;
      }
    const incoming: number[] = [];
    // In slot order: the typed figures are read and written front to back, not at random (~3× faster at 1,000,000).
    const bySlot = ascending(slots);
    for (let k = 0; k < n; k++) {
      const i = bySlot[k]!;
      const slot = slots[i]!;
      // Taken out of the order once, however many of the games it picked; its row changes in place.
      if (this.at[slot] !== -1) {
        this.unlist(slot);
        this.forgetText(slot);
        incoming.push(slot);
      }
      this.points[slot]! += points[i]!;
      if (correct[i] === 1) this.correct[slot]!++;
      else this.incorrect[slot]!++;
      const last = this.last[slot]!;
      if (last === Number.POSITIVE_INFINITY || savedAt[i]! > last) this.last[slot] = savedAt[i]!;
    }
    this.place(incoming, new Set());
    for (const run of gradings.runs) graded.add(run.gameId);
    return true;
  }

  /** The span a move merges (positions), widened by every row it takes out. */
  private low = 0;
  private high = -1;
  private unlisted = 0;

  /** Takes a slot out of the order (its position marked -1; the merge skips it). */
  private unlist(slot: number) {
    const position = this.at[slot]!;
    if (this.unlisted === 0) {
      this.low = this.size;
      this.high = -1;
    }
    this.unlisted++;
    this.at[slot] = -1;
    this.removedAt[position] = 1;
    if (position < this.low) this.low = position;
    if (position > this.high) this.high = position;
  }

  /** A new slot for a player not on the board (a free one, or a new one). */
  private take(row: StandingRow): number {
    let slot = this.free.pop();
    if (slot === undefined) {
      slot = this.slots++;
      if (slot >= this.at.length) this.grow(Math.max(16, slot * 1.5));
    }
    this.fill(slot, row);
    this.at[slot] = -1;
    this.slotOf.set(row.userId, slot);
    return slot;
  }

  /** A slot's columns (and a kept row, a copy) from `row`. */
  private fill(slot: number, row: StandingRow) {
    this.forgetText(slot);
    if (!canonicalUuidWords(row.userId, this.ids, 4 * slot)) this.otherIds.set(slot, row.userId);
    else if (this.otherIds.size > 0) this.otherIds.delete(slot);
    if (this.keyed) {
      this.names.set(slot, 0, row.handle);
      this.names.set(slot, 1, row.firstName);
      this.names.set(slot, 2, row.lastName);
    } else this.rowOf[slot] = { ...row, rank: 0 } as RankedRow;
    this.points[slot] = row.points;
    this.correct[slot] = row.correctWins;
    this.incorrect[slot] = row.incorrectWins;
    this.last[slot] = row.lastPickAt ?? Number.POSITIVE_INFINITY;
  }

  private grow(capacity: number) {
    const size = Math.ceil(capacity);
    const copy = <T extends Float64Array | Int32Array>(from: T, to: T) => {
      to.set(from);
      return to;
    };
    this.ids = copy(this.ids, new Int32Array(4 * size));
    this.points = copy(this.points, new Float64Array(size));
    this.correct = copy(this.correct, new Int32Array(size));
    this.incorrect = copy(this.incorrect, new Int32Array(size));
    this.last = copy(this.last, new Float64Array(size));
    this.at = copy(this.at, new Int32Array(size));
    this.order = copy(this.order, new Int32Array(size));
    this.pointsAt = copy(this.pointsAt, new Float64Array(size));
    this.lastAt = copy(this.lastAt, new Float64Array(size));
    const bytes = (from: Uint8Array) => {
      const to = new Uint8Array(size);
      to.set(from);
      return to;
    };
    this.removedAt = bytes(this.removedAt);
    if (this.keyed) this.names.grow(size);
  }

  /** Slots in the board's order, by their keys (keyPoints, the last save, the id). */
  private readonly byKeys = (a: number, b: number): number => {
    const last = this.last;
    const pa = keyPoints(this.points[a]!, last[a]!);
    const pb = keyPoints(this.points[b]!, last[b]!);
    if (pa !== pb) return pb - pa;
    if (last[a] !== last[b]) return last[a]! < last[b]! ? -1 : 1;
    if (this.otherIds.size > 0) {
      const ua = this.idOf(a);
      const ub = this.idOf(b);
      return ua < ub ? -1 : ua > ub ? 1 : 0;
    }
    // A canonical uuid's text orders as its words do, unsigned from the first.
    const ids = this.ids;
    for (let k = 0; k < 4; k++) {
      const x = ids[4 * a + k]! >>> 0;
      const y = ids[4 * b + k]! >>> 0;
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  };

  /**
   * Sorts slots by their keys in the boards' order (byKeys): stable radix passes over the last
   * save's bits (positive doubles order as their bits do, +∞ last), then over keyPoints from the
   * highest down, then runs level on both by user id. 100,000 slots: ~10 ms, a comparator ~50.
   */
  private sortByKeys(slots: number[]) {
    const n = slots.length;
    const { points, last } = this;
    let high = Number.NEGATIVE_INFINITY;
    let low = Number.POSITIVE_INFINITY;
    for (const slot of slots) {
      const value = keyPoints(points[slot]!, last[slot]!);
      if (value > high) high = value;
      if (value < low) low = value;
    }
    if (n < 64 || !(high - low < 2 ** 32) || !Number.isInteger(high) || !Number.isInteger(low)) {
      slots.sort(this.byKeys);
      return;
    }
    // Six 16-bit digits a slot, least significant first: the save's four, then points' two.
    const words = new Uint32Array(this.last.buffer, 0, this.last.length * 2);
    const lowWord = LITTLE_ENDIAN ? 0 : 1;
    const digits = Array.from({ length: 6 }, () => new Uint16Array(n));
    for (let i = 0; i < n; i++) {
      const slot = slots[i]!;
      const lo = words[2 * slot + lowWord]!;
      const hi = words[2 * slot + 1 - lowWord]!;
      const down = high - keyPoints(points[slot]!, last[slot]!);
      digits[0]![i] = lo & 0xffff;
      digits[1]![i] = lo >>> 16;
      digits[2]![i] = hi & 0xffff;
      digits[3]![i] = hi >>> 16;
      digits[4]![i] = down % 65536;
      digits[5]![i] = Math.floor(down / 65536);
    }
    const from = radixOrder(digits, n);
    for (let i = 0; i < n; i++) from[i] = slots[from[i]!]!;
    // Level on points and save is level on keyPoints and save.
    for (let i = 0; i < n; ) {
      let j = i + 1;
      while (j < n && points[from[j]!] === points[from[i]!] && last[from[j]!] === last[from[i]!]) j++;
      if (j - i > 1) from.subarray(i, j).sort(this.byKeys);
      i = j;
    }
    for (let i = 0; i < n; i++) slots[i] = from[i]!;
  }

  private readonly byRows = (a: number, b: number): number => this.compare(this.current(a), this.current(b));

  /**
   * Merges `incoming` (slots off the order, their new figures in) into the order without the
   * unlisted slots, renumbers what moved, and frees `gone` (slots whose players left the board).
   */
  private place(incoming: number[], gone: ReadonlySet<number>) {
    const before = this.compare === compareRankKeys ? this.byKeys : this.byRows;
    let low = this.unlisted > 0 ? this.low : this.size;
    let high = this.unlisted > 0 ? this.high : -1;
    const unlisted = this.unlisted;
    this.unlisted = 0;
    if (before === this.byKeys) this.sortByKeys(incoming);
    else incoming.sort(before);
    if (incoming.length > 0) {
      // Each goes between two rows that stay: in sorted order only the first and last incoming
      // row's gaps can widen the span.
      const first = this.position(incoming[0]!, before);
      const last = this.position(incoming[incoming.length - 1]!, before);
      if (first < low) low = first;
      if (last - 1 > high) high = last - 1;
    }
    const span = scratchFor(Math.max(0, high - low + 1) + incoming.length).slots;
    const n =
      before === this.byKeys
        ? this.mergeByKeys(low, high, incoming, span)
        : this.mergeBy(before, low, high, incoming, span);
    const size = this.size - unlisted + incoming.length;
    if (size > this.order.length) this.grow(size * 1.5);
    if (high >= low) this.removedAt.fill(0, low, high + 1);
    const tail = Math.max(high + 1, low);
    const keyed = before === this.byKeys;
    if (n !== tail - low) {
      this.order.copyWithin(low + n, tail, this.size);
      if (keyed) {
        this.pointsAt.copyWithin(low + n, tail, this.size);
        this.lastAt.copyWithin(low + n, tail, this.size);
      }
    }
    this.order.set(span.subarray(0, n), low);
    if (keyed) {
      this.pointsAt.set(scratch.points.subarray(0, n), low);
      this.lastAt.set(scratch.last.subarray(0, n), low);
    }
    this.size = size;
    const end = n === tail - low ? low + n : size;
    for (let i = low; i < end; i++) this.at[this.order[i]!] = i;
    for (const slot of gone) {
      this.slotOf.delete(this.idOf(slot));
      this.otherIds.delete(slot);
      if (this.keyed) this.names.clear(slot);
      else this.rowOf[slot] = undefined;
      this.forgetText(slot);
      this.free.push(slot);
    }
    this.version++;
  }

  /** Merges the order's slots that stay in [low, high] with `incoming` (sorted by `before`) into `span`; its length. */
  private mergeBy(
    before: (a: number, b: number) => number,
    low: number,
    high: number,
    incoming: number[],
    span: Int32Array,
  ): number {
    const { order, removedAt } = this;
    let n = 0;
    let j = 0;
    for (let i = low; i <= high; i++) {
      if (removedAt[i] === 1) continue;
      const slot = order[i]!;
      while (j < incoming.length && before(incoming[j]!, slot) < 0) span[n++] = incoming[j++]!;
      span[n++] = slot;
    }
    while (j < incoming.length) span[n++] = incoming[j++]!;
    return n;
  }

  /**
   * mergeBy for byKeys, its comparison written in: called a million times a grading, the
   * comparator was most of the merge. The incoming keys are read into arrays in their order once.
   */
  private mergeByKeys(low: number, high: number, incoming: number[], span: Int32Array): number {
    const { order, removedAt, pointsAt, lastAt, points, last } = this;
    const m = incoming.length;
    const inPoints = new Float64Array(m);
    const inLast = new Float64Array(m);
    for (let j = 0; j < m; j++) {
      const slot = incoming[j]!;
      inPoints[j] = keyPoints(points[slot]!, last[slot]!);
      inLast[j] = last[slot]!;
    }
    const { points: spanPoints, last: spanLast } = scratch;
    let n = 0;
    let j = 0;
    for (let i = low; i <= high; i++) {
      if (removedAt[i] === 1) continue;
      const slot = order[i]!;
      const p = pointsAt[i]!;
      const l = lastAt[i]!;
      while (j < m) {
        const q = inPoints[j]!;
        if (q < p || (q === p && (inLast[j]! > l || (inLast[j] === l && this.byKeys(incoming[j]!, slot) >= 0)))) break;
        span[n] = incoming[j]!;
        spanPoints[n] = q;
        spanLast[n++] = inLast[j++]!;
      }
      span[n] = slot;
      spanPoints[n] = p;
      spanLast[n++] = l;
    }
    for (; j < m; j++) {
      span[n] = incoming[j]!;
      spanPoints[n] = inPoints[j]!;
      spanLast[n++] = inLast[j]!;
    }
    return n;
  }

  /**
   * Where a slot off the order would go among the slots that stay (binary search). An unlisted
   * slot carries its new figures, so a probe landing on one steps right to the next that stays.
   */
  private position(slot: number, before: (a: number, b: number) => number): number {
    const { order, removedAt } = this;
    let low = 0;
    let high = this.size;
    while (low < high) {
      const mid = (low + high) >>> 1;
      let probe = mid;
      while (probe < high && removedAt[probe] === 1) probe++;
      if (probe === high) high = mid;
      else if (before(order[probe]!, slot) < 0) low = probe + 1;
      else high = mid;
    }
    return low;
  }
}

/**
 * The span a merge writes before it is copied into the order, kept between moves and shared by
 * every board (a move runs to its end): fresh arrays of a million each move were megabytes of
 * new memory a grading, and the collections they set off ran through every board's rows.
 */
let scratch = { slots: new Int32Array(0), points: new Float64Array(0), last: new Float64Array(0) };

function scratchFor(length: number) {
  if (scratch.slots.length < length) {
    const size = Math.ceil(length * 1.25);
    scratch = { slots: new Int32Array(size), points: new Float64Array(size), last: new Float64Array(size) };
  }
  return scratch;
}

/** A board with nobody on it (no current week). */
export const EMPTY_BOARD: Board = new Board([], compareRankKeys);

/**
 * Ranks rows by `compare` (the array sorted in place; the board keeps copies or columns, not the
 * rows); `same` says who shares a place (a global board's rule unless given).
 */
export function rankBoard<R extends StandingRow>(
  rows: R[],
  compare: (a: R, b: R) => number = compareRankKeys,
  same: SamePlace = sameBoardPlace,
): Board {
  return new Board(rows.sort(compare), compare as unknown as Compare, same);
}

/** Moves a change into a board without sorting it again (Board.move). */
export function moveRows(board: Board, userIds: Iterable<string>, fresh: StandingRow[]): void {
  board.move(userIds, fresh);
}

/** Adds games' first gradings to a global board (Board.addGradings). */
export function addGradings(board: Board, gameIds: readonly string[], gradings: Gradings): boolean {
  return board.addGradings(gameIds, gradings);
}
