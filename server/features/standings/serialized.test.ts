import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type RankedRow, rankBoard } from "./board.ts";
import { jsonBody, rowsJson } from "./serialized.ts";
import type { StandingRow } from "./standings.sql.ts";

const boardOf = (size: number) =>
  rankBoard(
    Array.from(
      { length: size },
      (_, i): StandingRow => ({
        userId: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
        handle: `player_${i}`,
        firstName: i % 3 ? null : "Zoë",
        lastName: null,
        points: size - i,
        correctWins: i % 5,
        incorrectWins: i % 2,
        lastPickAt: null,
      }),
    ),
  );

const shape = (row: RankedRow, email: string | null = null) => ({
  userId: row.userId,
  rank: row.rank,
  handle: row.handle,
  firstName: row.firstName,
  email,
});

/** Boards across one, several and many pieces of 32 rows; pages of them; the viewer on the page or not. */
const request = fc.integer({ min: 0, max: 200 }).chain((size) =>
  fc.record({
    size: fc.constant(size),
    from: fc.integer({ min: 0, max: size }),
    length: fc.integer({ min: 0, max: 120 }),
    viewer: fc.option(fc.integer({ min: 0, max: Math.max(0, size - 1) }), { nil: null }),
  }),
);

describe("jsonBody", () => {
  it("sends the same JSON gzip-compressed as plain, with the viewer's own row where it stands", () => {
    fc.assert(
      fc.property(request, ({ size, from, length, viewer }) => {
        const board = boardOf(size);
        const to = Math.min(size, from + length);
        const rows = rowsJson(board, "test", (row) => shape(row), from, to);
        const own =
          viewer !== null && viewer >= from && viewer < to
            ? { index: viewer - from, row: JSON.stringify(shape(board.rowAt(viewer), "me@example.com")) }
            : undefined;
        const body = jsonBody([Buffer.from('{"rows":'), { rows, ...(own && { own }) }, Buffer.from("}")]);
        const plain = JSON.parse(body.identity().toString("utf8"));
        expect(plain.rows).toHaveLength(to - from);
        if (own) expect(plain.rows[own.index].email).toBe("me@example.com");
        expect(JSON.parse(gunzipSync(body.gzip()).toString("utf8"))).toEqual(plain);
        // A body of the rows alone is the one kept per board version.
        const alone = jsonBody([{ rows, ...(own && { own }) }]);
        expect(gunzipSync(alone.gzip()).equals(alone.identity())).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
