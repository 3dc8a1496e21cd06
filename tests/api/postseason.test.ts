import { and, asc, eq, like } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { db } from "../../server/db/index.ts";
import { games, weeks } from "../../server/db/schema/index.ts";
import { BUNDLED_CFBD_DATA_DIR } from "../../server/env.ts";
import { runSync, useGamesProvider } from "../../server/features/sync/sync.runner.ts";
import { createCfbdClient, createReplayProvider } from "../../server/providers/games/index.ts";
import { isSiteGame } from "../../shared/domain/postseason.ts";
import { postseasonFixture, startFakeCfbd } from "../support/cfbd-server.ts";
import { TestClient } from "../support/client.ts";
import { playerClient } from "../support/fixtures.ts";

afterEach(() => useGamesProvider(undefined));

interface CardGame {
  homeTeam: string;
  awayTeam: string;
  homeConference: string | null;
  awayConference: string | null;
  status: string;
  notes: string | null;
  neutralSite: boolean;
}

const storedWeeks = () =>
  db()
    .select({ week: weeks.week, label: weeks.label, isCurrent: weeks.isCurrent })
    .from(weeks)
    .where(eq(weeks.seasonType, "postseason"))
    .orderBy(asc(weeks.week));

describe("the replayed postseason on the week page", () => {
  it("shows a late-December bowl week of a later season, shifted like the rest, with its bowls' names and live games", async () => {
    // Saturday 2026-12-26 is the replay's Saturday 2024-12-28 (104 weeks on): ten bowls that day.
    clock.startAt("2026-12-26T21:00:00Z");
    useGamesProvider(createReplayProvider({ dataDir: BUNDLED_CFBD_DATA_DIR }));
    expect((await runSync()).label).toBe("Bowl Season");
    const view = (await new TestClient().get("/api/weeks/current")).body;
    expect(view.week).toMatchObject({ label: "Bowl Season", season: 2026, week: 2, isCurrent: true });
    expect(view.week.startDate).toBe("2026-12-20T06:00:00.000Z"); // Sunday 00:00 Central
    const cards: CardGame[] = view.games;
    const byNotes = (notes: string) => cards.find((g) => g.notes === notes);
    expect(byNotes("Valero Alamo Bowl")).toMatchObject({ homeTeam: "Colorado", awayTeam: "BYU", neutralSite: true });
    expect(byNotes("Bad Boy Mowers Pinstripe Bowl")).toMatchObject({ status: "final" });
    expect(byNotes("Isleta New Mexico Bowl")).toMatchObject({ status: "live", neutralSite: true });
    expect(byNotes("Pop-Tarts Bowl")).toMatchObject({ status: "live" });
    expect(byNotes("Valero Alamo Bowl")!.status).toBe("scheduled");
    expect(cards.every(isSiteGame)).toBe(true);
    // A bowl of two other conferences is stored for a league's selected slate, not shown on the week page.
    expect(byNotes("Snoop Dogg Arizona Bowl")).toBeUndefined();
    const [arizona] = await db().select().from(games).where(eq(games.notes, "Snoop Dogg Arizona Bowl"));
    expect(arizona).toMatchObject({ powerFive: false, neutralSite: true, weekId: view.week.id });
    // The weeks ahead are stored too, for a bowl pool's one card (decision 038).
    expect(await storedWeeks()).toEqual([
      { week: 1, label: "CFP First Round", isCurrent: false },
      { week: 2, label: "Bowl Season", isCurrent: true },
      { week: 3, label: "CFP Quarterfinals", isCurrent: false },
      { week: 4, label: "CFP Semifinals", isCurrent: false },
      { week: 5, label: "National Championship", isCurrent: false },
    ]);
    // Previous Week lists the weeks before the current one only, never those ahead.
    const previous = (await (await playerClient("fan@example.com", "fan")).get("/api/weeks")).body;
    expect(previous.map((w: { label: string }) => w.label).slice(0, 2)).toEqual(["CFP First Round", "Week 16"]);
  });

  it("moves through the playoff weeks to the national championship, each named by its round", async () => {
    useGamesProvider(createReplayProvider({ dataDir: BUNDLED_CFBD_DATA_DIR }));
    const labelAt = async (instant: string) => {
      clock.startAt(instant);
      return (await runSync()).label;
    };
    expect(await labelAt("2024-12-07T20:00:00Z")).toBe("Championship Week");
    expect(await labelAt("2024-12-21T18:00:00Z")).toBe("CFP First Round");
    expect(await labelAt("2025-01-01T19:00:00Z")).toBe("CFP Quarterfinals");
    expect(await labelAt("2025-01-10T02:00:00Z")).toBe("CFP Semifinals");
    expect(await labelAt("2025-01-21T02:00:00Z")).toBe("National Championship");
    const view = (await new TestClient().get("/api/weeks/current")).body;
    expect(view.games).toEqual([
      expect.objectContaining({
        homeTeam: "Notre Dame",
        awayTeam: "Ohio State",
        status: "live",
        notes: "College Football Playoff National Championship",
      }),
    ]);
    expect((await storedWeeks()).map((w) => w.label)).toEqual([
      "CFP First Round",
      "Bowl Season",
      "CFP Quarterfinals",
      "CFP Semifinals",
      "National Championship",
    ]);
    const [rose] = await db()
      .select({ weekId: games.weekId })
      .from(games)
      .where(and(eq(games.homeTeam, "Oregon"), like(games.notes, "%Rose Bowl%")));
    const [quarterfinals] = await db().select().from(weeks).where(eq(weeks.label, "CFP Quarterfinals"));
    expect(rose!.weekId).toBe(quarterfinals!.id);
  });
});

describe("sync of CFBD's postseason calendar and games", () => {
  it("asks for seasonType=postseason, splits its one week into Central weeks and names each bowl", async () => {
    const cfbd = await startFakeCfbd();
    try {
      cfbd.answer("/calendar", postseasonFixture("calendar_2024"));
      cfbd.answerBy("/games", (q) =>
        q.get("seasonType") === "postseason" ? postseasonFixture("games_2024_postseason") : "[]",
      );
      cfbd.answer("/lines", "[]");
      cfbd.answer("/rankings", "[]");
      clock.startAt("2025-01-01T19:00:00Z");
      useGamesProvider(createCfbdClient({ apiKey: "test-key", baseUrl: cfbd.url }));
      expect((await runSync()).label).toBe("CFP Quarterfinals");
      const postseasonAsks = cfbd.requests.filter(
        (r) => r.path === "/games" && r.query.includes("seasonType=postseason"),
      );
      expect(postseasonAsks).toHaveLength(1); // once per sync, whatever the site weeks split from it
      expect(postseasonAsks[0]!.query).toContain("week=1");
      const view = (await new TestClient().get("/api/weeks/current")).body;
      expect(view.week).toMatchObject({ label: "CFP Quarterfinals", week: 3, startDate: "2024-12-29T06:00:00.000Z" });
      const rose = view.games.find((g: CardGame) => g.homeTeam === "Oregon");
      expect(rose).toMatchObject({
        awayTeam: "Ohio State",
        notes: "College Football Playoff Quarterfinal at the Rose Bowl Presented by Prudential",
        neutralSite: true,
        status: "final", // the recorded answer was saved after the game
      });
      expect(view.games.find((g: CardGame) => g.notes === "ReliaQuest Bowl")).toMatchObject({ status: "final" });
      expect((await storedWeeks()).map((w) => w.label)).toEqual([
        "CFP First Round",
        "Bowl Season",
        "CFP Quarterfinals",
        "CFP Semifinals", // ahead, stored for a bowl pool's card
      ]);
    } finally {
      await cfbd.close();
    }
  });
});

describe("a postseason pick on the boards", () => {
  it("counts on its bowl week's board and on the all-time board beside the regular season's points", async () => {
    clock.startAt("2024-11-23T16:00:00Z"); // Saturday of week 13
    useGamesProvider(createReplayProvider({ dataDir: BUNDLED_CFBD_DATA_DIR }));
    await runSync();
    const fan = await playerClient("bowlfan@example.com", "bowlfan");
    const week13 = (await fan.get("/api/weeks/current")).body;
    const open = week13.games.filter(
      (g: { status: string; kickoffISO: string }) =>
        g.status === "scheduled" && Date.parse(g.kickoffISO) > Date.parse("2024-11-23T17:00:00Z"),
    );
    for (const game of open.slice(0, 3)) await fan.post("/api/picks", { gameId: game.id, winner: "HOME" });
    clock.startAt("2024-12-12T18:00:00Z"); // week 13 graded on the way
    await runSync();
    const bowls = (await fan.get("/api/weeks/current")).body;
    const frisco = bowls.games.find((g: CardGame & { id: string }) => g.notes === "Scooter's Coffee Frisco Bowl");
    expect(frisco).toMatchObject({ homeTeam: "West Virginia", awayTeam: "Memphis" }); // Memphis won 42-37
    expect((await fan.post("/api/picks", { gameId: frisco.id, winner: "AWAY" })).status).toBe(200);
    clock.startAt("2024-12-18T08:00:00Z");
    await runSync();

    const me = async (query: string) =>
      (await fan.get(`/api/leaderboard?${query}`)).body.me as { points: number; correctWins: number } | null;
    const regular = await me(`weekId=${week13.week.id}`);
    const bowlWeek = await me(`weekId=${bowls.week.id}`);
    const allTime = await me("scope=all");
    expect(bowlWeek).toMatchObject({ correctWins: 1 });
    expect(bowlWeek!.points).toBeGreaterThan(0);
    expect(allTime!.points).toBe((regular?.points ?? 0) + bowlWeek!.points);
    expect(allTime!.correctWins).toBe((regular?.correctWins ?? 0) + 1);
  }, 120_000);
});
