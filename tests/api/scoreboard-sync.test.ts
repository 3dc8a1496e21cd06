import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { db } from "../../server/db/index.ts";
import { games } from "../../server/db/schema/index.ts";
import { events } from "../../server/events.ts";
import { pollScoreboard } from "../../server/features/sync/scoreboard.service.ts";
import { runSync, useGamesProvider } from "../../server/features/sync/sync.runner.ts";
import { createCfbdClient, type GamesProvider } from "../../server/providers/games/index.ts";
import type { GameDto } from "../../shared/contracts/games.ts";
import { type FakeCfbd, recordedWeekOneGames, scoreboardFixture, startFakeCfbd } from "../support/cfbd-server.ts";
import { TestClient } from "../support/client.ts";
import { playerClient } from "../support/fixtures.ts";

const OHIO_STATE_TEXAS = 401752677;
const TENNESSEE_SYRACUSE = 401752676;
const FLORIDA_STATE_ALABAMA = 401752665;
const ARMY_TARLETON = 401762432;
const ON_THE_BOARDS = [OHIO_STATE_TEXAS, TENNESSEE_SYRACUSE, FLORIDA_STATE_ALABAMA, 401752671, ARMY_TARLETON];

/** CFBD's /games for 2025 week 1 as it read before the boards' games were played: not completed, no points. */
const gamesBeforeKickoff = () =>
  JSON.stringify(
    recordedWeekOneGames().map((g) =>
      ON_THE_BOARDS.includes(g.id as number)
        ? { ...g, completed: false, homePoints: null, awayPoints: null, homeLineScores: null, awayLineScores: null }
        : g,
    ),
  );

let cfbd: FakeCfbd;
let provider: GamesProvider;

beforeEach(async () => {
  cfbd = await startFakeCfbd();
  provider = createCfbdClient({ apiKey: "test-key", baseUrl: cfbd.url });
  useGamesProvider(provider);
  cfbd.answer("/games", gamesBeforeKickoff());
  clock.startAt("2025-08-29T20:00:00Z"); // Friday, before every game on the boards
  await runSync();
  cfbd.requests.length = 0;
});

afterEach(async () => {
  useGamesProvider(undefined);
  await cfbd.close();
});

async function poll(board: Parameters<typeof scoreboardFixture>[0]) {
  cfbd.answer("/scoreboard", scoreboardFixture(board));
  return pollScoreboard(provider);
}

async function weekGame(cfbdId: number): Promise<GameDto> {
  const [row] = await db().select({ id: games.id }).from(games).where(eq(games.cfbdId, cfbdId));
  const view = (await new TestClient().get("/api/weeks/current")).body as { games: GameDto[] };
  const game = view.games.find((g) => g.id === row!.id);
  if (!game) throw new Error(`game ${cfbdId} is not on the week page`);
  return game;
}

const storedDetails = async (cfbdId: number) => (await db().select().from(games).where(eq(games.cfbdId, cfbdId)))[0]!;

describe("the live scoreboard (CFBD v2 /scoreboard) in the stored games", () => {
  it("a full sync fills the venue from /games before any scoreboard", async () => {
    expect((await weekGame(OHIO_STATE_TEXAS)).details).toMatchObject({ venue: "Ohio Stadium", period: null });
  });

  it("a pregame board gives the network, the venue and the weather with one call, the games still scheduled", async () => {
    clock.startAt("2025-08-30T15:00:00Z");
    expect(await poll("pregame")).toEqual({ calls: 1, live: 0 });
    expect(cfbd.requests).toEqual([
      expect.objectContaining({ path: "/scoreboard", query: "?classification=fbs", authorization: "Bearer test-key" }),
    ]);
    const game = await weekGame(OHIO_STATE_TEXAS);
    expect(game.status).toBe("scheduled");
    expect(game.details).toEqual({
      period: null,
      clock: null,
      possession: null,
      situation: null,
      lastPlay: null,
      tv: "FOX",
      venue: "Ohio Stadium, Columbus, OH",
      weather: "77°F, partly cloudy, wind 7 mph S",
      homeLineScores: [],
      awayLineScores: [],
      homeWinProbability: null,
    });
  });

  it("a live board in the third quarter writes the clock, the ball, down and distance, the last play and the live score", async () => {
    clock.startAt("2025-08-30T17:50:00Z");
    const seen: string[] = [];
    const stop = events.subscribe("game.updated", ({ gameId }) => void seen.push(gameId));
    try {
      expect(await poll("live_q3")).toEqual({ calls: 1, live: 2 });
    } finally {
      stop();
    }
    const game = await weekGame(OHIO_STATE_TEXAS);
    expect(game).toMatchObject({ status: "live", homeScore: 7, awayScore: 0 });
    expect(game.details).toMatchObject({
      period: 3,
      clock: "04:12",
      possession: "HOME",
      situation: "3rd & 4 at TEX 35",
      lastPlay: "Ohio State pass complete for 12 yds to the TEX 35",
      tv: "FOX",
      weather: "79°F, partly cloudy, wind 6 mph SW",
      homeLineScores: [0, 7, 0],
      awayLineScores: [0, 0, 0],
    });
    expect((await weekGame(TENNESSEE_SYRACUSE)).details).toMatchObject({ period: 4, possession: "AWAY" });
    expect(seen).toContain(game.id);
    expect((await weekGame(FLORIDA_STATE_ALABAMA)).status).toBe("scheduled");
    // The same board again moves nothing and publishes nothing.
    const again: string[] = [];
    const stopAgain = events.subscribe("game.updated", ({ gameId }) => void again.push(gameId));
    try {
      await poll("live_q3");
    } finally {
      stopAgain();
    }
    expect(again).toEqual([]);
  });

  it("a halftime board shows the end of the second period with the half's line scores", async () => {
    clock.startAt("2025-08-30T17:20:00Z");
    await poll("halftime");
    const game = await weekGame(OHIO_STATE_TEXAS);
    expect(game).toMatchObject({ status: "live", homeScore: 7, awayScore: 0 });
    expect(game.details).toMatchObject({
      period: 2,
      clock: "00:00",
      possession: null,
      situation: null,
      homeLineScores: [0, 7],
      awayLineScores: [0, 0],
    });
  });

  it("an overtime board gives the fifth period and its points to a game outside the Power-5", async () => {
    clock.startAt("2025-08-30T01:40:00Z");
    expect(await poll("overtime")).toEqual({ calls: 1, live: 0 }); // live counts Power-5 games
    const army = await storedDetails(ARMY_TARLETON);
    expect(army).toMatchObject({ status: "live", homeScore: 27, awayScore: 24 });
    expect(army.details).toMatchObject({
      period: 5,
      possession: "AWAY",
      homeLineScores: [7, 10, 7, 0, 3],
      awayLineScores: [3, 7, 7, 7, 0],
    });
  });

  it("a board with completed games takes their finals from /games, asked once, grades them and keeps the details", async () => {
    const player = await playerClient("fan@example.com", "fan");
    const ohio = await weekGame(OHIO_STATE_TEXAS);
    expect((await player.post("/api/picks", { gameId: ohio.id, winner: "HOME" })).status).toBe(200);
    clock.startAt("2025-08-30T17:50:00Z");
    await poll("live_q3");
    cfbd.answer("/games", null); // the recorded answer: every game completed
    cfbd.requests.length = 0;
    const finalized: string[] = [];
    const stop = events.subscribe("game.finalized", ({ gameId }) => void finalized.push(gameId));
    clock.startAt("2025-08-30T20:00:00Z");
    try {
      expect(await poll("completed")).toEqual({ calls: 2, live: 1 });
    } finally {
      stop();
    }
    expect(cfbd.requests.map((r) => r.path)).toEqual(["/scoreboard", "/games"]);
    const game = await weekGame(OHIO_STATE_TEXAS);
    expect(game).toMatchObject({ status: "final", finalHomeScore: 14, finalAwayScore: 7 });
    expect(game.details).toMatchObject({ period: 4, homeLineScores: [0, 7, 0, 7], awayLineScores: [0, 0, 0, 7] });
    expect(finalized).toEqual(expect.arrayContaining([game.id, (await weekGame(TENNESSEE_SYRACUSE)).id]));
    const [mine] = (await player.get("/api/me/picks")).body;
    expect(mine.pointsTxns.map((t: { reason: string }) => t.reason)).toContain("Correct winner");
    // A final stays final: the same board again asks /games no more and changes no score.
    cfbd.requests.length = 0;
    expect(await poll("completed")).toEqual({ calls: 1, live: 1 });
    expect(await weekGame(OHIO_STATE_TEXAS)).toMatchObject({ status: "final", homeScore: 14 });
  });

  it("a full sync after a board keeps the board's details, and its live score where /games has none", async () => {
    clock.startAt("2025-08-30T17:50:00Z");
    await poll("live_q3");
    await runSync(); // /games still lists the game without points
    const game = await weekGame(OHIO_STATE_TEXAS);
    expect(game).toMatchObject({ status: "live", homeScore: 7, awayScore: 0 });
    expect(game.details).toMatchObject({
      period: 3,
      clock: "04:12",
      tv: "FOX",
      venue: "Ohio Stadium, Columbus, OH",
      homeLineScores: [0, 7, 0],
    });
  });
});
