import { crc32, gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { acceptsGzip, crc32Combine, deflatePart, gzipOf, storedPart } from "./gzip-parts.ts";

const bytes = fc.uint8Array({ maxLength: 3000 }).map((a) => Buffer.from(a));
/** JSON-like text, which compresses, beside random bytes, which do not. */
const text = fc.array(fc.constantFrom('{"rank":', "1,", '"handle":"bench_7"', "null", "}", ","), { maxLength: 400 });
const piece = fc.oneof(
  bytes,
  text.map((words) => Buffer.from(words.join(""))),
);

describe("crc32Combine", () => {
  it("gives the CRC-32 of two buffers joined from each one's CRC-32", () => {
    fc.assert(
      fc.property(bytes, bytes, (a, b) => {
        expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(crc32(Buffer.concat([a, b])));
      }),
    );
  });

  it("joins a long part and empty ones", () => {
    const a = Buffer.from("standings");
    const long = Buffer.alloc(5_000_003, 7);
    expect(crc32Combine(crc32(a), crc32(long), long.length)).toBe(crc32(Buffer.concat([a, long])));
    expect(crc32Combine(0, crc32(a), a.length)).toBe(crc32(a));
    expect(crc32Combine(crc32(a), 0, 0)).toBe(crc32(a));
  });
});

describe("gzipOf", () => {
  it("joins compressed and stored parts into one gzip body of their bytes in order", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(piece, fc.boolean()), { maxLength: 8 }), (pieces) => {
        const parts = pieces.map(([b, compress]) => (compress ? deflatePart(b) : storedPart(b)));
        expect(gunzipSync(gzipOf(parts))).toEqual(Buffer.concat(pieces.map(([b]) => b)));
      }),
    );
  });

  it("stores a part longer than one stored block in several", () => {
    const long = Buffer.alloc(150_000, "x");
    const part = storedPart(long);
    expect(part.deflated.length).toBe(long.length + 3 * 5);
    const body = gunzipSync(gzipOf([storedPart(Buffer.from("[")), part, deflatePart(long)]));
    expect(body.equals(Buffer.concat([Buffer.from("["), long, long]))).toBe(true);
  });

  it("makes a valid empty body", () => {
    expect(gunzipSync(gzipOf([])).length).toBe(0);
  });
});

describe("acceptsGzip", () => {
  it("takes gzip when the header names it or `*` with a weight above zero", () => {
    for (const yes of [
      "gzip",
      "gzip, deflate, br, zstd",
      "br;q=1.0, GZIP;q=0.5",
      "*",
      "deflate, *;q=0.1",
      "deflate;q=1, gzip;q=0.2",
    ])
      expect(acceptsGzip(yes)).toBe(true);
    for (const no of [undefined, "", "identity", "deflate, br", "gzip;q=0", "gzip;q=0.000, *", "x-gzip", "*;q=0"])
      expect(acceptsGzip(no)).toBe(false);
  });
});
