import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { REPLAY_REGULATION_MS, replayGameLengthMs } from "../../../shared/domain/replay-game-time.ts";
import { formatSpread, roundToHalf } from "../../../shared/domain/spread.ts";
import { parseCsv } from "./csv.ts";
import { LINE_COLUMNS, REPLAY_FILES } from "./replay.data.ts";
import { periodsOf } from "./replay.game-state.ts";
import { DATA_DIR, recordedGames, replayAt } from "./replay.test-support.ts";

const consensus = new Map(
  parseCsv(readFileSync(resolve(DATA_DIR, "2024", REPLAY_FILES.lines), "utf8"), LINE_COLUMNS).map((r) => [
    Number(r.game_id),
    r,
  ]),
);

async function linesOf(week: number) {
  return replayAt("2024-11-23T20:00:00Z").getLines({ year: 2024, week, seasonType: "regular" });
}

describe("replayed consensus lines", () => {
  it("rounds to the half point, halves away from zero", () => {
    expect(roundToHalf(-34.166666666666664)).toBe(-34);
    expect(roundToHalf(-2.6666666666666665)).toBe(-2.5);
    expect(roundToHalf(-3.25)).toBe(-3.5);
    expect(roundToHalf(13.75)).toBe(14);
    expect(Object.is(roundToHalf(-0.16666666666666666), 0)).toBe(true);
  });

  it("formats the favourite as CFBD does: home view negative means the home team is favoured", () => {
    expect(formatSpread(-17, "Georgia", "Georgia Tech")).toBe("Georgia -17");
    expect(formatSpread(3, "West Virginia", "Iowa State")).toBe("Iowa State -3");
    expect(formatSpread(-3.5, "Pittsburgh", "California")).toBe("Pittsburgh -3.5");
    expect(formatSpread(0, "Home U", "Away U")).toBe("Home U 0");
  });

  it("answers one consensus line per game with half-point spreads and totals in CFBD's v2 line shape", async () => {
    for (const week of [1, 7, 13]) {
      const games = await linesOf(week);
      expect(games.length).toBeGreaterThan(0);
      for (const game of games) {
        expect(game.lines).toHaveLength(1);
        const line = game.lines[0]!;
        const raw = consensus.get(game.id)!;
        expect(line.provider).toBe("consensus");
        expect(line.spread).toBe(roundToHalf(Number(raw.market_spread)));
        expect(line.overUnder).toBe(raw.market_total === "" ? null : roundToHalf(Number(raw.market_total)));
        expect(Number.isInteger(line.spread! * 2)).toBe(true);
        const favourite = line.spread! > 0 ? game.awayTeam : game.homeTeam;
        expect(line.formattedSpread).toBe(
          line.spread === 0 ? `${game.homeTeam} 0` : `${favourite} -${Math.abs(line.spread!)}`,
        );
      }
    }
  });

  it("turns the books' mean for Georgia–Georgia Tech (−17, −17.5, −17.5) into Georgia -17.5", async () => {
    const line = (await linesOf(14)).find((g) => g.id === 401628439)!.lines[0]!;
    expect(line.spread).toBe(-17.5);
    expect(line.formattedSpread).toBe("Georgia -17.5");
  });
});

describe("replayed team records", () => {
  it("count only the games completed by now in replay time", async () => {
    const now = Date.parse("2024-11-23T20:00:00Z");
    const records = await replayAt(now).getRecords({ year: 2024 });
    expect(records).toHaveLength(134);
    const done = recordedGames.filter(
      (g) => g.completed && g.homePoints != null && Date.parse(g.startDate) + replayGameLengthMs(periodsOf(g)) <= now,
    );
    for (const record of records) {
      const played = done.filter((g) => g.homeId === record.teamId || g.awayId === record.teamId);
      const wins = played.filter((g) =>
        g.homeId === record.teamId ? g.homePoints! > g.awayPoints! : g.awayPoints! > g.homePoints!,
      ).length;
      expect(record.total).toEqual({ games: played.length, wins, losses: played.length - wins, ties: 0 });
    }
    expect(records.find((r) => r.team === "Oregon")?.total).toMatchObject({ wins: 11, losses: 0 });
  });

  it("do not count a game while it is live", async () => {
    const game = recordedGames.find((g) => g.id === 401628429)!; // Florida–Ole Miss, 2024-11-23 17:00Z
    const kickoff = Date.parse(game.startDate);
    const wins = async (ms: number) => {
      const records = await replayAt(ms).getRecords({ year: 2024 });
      return records.find((r) => r.team === "Florida")!.total;
    };
    const live = await wins(kickoff + REPLAY_REGULATION_MS - 1); // four periods: over at the end of regulation
    const final = await wins(kickoff + REPLAY_REGULATION_MS);
    expect(final.games).toBe(live.games + 1);
    expect(final.wins).toBe(live.wins + 1);
  });
});
