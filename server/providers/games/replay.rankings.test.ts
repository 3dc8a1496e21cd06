import { describe, expect, it } from "vitest";
import { replayAt } from "./replay.test-support.ts";

/** The AP Top 25 the replay answers for a regular week at `instant` (undefined: not out yet). */
async function apPollAt(instant: string, week: number) {
  const provider = replayAt(instant);
  const year = await provider.currentSeason();
  const [pollWeek] = await provider.getRankings({ year, week, seasonType: "regular" });
  return pollWeek?.polls.find((p) => p.poll === "AP Top 25");
}

describe("when the replay releases each poll", () => {
  it("releases the week 14 poll at 14:00 Central on the Sunday after week 13's games, not when the provider's week 14 starts", async () => {
    expect(await apPollAt("2024-11-24T15:00:00Z", 14)).toBeUndefined(); // Sunday 09:00 CST
    expect(await apPollAt("2024-11-24T19:59:59Z", 14)).toBeUndefined(); // Sunday 13:59 CST
    const poll = await apPollAt("2024-11-24T20:00:00Z", 14); // Sunday 14:00 CST
    expect(poll?.ranks.slice(0, 3).map((r) => r.school)).toEqual(["Oregon", "Ohio State", "Texas"]);
    expect(await apPollAt("2024-11-24T20:00:00Z", 15)).toBeUndefined();
  });

  it("releases the week 3 poll at 14:00 Central on the Sunday after week 2's games, in daylight time", async () => {
    expect(await apPollAt("2024-09-08T18:59:59Z", 3)).toBeUndefined(); // Sunday 13:59 CDT
    expect((await apPollAt("2024-09-08T19:00:00Z", 3))?.ranks).toHaveLength(25); // Sunday 14:00 CDT
  });

  it("keeps week 13's poll answering for week 13 after week 14's comes out", async () => {
    const poll = await apPollAt("2024-11-24T20:00:00Z", 13);
    expect(poll?.ranks[0]).toMatchObject({ rank: 1, school: "Oregon" });
  });

  it("releases the week 2 poll on Tuesday afternoon, after week 1's Labor Day Monday game", async () => {
    expect(await apPollAt("2024-09-03T18:59:59Z", 2)).toBeUndefined(); // Tuesday 13:59 CDT
    expect(await apPollAt("2024-09-03T19:00:00Z", 2)).toBeDefined();
  });

  it("has the preseason poll out from the first day of the season", async () => {
    expect(await apPollAt("2024-08-24T08:00:00Z", 1)).toBeDefined();
  });

  it("releases at 14:00 Central on the shifted Sunday when the season replays in a later year", async () => {
    // 2026-11-22 is the Sunday of week 14 in the replay shifted by whole weeks into 2026.
    expect(await apPollAt("2026-11-22T19:59:59Z", 14)).toBeUndefined();
    expect(await apPollAt("2026-11-22T20:00:00Z", 14)).toBeDefined();
  });
});
