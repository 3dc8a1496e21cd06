import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import type { Database } from "../../server/db/client.ts";
import { useDatabase } from "../../server/db/index.ts";
import { setEnvForTests } from "../../server/env.ts";
import { pollScoreboard } from "../../server/features/sync/scoreboard.service.ts";
import { runSync, useGamesProvider } from "../../server/features/sync/sync.runner.ts";
import { createCfbdClient, type GamesProvider } from "../../server/providers/games/index.ts";
import type { RunningServer } from "../../server/server.ts";
import type { CurrentWeekResponse, GameDto } from "../../shared/contracts/games.ts";
import { type FakeCfbd, recordedWeekOneGames, scoreboardFixture, startFakeCfbd } from "../support/cfbd-server.ts";
import { signInCookie, startTestServer } from "../support/server.ts";
import { openTestDatabase } from "../support/test-db.ts";
import { seriousViolations, settled } from "./support/axe.ts";
import { useBrowser } from "./support/browser.ts";

/*
 * Game day with a CFBD key: this file's server reads a loopback CFBD that answers with the recorded
 * 2025 week 1 /games and the scoreboards written from the v2 schema (tests/fixtures/cfbd/SOURCES.md).
 * Texas at Ohio State: FOX, Ohio Stadium; 0-7 at the half; in the third at 04:12, Ohio State's ball.
 */
const browser = useBrowser();
let database: Database;
let server: RunningServer;
let cfbd: FakeCfbd;
let provider: GamesProvider;
const ON_THE_BOARDS = [401752677, 401752676, 401752665, 401752671];

beforeAll(async () => {
  process.env.RATE_LIMITS ??= "off";
  setEnvForTests({ LOG_LEVEL: "silent" });
  database = await openTestDatabase();
  useDatabase(database);
  cfbd = await startFakeCfbd();
  provider = createCfbdClient({ apiKey: "test-key", baseUrl: cfbd.url });
  useGamesProvider(provider);
  // /games as it read on Friday, before the boards' games were played.
  cfbd.answer(
    "/games",
    JSON.stringify(
      recordedWeekOneGames().map((g) =>
        ON_THE_BOARDS.includes(g.id as number)
          ? { ...g, completed: false, homePoints: null, awayPoints: null, homeLineScores: null, awayLineScores: null }
          : g,
      ),
    ),
  );
  clock.startAt("2025-08-29T20:00:00Z");
  server = await startTestServer();
  await runSync();
});

afterAll(async () => {
  await server?.close();
  await database?.close();
  useGamesProvider(undefined);
  await cfbd?.close();
  clock.reset();
});

/** The server clock at `instant`, then one live poll answered with the recorded board. */
async function board(instant: string, name: Parameters<typeof scoreboardFixture>[0]) {
  clock.startAt(instant);
  cfbd.answer("/scoreboard", scoreboardFixture(name));
  await pollScoreboard(provider);
}

async function ohioState(): Promise<GameDto> {
  const week = (await (await fetch(`${server.url}/api/weeks/current`)).json()) as CurrentWeekResponse;
  const game = week.games.find((g) => g.homeTeam === "Ohio State" && g.awayTeam === "Texas");
  expect(game, "2025 week 1 has Texas at Ohio State").toBeDefined();
  return game!;
}

async function signedInPage(email: string): Promise<Page> {
  const cookie = await signInCookie(server.url, email);
  const page = await browser.newPage();
  const [name, value] = cookie.split("=") as [string, string];
  await page.context().addCookies([{ name, value, url: server.url }]);
  return page;
}

/** What the card shows as the period ("Q3 4:12"), not what a screen reader hears. */
const periodShown = (card: Locator) => card.getByTestId("game-clock").locator('[aria-hidden="true"]').textContent();
const spokenPeriod = (card: Locator) => card.getByTestId("game-clock").locator(".sr-only").textContent();

describe("a game day from the CFBD scoreboard", () => {
  it("shows the network and venue before kickoff, Halftime, then the quarter, clock and ball, and the last play in the game center", async () => {
    await board("2025-08-30T15:00:00Z", "pregame");
    const game = await ohioState();
    const page = await signedInPage("board-watcher@example.com");
    await page.goto(`${server.url}/`);
    const card = page.locator(`[data-testid="game-card"][data-game-id="${game.id}"]`);
    await card.waitFor();

    // Before kickoff: the network and the venue; CFBD has no pregame win probability, so none is shown.
    await expect(card.getByTestId("game-network").textContent()).resolves.toBe("Network: FOX");
    await expect(card.getByTestId("game-venue").textContent()).resolves.toBe("Venue: Ohio Stadium, Columbus, OH");
    await expect(card.getByTestId("win-probability").count()).resolves.toBe(0);

    await board("2025-08-30T17:20:00Z", "halftime");
    await page.locator(`[data-testid="game-card"][data-game-id="${game.id}"][data-status="live"]`).waitFor();
    await card.getByTestId("game-clock").getByText("Halftime").first().waitFor({ timeout: 15_000 });
    await expect(periodShown(card)).resolves.toBe("Halftime");
    await expect(card.getByTestId("live-score").textContent()).resolves.toBe("0 - 7");
    await expect(card.getByTestId("possession").count()).resolves.toBe(0);
    // Live, the network stays; the venue moves to the game center.
    await expect(card.getByTestId("game-network").textContent()).resolves.toBe("Network: FOX");
    await expect(card.getByTestId("game-venue").count()).resolves.toBe(0);

    await board("2025-08-30T17:50:00Z", "live_q3");
    await card.getByTestId("game-clock").getByText("Q3 4:12").waitFor({ timeout: 15_000 });
    await expect(spokenPeriod(card)).resolves.toBe("3rd quarter, 4:12 left");
    await expect(card.getByTestId("possession").getAttribute("data-side")).resolves.toBe("HOME");
    await expect(card.getByTestId("possession").textContent()).resolves.toBe("Ohio State has the ball");
    const rows = await Promise.all(
      ["away", "home"].map((side) =>
        card
          .locator(`[data-testid="line-score"] tr[data-side="${side}"] > *`)
          .evaluateAll((cells) => cells.map((c) => c.textContent)),
      ),
    );
    expect(rows).toEqual([
      ["TEX", "0", "0", "0", "–", "0"],
      ["OSU", "0", "7", "0", "–", "7"],
    ]);

    await card.getByRole("button", { name: "Game center: Texas at Ohio State" }).click();
    const center = page.getByRole("dialog", { name: "Texas at Ohio State" });
    await center.waitFor();
    await expect(center.getByTestId("game-center-status").textContent()).resolves.toBe("Live · Q3 4:12");
    await expect(center.getByTestId("game-center-play").textContent()).resolves.toBe(
      "Situation3rd & 4 at TEX 35Last playOhio State pass complete for 12 yds to the TEX 35",
    );
    // The network, venue and weather are the page's REST snapshot (the room streams only what moves in play).
    await expect(center.getByTestId("game-center-facts").textContent()).resolves.toMatch(
      /^NetworkFOXVenueOhio Stadium, Columbus, OHWeather\d+°F, partly cloudy, wind \d+ mph \w+$/,
    );
    await expect(center.getByTestId("possession").textContent()).resolves.toBe("Ohio State has the ball");
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await center.waitFor({ state: "detached" });
    await expect(
      card.getByTestId("game-center-open").evaluate((button) => button === document.activeElement),
    ).resolves.toBe(true);
  });
});
