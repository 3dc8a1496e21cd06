import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { db } from "../../server/db/index.ts";
import { weeks } from "../../server/db/schema/index.ts";
import { BUNDLED_CFBD_DATA_DIR } from "../../server/env.ts";
import { announceWeekWinners } from "../../server/features/league-chat/week-winners.service.ts";
import { runSync, useGamesProvider } from "../../server/features/sync/sync.runner.ts";
import { createReplayProvider } from "../../server/providers/games/index.ts";
import { leagueCast } from "../support/leagues.ts";

afterEach(() => useGamesProvider(undefined));

interface CardGame {
  id: string;
  homeTeam: string;
  awayTeam: string;
  kickoffISO: string;
  status: string;
  homeScore: number | null;
  awayScore: number | null;
  locked: boolean;
  pick: { winner: "HOME" | "AWAY"; confidence: number } | null;
}
type Entry = { handle: string; points?: number; totalPoints?: number };

describe("a bowl confidence pool (Bowl Mania) on the replayed 2024 postseason", () => {
  it("ranks every bowl and playoff game 1..N on one card, locks each at its kickoff, and scores as a hand count", async () => {
    clock.startAt("2024-12-12T18:00:00Z"); // Thursday before the first bowl
    useGamesProvider(createReplayProvider({ dataDir: BUNDLED_CFBD_DATA_DIR }));
    await runSync();
    const { owner, member, league } = await leagueCast("private");
    const card = `/api/leagues/${league.id}/card`;
    // Bowl Mania: confidence on every postseason game, and no upset bonus beside the values.
    const { points } = (await owner.get(card)).body.rules;
    const rules = await owner.patch(`/api/leagues/${league.id}`, {
      confidence: true,
      slate: "postseason",
      points: { ...points, upsetBonusEnabled: false },
    });
    expect(rules.status).toBe(200);

    const opened = await member.get(card);
    expect(opened.status).toBe(200);
    const games: CardGame[] = opened.body.games;
    const weekId: string = opened.body.weekId;
    // Every postseason game of the season, across the five bowl weeks: N = 46.
    expect(games).toHaveLength(46);
    expect(games[0]).toMatchObject({ homeTeam: "Western Michigan", awayTeam: "South Alabama", locked: false });
    expect(games.at(-1)).toMatchObject({ homeTeam: "Notre Dame", awayTeam: "Ohio State" });
    expect(new Set(games.map((g) => g.kickoffISO.slice(0, 7)))).toEqual(new Set(["2024-12", "2025-01"]));

    // The member ranks by kickoff, home teams; the owner the other way round, away teams.
    const n = games.length;
    const memberPicks = games.map((g, i) => ({ gameId: g.id, winner: "HOME" as const, confidence: i + 1 }));
    const ownerPicks = games.map((g, i) => ({ gameId: g.id, winner: "AWAY" as const, confidence: n - i }));
    const outOfRange = await member.put(card, { weekId, picks: [{ ...memberPicks[0]!, confidence: n + 1 }] });
    expect(outOfRange).toMatchObject({
      status: 400,
      body: { message: `Confidence ${n + 1} is out of range: use 1 to ${n}` },
    });
    expect((await member.put(card, { weekId, picks: memberPicks })).status).toBe(200);
    expect((await owner.put(card, { weekId, picks: ownerPicks })).status).toBe(200);

    // Each game locks at its own kickoff: after the first bowl, only it is closed.
    clock.startAt("2024-12-15T03:00:00Z");
    await runSync();
    const later = (await member.get(card)).body.games as CardGame[];
    expect(later.filter((g) => g.locked).map((g) => g.homeTeam)).toEqual(["Western Michigan"]);
    const swap = await member.put(card, {
      weekId,
      picks: [{ ...memberPicks[0]!, winner: "AWAY" }, ...memberPicks.slice(1)],
    });
    expect(swap).toMatchObject({ status: 409, body: { message: "South Alabama at Western Michigan is locked" } });
    // The same card from a later bowl week: values swap between games of different weeks.
    const [semifinals] = await db().select().from(weeks).where(eq(weeks.label, "CFP Semifinals"));
    const laterWeekId = semifinals!.id;
    const swapped = memberPicks.map((p, i) =>
      i === 1 ? { ...p, confidence: n } : i === n - 1 ? { ...p, confidence: 2 } : p,
    );
    const fromLater = await member.put(card, { weekId: laterWeekId, picks: swapped });
    expect(fromLater.status).toBe(200);
    expect(fromLater.body.games).toHaveLength(n);

    // The whole postseason plays out in the replay; late on title night every game is final.
    clock.startAt("2025-01-21T05:30:00Z"); // 23:30 CT on title night: the replay moves on at midnight
    await runSync();
    const final = (await member.get(card)).body.games as CardGame[];
    expect(final.every((g) => g.status === "final")).toBe(true);
    expect(final.at(-1)).toMatchObject({ homeScore: 23, awayScore: 34 }); // Ohio State won the title

    // The hand count: a correct pick earns its confidence value, a wrong one nothing.
    const homeWon = new Map(final.map((g) => [g.id, g.homeScore! > g.awayScore!]));
    const count = (picks: { gameId: string; winner: "HOME" | "AWAY"; confidence: number }[]) =>
      picks.reduce((sum, p) => sum + ((p.winner === "HOME") === homeWon.get(p.gameId) ? p.confidence : 0), 0);
    const expected = { member_one: count(swapped), owner_one: count(ownerPicks) };
    const season = (await member.get(`/api/leagues/${league.id}/standings/season`)).body as Entry[];
    expect(Object.fromEntries(season.map((e) => [e.handle, e.points ?? e.totalPoints]))).toEqual(expected);

    // History, once the title game's week is over (its trivia counts until Saturday): each bowl week
    // is decided by its own games under the pool's rules, and the pool has its champion.
    clock.startAt("2025-01-26T12:00:00Z");
    const history = (await member.get(`/api/leagues/${league.id}/history`)).body;
    const bowlWeeks = history.weeks.filter((w: { seasonType: string }) => w.seasonType === "postseason");
    expect(
      bowlWeeks.map((w: { label: string; decided: boolean; rules: { slate: string } }) => [
        w.label,
        w.decided,
        w.rules.slate,
      ]),
    ).toEqual([
      ["CFP First Round", true, "postseason"],
      ["Bowl Season", true, "postseason"],
      ["CFP Quarterfinals", true, "postseason"],
      ["CFP Semifinals", true, "postseason"],
      ["National Championship", true, "postseason"],
    ]);
    const leader = expected.member_one > expected.owner_one ? "member_one" : "owner_one";
    const champion = history.members.find((m: { champion: boolean }) => m.champion);
    expect(champion?.handle).toBe(leader);

    // The chat crowns the title week by the same slate (every postseason game), as History does.
    await announceWeekWinners(clock.now());
    const title = bowlWeeks.at(-1) as { weekId: string; winners: string[] };
    const crowned = (await member.get(`/api/leagues/${league.id}/chat`)).body.lines.filter(
      (line: { kind: string; weekId?: string }) => line.kind === "week_won" && line.weekId === title.weekId,
    );
    expect(title.winners.length).toBeGreaterThan(0);
    expect(crowned.map((line: { winners: { userId: string }[] }) => line.winners.map((w) => w.userId))).toEqual([
      title.winners,
    ]);
  }, 120_000); // a first sync stores the season so far, then three more syncs grade the postseason
});
