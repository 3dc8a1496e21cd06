import { constants, crc32, deflateRawSync } from "node:zlib";
import { parseAccept } from "hono/utils/accept";

/**
 * A piece of a gzip body (RFC 1951/1952): raw deflate blocks that end on a byte boundary and are
 * not final, so pieces made apart can be joined, with the CRC-32 and length of what they hold.
 * A body kept in memory is compressed once in pieces; a request joins them and compresses only
 * the piece it changes (decision 046).
 */
export interface GzipPart {
  readonly deflated: Buffer;
  readonly crc: number;
  readonly length: number;
}

/** Compressed, ended by a sync flush (an empty stored block) rather than a final block. */
export function deflatePart(bytes: Uint8Array): GzipPart {
  return {
    deflated: deflateRawSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH }),
    crc: crc32(bytes),
    length: bytes.length,
  };
}

const MAX_STORED = 0xffff;

/** As it is, in stored blocks: for the few bytes a request makes, where compressing costs more than it saves. */
export function storedPart(bytes: Uint8Array): GzipPart {
  const blocks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += MAX_STORED) {
    const data = bytes.subarray(at, at + MAX_STORED);
    const head = Buffer.alloc(5);
    head.writeUInt16LE(data.length, 1);
    head.writeUInt16LE(~data.length & 0xffff, 3);
    blocks.push(head, data);
  }
  return { deflated: Buffer.concat(blocks), crc: crc32(bytes), length: bytes.length };
}

const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block with fixed codes: the end of the deflate stream. */
const FINAL = Buffer.from([0x03, 0x00]);

/** One gzip member of the parts in order; their checksums are combined, never recomputed over the bytes. */
export function gzipOf(parts: readonly GzipPart[]): Buffer {
  let crc = 0;
  let length = 0;
  for (const part of parts) {
    crc = crc32Combine(crc, part.crc, part.length);
    length += part.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return Buffer.concat([HEADER, ...parts.map((part) => part.deflated), FINAL, trailer]);
}

const POLY = 0xedb88320;

/** a·b modulo the CRC-32 polynomial, bits reflected (zlib's multmodp). */
function multiply(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  let x = b;
  while (m !== 0) {
    if (a & m) {
      p ^= x;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    x = x & 1 ? (x >>> 1) ^ POLY : x >>> 1;
  }
  return p >>> 0;
}

/** x^(2^n) modulo the polynomial, n = 0..31. */
const X2N: number[] = [0x40000000];
for (let n = 1; n < 32; n++) X2N.push(multiply(X2N[n - 1]!, X2N[n - 1]!));

/** The CRC-32 of A then B from each one's CRC-32 and B's length (zlib's crc32_combine). */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  let p = 0x80000000;
  let k = 3;
  for (let n = lengthB; n > 0; n = Math.floor(n / 2), k++) if (n % 2) p = multiply(X2N[k & 31]!, p);
  return (multiply(p, crcA) ^ crcB) >>> 0;
}

/** Whether an Accept-Encoding header takes gzip (by name, else by `*`) with a weight above zero, as hono's compress reads it. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const accepts = parseAccept(header);
  const named = accepts.find((a) => a.type.toLowerCase() === "gzip");
  return (named ? named.q : (accepts.find((a) => a.type === "*")?.q ?? 0)) > 0;
}
