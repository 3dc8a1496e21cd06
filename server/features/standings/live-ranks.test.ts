import { describe, expect, it } from "vitest";
import type { RankedRow } from "./board.ts";
import { type LiveStanding, nextStandings } from "./live-ranks.ts";

const row = (userId: string, rank: number, points: number, handle: string | null = userId): RankedRow => ({
  userId,
  rank,
  points,
  handle,
  firstName: null,
  lastName: null,
  correctWins: 0,
  incorrectWins: 0,
  lastPickAt: null,
});

const shownOf = (lines: LiveStanding[]) => new Map(lines.map((line) => [line.userId, line]));

describe("nextStandings", () => {
  it("gives every player of a first board a previous rank of 0", () => {
    expect(nextStandings(new Map(), [row("a", 1, 5), row("b", 2, 3)])).toEqual([
      { userId: "a", name: "@a", rank: 1, previousRank: 0, points: 5, position: 0, placed: true },
      { userId: "b", name: "@b", rank: 2, previousRank: 0, points: 3, position: 1, placed: true },
    ]);
  });

  it("keeps the rank each player had before the change when ranks move", () => {
    const before = shownOf(nextStandings(new Map(), [row("a", 1, 5), row("b", 2, 3)])!);
    const after = nextStandings(before, [row("b", 1, 10), row("a", 2, 5), row("c", 3, 0)]);
    expect(after?.map(({ userId, rank, previousRank }) => [userId, rank, previousRank])).toEqual([
      ["b", 1, 2],
      ["a", 2, 1],
      ["c", 3, 0],
    ]);
  });

  it("answers null when a recomputation shows nothing new, so previous ranks survive it", () => {
    const first = shownOf(nextStandings(new Map(), [row("a", 1, 5), row("b", 2, 3)])!);
    const moved = shownOf(nextStandings(first, [row("b", 1, 9), row("a", 2, 5)])!);
    expect(nextStandings(moved, [row("b", 1, 9), row("a", 2, 5)])).toBeNull();
    expect(moved.get("b")?.previousRank).toBe(2);
  });

  it("notices a player who left, a point change without a rank change and a new name", () => {
    const shown = shownOf(nextStandings(new Map(), [row("a", 1, 5), row("b", 2, 3)])!);
    expect(nextStandings(shown, [row("a", 1, 5)])).not.toBeNull();
    expect(nextStandings(shown, [row("a", 1, 6), row("b", 2, 3)])).not.toBeNull();
    expect(nextStandings(shown, [row("a", 1, 5, "renamed"), row("b", 2, 3)])).not.toBeNull();
  });

  it("names players without ever using an email", () => {
    const [line] = nextStandings(new Map(), [{ ...row("a", 1, 0, null), firstName: "Ann", lastName: "Lee" }])!;
    expect(line!.name).toBe("Ann Lee");
    expect(nextStandings(new Map(), [row("x", 1, 0, null)])![0]!.name).toBe("Anonymous");
  });
});
