import { readFileSync } from "node:fs";
import { join } from "node:path";
import { and, asc, count, eq, isNull } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { db } from "../../server/db/index.ts";
import { games, pointsTransactions, weeks } from "../../server/db/schema/index.ts";
import { BUNDLED_CFBD_DATA_DIR } from "../../server/env.ts";
import { runSync, useGamesProvider } from "../../server/features/sync/sync.runner.ts";
import { createScheduler } from "../../server/jobs/scheduler.ts";
import { createSyncJob } from "../../server/jobs/sync.job.ts";
import { createReplayProvider, type GamesProvider, ProviderError } from "../../server/providers/games/index.ts";
import { REPLAY_FILES } from "../../server/providers/games/replay.data.ts";
import { TestClient } from "../support/client.ts";
import { adminClient, playerClient } from "../support/fixtures.ts";

afterEach(() => useGamesProvider(undefined));

interface RecordedPollWeek {
  week: number;
  polls: { poll: string; ranks: { rank: number; school: string }[] }[];
}
const recordedPolls: RecordedPollWeek[] = JSON.parse(
  readFileSync(join(BUNDLED_CFBD_DATA_DIR, "2024", REPLAY_FILES.polls), "utf8"),
);

/** The recorded AP rank of `school` for regular week `week`, read without the provider. */
const apRank = (week: number, school: string) =>
  recordedPolls
    .find((w) => w.week === week)!
    .polls.find((p) => p.poll === "AP Top 25")!
    .ranks.find((r) => r.school === school)?.rank ?? null;

interface GameView {
  id: string;
  homeTeam: string;
  awayTeam: string;
  homeTeamRank: number | null;
  awayTeamRank: number | null;
}

/**
 * Starts the app's sync job as the server does at start-up, waits for its first sync to store the
 * current week, then for the season's earlier weeks it stores after (a Sync Now shares that run).
 */
async function startUp(instant: string) {
  clock.startAt(instant);
  useGamesProvider(createReplayProvider({ dataDir: BUNDLED_CFBD_DATA_DIR }));
  const jobs = createScheduler([createSyncJob()]);
  jobs.start();
  try {
    const client = new TestClient();
    for (let i = 0; i < 300; i++) {
      const view = await client.get("/api/weeks/current");
      if (view.body.week && !view.body.syncing) {
        await runSync();
        return view.body as { week: { label: string }; games: GameView[] };
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("the start-up sync stored no current week");
  } finally {
    jobs.stop();
  }
}

describe("the polls a sync gives the current week", () => {
  it("has no ranks on Sunday morning of week 14, and the week 14 poll's ranks from Sunday afternoon", async () => {
    const admin = await adminClient();
    clock.startAt("2024-11-24T15:00:00Z"); // Sunday 09:00 CT
    useGamesProvider(createReplayProvider({ dataDir: BUNDLED_CFBD_DATA_DIR }));
    expect((await admin.post("/api/admin/sync")).body).toMatchObject({ label: "Week 14" });
    const morning = (await admin.get("/api/weeks/current")).body.games as GameView[];
    expect(morning.every((g) => g.homeTeamRank === null && g.awayTeamRank === null)).toBe(true);

    clock.startAt("2024-11-24T21:00:00Z"); // Sunday 15:00 CT, after the 14:00 CT release
    expect((await admin.post("/api/admin/sync")).body).toMatchObject({ label: "Week 14" });
    const afternoon = (await admin.get("/api/weeks/current")).body.games as GameView[];
    const theGame = afternoon.find((g) => g.homeTeam === "Ohio State" && g.awayTeam === "Michigan")!;
    expect(theGame.homeTeamRank).toBe(apRank(14, "Ohio State"));
    expect(theGame.homeTeamRank).not.toBeNull();
    for (const g of afternoon) {
      expect([g.homeTeamRank, g.awayTeamRank]).toEqual([apRank(14, g.homeTeam), apRank(14, g.awayTeam)]);
    }
    expect(afternoon.filter((g) => g.homeTeamRank !== null || g.awayTeamRank !== null).length).toBeGreaterThan(10);
  });
});

describe("a first start in the middle of the season", () => {
  it("stores every earlier week final and graded, with its own poll's ranks, for Previous Week and the weekly boards", async () => {
    const current = await startUp("2024-11-23T20:00:00Z"); // Saturday of week 13
    expect(current.week.label).toBe("Week 13");

    const player = await playerClient("fan@example.com", "fan");
    const previous = await player.get("/api/weeks");
    expect(previous.status).toBe(200);
    expect(previous.body.map((w: { label: string }) => w.label)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Week ${12 - i}`),
    );

    for (const week of previous.body as { id: string; label: string }[]) {
      const rows = await db().select().from(games).where(eq(games.weekId, week.id)).orderBy(asc(games.kickoffISO));
      expect(rows.length, week.label).toBeGreaterThan(15);
      const n = Number(week.label.replace("Week ", ""));
      for (const game of rows) {
        expect(game, `${week.label} ${game.awayTeam} @ ${game.homeTeam}`).toMatchObject({
          status: "final",
          finalizedBy: "sync",
          finalHomeScore: expect.any(Number),
          finalAwayScore: expect.any(Number),
          gradedAt: expect.any(Date),
          homeTeamRank: apRank(n, game.homeTeam),
          awayTeamRank: apRank(n, game.awayTeam),
        });
      }
      const board = await player.get(`/api/leaderboard?weekId=${week.id}`);
      expect(board.status, week.label).toBe(200);
      expect(board.body).toMatchObject({ entries: [], total: 0 });
    }
    // Nobody had picked those games, so grading them wrote nothing to the ledger.
    expect(await db().$count(pointsTransactions)).toBe(0);
  });

  it("leaves stored weeks alone on later syncs, keeps an admin's final, and fills only a week that went missing", async () => {
    await startUp("2024-11-23T20:00:00Z");
    const admin = await adminClient();
    const stored = await db().select().from(weeks).orderBy(asc(weeks.startDate));
    const [week1, week11, week12] = [stored[0]!, stored[10]!, stored[11]!];
    expect([week1.label, week11.label, week12.label]).toEqual(["Week 1", "Week 11", "Week 12"]);
    const [target] = await db().select().from(games).where(eq(games.weekId, week12.id)).limit(1);
    expect(
      (await admin.post(`/api/admin/finalize/${target!.id}`, { finalHomeScore: 99, finalAwayScore: 98 })).status,
    ).toBe(200);
    await db().delete(weeks).where(eq(weeks.id, week11.id));

    clock.advance(15 * 60_000);
    expect((await admin.post("/api/admin/sync")).status).toBe(200);

    const after = await db().select().from(weeks).orderBy(asc(weeks.startDate));
    expect(after.map((w) => w.label)).toEqual(stored.map((w) => w.label));
    expect(after[0]!.syncedAt).toEqual(week1.syncedAt);
    expect(after[11]!.syncedAt).toEqual(week12.syncedAt);
    expect(after[10]!.syncedAt!.getTime()).toBeGreaterThan(week11.syncedAt!.getTime());
    const [kept] = await db().select().from(games).where(eq(games.id, target!.id));
    expect(kept).toMatchObject({ finalHomeScore: 99, finalAwayScore: 98, finalizedBy: "admin" });
    const refilled = await db().select().from(games).where(eq(games.weekId, after[10]!.id));
    expect(refilled.length).toBeGreaterThan(15);
    const ungraded = await db()
      .select({ value: count() })
      .from(games)
      .where(and(eq(games.weekId, after[10]!.id), isNull(games.gradedAt)));
    expect(ungraded[0]!.value).toBe(0);
  });

  it("syncs the current week when an earlier week cannot be fetched, and stores the earlier weeks at a later sync", async () => {
    clock.startAt("2024-11-23T20:00:00Z");
    const replay = createReplayProvider({ dataDir: BUNDLED_CFBD_DATA_DIR });
    const failing: GamesProvider = {
      ...replay,
      getLines: async (q) => {
        if (q.week !== 13) throw new ProviderError("CFBD answered 429", { kind: "rate_limited", status: 429 });
        return replay.getLines(q);
      },
    };
    const admin = await adminClient();
    useGamesProvider(failing);
    expect((await admin.post("/api/admin/sync")).body).toMatchObject({ label: "Week 13" });
    expect((await admin.get("/api/weeks")).body).toEqual([]);

    useGamesProvider(replay);
    expect((await admin.post("/api/admin/sync")).status).toBe(200);
    expect((await admin.get("/api/weeks")).body).toHaveLength(12);
  });
});

describe("the week's other FBS games", () => {
  it("are stored for the current week beside its Power-5 games, never on the week page, and not for earlier weeks", async () => {
    const current = await startUp("2024-11-23T20:00:00Z"); // Saturday of week 13
    const [week] = await db().select().from(weeks).where(eq(weeks.isCurrent, true));
    const stored = await db().select().from(games).where(eq(games.weekId, week!.id));
    const others = stored.filter((g) => !g.powerFive);
    expect(others.length).toBeGreaterThan(10);
    expect(others.some((g) => g.homeTeam === "Boise State" || g.awayTeam === "Boise State")).toBe(true);
    const POWER_FIVE = ["ACC", "Big Ten", "Big 12", "Pac-12", "SEC"];
    for (const game of stored) {
      const powerFive =
        POWER_FIVE.includes(game.homeConference ?? "") || POWER_FIVE.includes(game.awayConference ?? "");
      expect(game.powerFive, `${game.awayTeam} @ ${game.homeTeam}`).toBe(powerFive);
    }
    expect(current.games.map((g) => g.id).sort()).toEqual(
      stored
        .filter((g) => g.powerFive)
        .map((g) => g.id)
        .sort(),
    );
    const earlier = await db().select({ n: count() }).from(games).where(eq(games.powerFive, false));
    expect(earlier[0]!.n).toBe(others.length);
  });
});
