/** Indexes of `values` (non-negative, below 2^32) in ascending order of their values: two stable 16-bit passes. */
export function ascending(values: Int32Array): Int32Array {
  const n = values.length;
  // A few are sorted as they are: the passes' counts cost more than the values.
  if (n < 1024) return Int32Array.from(values.keys()).sort((a, b) => values[a]! - values[b]! || a - b);
  const low = new Uint16Array(n);
  const high = new Uint16Array(n);
  for (let i = 0; i < n; i++) {
    low[i] = values[i]! & 0xffff;
    high[i] = values[i]! >>> 16;
  }
  return radixOrder([low, high], n);
}

/** A pass's counts, kept: a grading sorts seven times, and each made and zeroed its own 256 KB. */
const counts = new Int32Array(65536);

/** Indexes 0..n-1 ordered by `digits`, least significant first: a stable counting pass each (skipped when all are equal). */
export function radixOrder(digits: readonly Uint16Array[], n: number): Int32Array {
  let from = new Int32Array(n);
  for (let i = 0; i < n; i++) from[i] = i;
  let to = new Int32Array(n);
  for (const digit of digits) {
    counts.fill(0);
    for (let i = 0; i < n; i++) counts[digit[i]!]!++;
    if (counts[digit[0]!] === n) continue;
    let sum = 0;
    for (let d = 0; d < 65536; d++) {
      const count = counts[d]!;
      counts[d] = sum;
      sum += count;
    }
    for (let i = 0; i < n; i++) {
      const index = from[i]!;
      to[counts[digit[index]!]!++] = index;
    }
    [from, to] = [to, from];
  }
  return from;
}
