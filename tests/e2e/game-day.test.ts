import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import type { Database } from "../../server/db/client.ts";
import { useDatabase } from "../../server/db/index.ts";
import { setEnvForTests } from "../../server/env.ts";
import { pollScoreboard } from "../../server/features/sync/scoreboard.service.ts";
import { gamesProvider, runSync } from "../../server/features/sync/sync.runner.ts";
import type { RunningServer } from "../../server/server.ts";
import type { CurrentWeekResponse, GameDto } from "../../shared/contracts/games.ts";
import { REPLAY_REGULATION_MS } from "../../shared/domain/replay-game-time.ts";
import { signInCookie, startTestServer } from "../support/server.ts";
import { openTestDatabase } from "../support/test-db.ts";
import { seriousViolations, settled } from "./support/axe.ts";
import { useBrowser } from "./support/browser.ts";
import { teamButton } from "./support/session.ts";

/*
 * A game day in the replay, on this file's own server and fake clock: the recorded 2024 Indiana at
 * Ohio State (week 13, kickoff 17:00 UTC; 7-0, 0-14, 0-14, 8-10 by quarter). Each step moves the
 * server clock and runs what the server runs on a game day, the sync and the live scoreboard poll,
 * so the card moves through the week room as it would; nothing is written to the database by hand.
 * The replay's model of game time (decision 057): quarters of 45 minutes, a 20-minute halftime after
 * the second, regulation over 3 h 20 after kickoff; the card estimates the clock from the server's.
 */
const browser = useBrowser();
let database: Database;
let server: RunningServer;
const KICKOFF = Date.parse("2024-11-23T17:00:00Z");
const MINUTE = 60_000;

beforeAll(async () => {
  process.env.RATE_LIMITS ??= "off";
  setEnvForTests({ LOG_LEVEL: "silent", CFBD_API_KEY: undefined });
  database = await openTestDatabase();
  useDatabase(database);
  clock.startAt(new Date(KICKOFF - 60 * MINUTE));
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
  await database?.close();
  clock.reset();
});

/** The server clock at `ms` after kickoff, then a sync and a scoreboard poll, as the live job would. */
async function gameDayAt(ms: number) {
  clock.startAt(new Date(KICKOFF + ms));
  await runSync();
  await pollScoreboard(gamesProvider());
}

async function ohioState(): Promise<GameDto> {
  const week = (await (await fetch(`${server.url}/api/weeks/current`)).json()) as CurrentWeekResponse;
  const game = week.games.find((g) => g.homeTeam === "Ohio State" && g.awayTeam === "Indiana");
  expect(game, "the replay's week 13 has Indiana at Ohio State").toBeDefined();
  return game!;
}

async function pick(email: string, gameId: string, winner: "HOME" | "AWAY") {
  const cookie = await signInCookie(server.url, email);
  const response = await fetch(`${server.url}/api/picks`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url, cookie },
    body: JSON.stringify({ gameId, winner }),
  });
  expect(response.status).toBe(200);
}

async function signedInPage(email: string): Promise<Page> {
  const cookie = await signInCookie(server.url, email);
  const page = await browser.newPage();
  const [name, value] = cookie.split("=") as [string, string];
  await page.context().addCookies([{ name, value, url: server.url }]);
  return page;
}

/** What the card shows as the period ("Q2"), not what a screen reader hears ("2nd quarter"). */
const periodShown = (card: Locator) => card.getByTestId("game-clock").locator('[aria-hidden="true"]');
const periodSpoken = (card: Locator) => card.getByTestId("game-clock").locator(".sr-only");

/**
 * The harness jumped the server clock: the page learns it again by loading, as a page opened at that
 * moment would (a browser's offset to the server clock comes with the week, decision 006).
 */
async function reload(page: Page, gameId: string) {
  await page.reload();
  await page.locator(`[data-testid="game-card"][data-game-id="${gameId}"][data-status="live"]`).waitFor();
}

/** Each section's cards in order, as their phase: 0 under way (live, or locked past kickoff), 1 open, 2 final. */
async function phasesBySection(page: Page): Promise<number[][]> {
  await page.locator('[data-testid="week-board"][data-mounted="all"]').waitFor({ timeout: 60_000 });
  return page.locator("section").evaluateAll((sections) =>
    sections.map((section) =>
      [...section.querySelectorAll('[data-testid="game-card"]')].map((card) => {
        const status = card.getAttribute("data-status");
        if (status === "final") return 2;
        return status === "live" || card.getAttribute("data-locked") === "true" ? 0 : 1;
      }),
    ),
  );
}

/** A line-score table's rows as text: [away cells…], [home cells…] (team, 1, 2, 3, 4, T). */
async function lineRows(table: Locator): Promise<string[][]> {
  return Promise.all(
    ["away", "home"].map((side) =>
      table.locator(`tr[data-side="${side}"] > *`).evaluateAll((cells) => cells.map((c) => c.textContent ?? "")),
    ),
  );
}

async function openGameCenter(page: Page, card: Locator): Promise<Locator> {
  await card.getByRole("button", { name: "Game center: Indiana at Ohio State" }).click();
  const center = page.getByRole("dialog", { name: "Indiana at Ohio State" });
  await center.waitFor();
  return center;
}

/** Escape closes the game center and gives focus back to the card's button that opened it. */
async function closeGameCenter(page: Page, card: Locator) {
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "detached" });
  await expect(
    card.getByTestId("game-center-open").evaluate((button) => button === document.activeElement),
  ).resolves.toBe(true);
}

describe("a game day in the replay", () => {
  it("shows the venue and the pregame win probability, then the quarter, its estimated clock and each quarter's points as the game moves, live games first, and the game center", async () => {
    await gameDayAt(-60 * MINUTE);
    const game = await ohioState();
    await pick("gameday-a@example.com", game.id, "HOME");
    await pick("gameday-b@example.com", game.id, "HOME");
    await pick("gameday-c@example.com", game.id, "AWAY");

    const page = await signedInPage("gameday-watcher@example.com");
    await page.goto(`${server.url}/`);
    const card = page.locator(`[data-testid="game-card"][data-game-id="${game.id}"]`);
    await card.waitFor();

    // Before kickoff: what the recording holds (the venue, the pregame win probability), no network.
    await expect(card.getByTestId("game-venue").textContent()).resolves.toBe("Venue: Ohio Stadium");
    await expect(card.getByTestId("win-probability").textContent()).resolves.toBe("Ohio State 77% to win");
    await expect(card.getByTestId("game-network").count()).resolves.toBe(0);
    await expect(card.getByTestId("game-clock").count()).resolves.toBe(0);
    await expect(card.getByTestId("line-score").count()).resolves.toBe(0);

    // The game center before kickoff: its facts, and the split withheld as the card withholds it.
    let center = await openGameCenter(page, card);
    await expect(center.getByTestId("game-center-facts").textContent()).resolves.toBe(
      "VenueOhio StadiumPregame win probabilityOhio State 77% to win",
    );
    await expect(center.getByTestId("pick-split-withheld").textContent()).resolves.toContain("3 picks");
    await expect(center.getByTestId("pick-percent-home").count()).resolves.toBe(0);
    await expect(center.getByTestId("line-score").count()).resolves.toBe(0);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await closeGameCenter(page, card);

    // Kickoff: the first quarter with the model's estimated clock, marked as an estimate, and the replay's note.
    await gameDayAt(10 * MINUTE);
    await reload(page, game.id);
    const first = await periodShown(card).textContent();
    expect(first).toMatch(/^Q1 ~1[01]:\d\d$/); // 10 minutes in: about 11:40 left
    await expect(periodSpoken(card).textContent()).resolves.toMatch(
      /^1st quarter, about 1[01]:\d\d left \(estimated\)$/,
    );
    await expect(card.getByTestId("replay-note").textContent()).resolves.toBe(
      "Replay: scores update at the end of each quarter",
    );
    await expect(card.getByTestId("line-score").count()).resolves.toBe(0);
    await expect(card.getByTestId("win-probability").count()).resolves.toBe(0);
    await expect(teamButton(card, "Ohio State").isDisabled()).resolves.toBe(true);
    // The clock runs between the server's updates: a game second every 3 s of the server's clock.
    await page.waitForFunction(
      ([id, before]) =>
        document.querySelector(`[data-game-id="${id}"] [data-testid="game-clock"] [aria-hidden="true"]`)
          ?.textContent !== before,
      [game.id, first] as const,
      { timeout: 15_000 },
    );
    expect(await periodShown(card).textContent()).toMatch(/^Q1 ~1[01]:\d\d$/);

    // On game day the games under way come first in every section, then the open ones, then the finals.
    const phases = await phasesBySection(page);
    expect(phases.flat()).toContain(1);
    for (const section of phases) expect(section).toEqual([...section].sort((a, b) => a - b));
    expect(phases.find((section) => section.length > 0)?.[0]).toBe(0);

    // Each quarter's points arrive at its end, through the week room, with the next period.
    await gameDayAt(45 * MINUTE + 30_000);
    await card.getByTestId("live-score").filter({ hasText: "7 - 0" }).waitFor({ timeout: 15_000 });
    await expect(periodShown(card).textContent()).resolves.toMatch(/^Q2/);
    await expect(lineRows(card.getByTestId("line-score"))).resolves.toEqual([
      ["IU", "7", "–", "–", "–", "7"],
      ["OSU", "0", "–", "–", "–", "0"],
    ]);

    // Halftime: the second quarter's points are out, and the clock has stopped.
    await gameDayAt(100 * MINUTE);
    await reload(page, game.id);
    await expect(card.getByTestId("live-score").textContent()).resolves.toBe("7 - 14");
    await expect(periodShown(card).textContent()).resolves.toBe("Halftime");

    await gameDayAt(115 * MINUTE);
    await reload(page, game.id);
    await expect(periodShown(card).textContent()).resolves.toMatch(/^Q3 ~13:\d\d$/); // 5 minutes into the third
    await expect(lineRows(card.getByTestId("line-score"))).resolves.toEqual([
      ["IU", "7", "0", "–", "–", "7"],
      ["OSU", "0", "14", "–", "–", "14"],
    ]);

    // The game center while live: where the game stands, the line score, and the split now it is locked.
    center = await openGameCenter(page, card);
    await expect(center.getByTestId("game-center-status").textContent()).resolves.toMatch(/^Live · Q3 ~13:\d\d$/);
    await expect(center.getByTestId("replay-note").textContent()).resolves.toBe(
      "Replay: scores update at the end of each quarter",
    );
    await expect(lineRows(center.getByTestId("line-score"))).resolves.toEqual([
      ["IU", "7", "0", "–", "–", "7"],
      ["OSU", "0", "14", "–", "–", "14"],
    ]);
    await expect(center.getByRole("table", { name: "Points by quarter, Indiana at Ohio State" }).count()).resolves.toBe(
      1,
    );
    await expect(center.getByRole("columnheader", { name: "Quarter 2" }).count()).resolves.toBe(1);
    await expect(center.getByTestId("pick-percent-home").textContent()).resolves.toBe("67%");
    await expect(center.getByTestId("pick-percent-away").textContent()).resolves.toBe("33%");
    await expect(card.getByTestId("pick-percent-home").textContent()).resolves.toBe("67%");
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await closeGameCenter(page, card);

    // Four quarters, no overtime: final at the end of regulation, keeping its line score.
    await gameDayAt(REPLAY_REGULATION_MS + MINUTE);
    await card.getByTestId("final-score").filter({ hasText: "15 - 38" }).waitFor({ timeout: 30_000 });
    await expect(card.getByTestId("game-clock").count()).resolves.toBe(0);
    await expect(card.getByTestId("replay-note").count()).resolves.toBe(0);
    await expect(lineRows(card.getByTestId("line-score"))).resolves.toEqual([
      ["IU", "7", "0", "0", "8", "15"],
      ["OSU", "0", "14", "14", "10", "38"],
    ]);
    await expect(card.getByTestId("final-winner").textContent()).resolves.toBe("Ohio State won");
  }, 300_000); // A replayed day of many steps: 92 s once on a loaded 2-core machine, 290 s under a load of 26.
});
