import { describe, expect, it } from "vitest";
import { sharePreviewSrc } from "./share-preview";

const row = (userId: string, points: number) => ({ userId, rank: 1, placed: points > 0, name: `@${userId}`, points });
const path = "/og/join/ABCD1234/card.png";

describe("the league page's link preview address", () => {
  it("stays the same while the week has no points", () => {
    expect(sharePreviewSrc(path, [row("ann", 0), row("ben", 0)], null)).toBe(path);
  });

  it("changes once the week's standings have a leader, and again when the leader or points change", () => {
    const none = sharePreviewSrc(path, [row("ann", 0)], null);
    const first = sharePreviewSrc(path, [row("ann", 1), row("ben", 0)], null);
    const more = sharePreviewSrc(path, [row("ann", 2), row("ben", 0)], null);
    const tied = sharePreviewSrc(path, [row("ann", 2), row("ben", 2)], null);
    expect(new Set([none, first, more, tied]).size).toBe(4);
  });

  it("changes when a survivor pool's count alive changes", () => {
    expect(sharePreviewSrc(path, [], 5)).not.toBe(sharePreviewSrc(path, [], 4));
  });
});
