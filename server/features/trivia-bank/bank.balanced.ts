import { seededRandom } from "./bank.random.ts";

/**
 * Wrong answers that do not give the right one away. Options made by changing one element of the
 * answer each leave the answer as every element's majority; a run of numbers around the answer leaves
 * it in the middle. Here every element's value is shared by two options of four, and a number takes a
 * place in its run drawn from the question's key.
 */

/**
 * Three numbers that make a run of four with `value` within [min, max], written by `write`: the answer
 * first, second, third or last in it as the key draws (moved only where a bound leaves no room).
 * Null when the range is too narrow.
 */
export function numberRun(
  value: number,
  key: string,
  [min, max]: [number, number],
  write: (n: number) => string = String,
): [string, string, string] | null {
  if (max - min < 3 || value < min || value > max) return null;
  const place = Math.floor(seededRandom(`${key}:run`)() * 4);
  const start = Math.max(min, Math.min(value - place, max - 3));
  const [a, b, c] = [0, 1, 2, 3].map((i) => start + i).filter((n) => n !== value);
  return [write(a!), write(b!), write(c!)];
}

/** A team's points moved by a believable margin, up or down as the key draws; null when no move fits `fits`. */
export function otherPoints(points: number, key: string, fits: (n: number) => boolean): number | null {
  const random = seededRandom(`${key}:points`);
  const margins = [3, 7, 4, 6, 10, 14];
  const start = Math.floor(random() * margins.length);
  const sign = random() < 0.5 ? -1 : 1;
  for (let i = 0; i < margins.length; i++) {
    const margin = margins[(start + i) % margins.length]!;
    for (const candidate of [points + sign * margin, points - sign * margin]) {
      if (candidate >= 0 && candidate !== 1 && fits(candidate)) return candidate;
    }
  }
  return null;
}
