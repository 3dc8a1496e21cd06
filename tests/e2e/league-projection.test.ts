import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import type { Database } from "../../server/db/client.ts";
import { useDatabase } from "../../server/db/index.ts";
import { type Game, games } from "../../server/db/schema/index.ts";
import { setEnvForTests } from "../../server/env.ts";
import { events } from "../../server/events.ts";
import type { RunningServer } from "../../server/server.ts";
import { createGame, createWeek } from "../support/fixtures.ts";
import { signInCookie, startTestServer } from "../support/server.ts";
import { openTestDatabase } from "../support/test-db.ts";
import { seriousViolations } from "./support/axe.ts";
import { useBrowser } from "./support/browser.ts";

/*
 * Live scores come from the sync, which the shared browser-test server replays on its clock (no
 * game of its week is live while the suite runs). This file serves the same built client from a
 * server of its own, in this process, so it can put a score on a game as the sync would: the game
 * row, then `game.updated`.
 */
const browser = useBrowser();
let database: Database;
let server: RunningServer;
const ADMIN = "projection-admin@example.com";
const HOUR = 3_600_000;

beforeAll(async () => {
  process.env.RATE_LIMITS ??= "off";
  setEnvForTests({ LOG_LEVEL: "silent", ADMIN_EMAILS: [ADMIN] });
  database = await openTestDatabase();
  useDatabase(database);
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

async function api(cookie: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { "content-type": "application/json", origin: server.url, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

async function liveScore(game: Game, homeScore: number, awayScore: number) {
  await database.db.update(games).set({ status: "live", homeScore, awayScore }).where(eq(games.id, game.id));
  events.publish("game.updated", { gameId: game.id, weekId: game.weekId });
}

async function signedInPage(email: string) {
  const cookie = await signInCookie(server.url, email);
  const page = await browser.newPage();
  const [name, value] = cookie.split("=") as [string, string];
  await page.context().addCookies([{ name, value, url: server.url }]);
  return { page, cookie };
}

const rowOf = (page: Page, userId: string) =>
  page.locator(`[data-testid="league-standings-row"][data-user-id="${userId}"]`);
const projectedOf = (page: Page, userId: string, points: number, rank: number) =>
  rowOf(page, userId).locator(`[data-testid="projected-standing"][data-points="${points}"][data-rank="${rank}"]`);

describe("If it ends now on the league page", () => {
  it("shows each member's projected points and rank beside the actual ones while a slate game is live, follows its score and goes when it is final", async () => {
    const { page, cookie: ownerCookie } = await signedInPage("projection-owner@example.com");
    const rivalCookie = await signInCookie(server.url, "projection-rival@example.com");
    const adminCookie = await signInCookie(server.url, ADMIN);
    const created = await api(ownerCookie, "POST", "/api/leagues", {
      name: "Projection League",
      visibility: "private",
    });
    expect(created.status).toBe(201);
    const league = created.body as { id: string; joinCode: string };
    expect((await api(rivalCookie, "POST", "/api/leagues/join", { joinCode: league.joinCode })).status).toBe(200);
    const ownerId = (await api(ownerCookie, "GET", "/api/auth/user")).body.id as string;
    const rivalId = (await api(rivalCookie, "GET", "/api/auth/user")).body.id as string;

    const week = await createWeek();
    const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR);
    const first = await createGame(week.id, { kickoffISO: at(1) });
    const second = await createGame(week.id, {
      kickoffISO: at(2),
      homeTeam: "Ohio State",
      awayTeam: "Michigan",
      spread: "Ohio State -7",
    });
    // The owner wins the first game; the rival calls the second one exactly, the owner takes Michigan.
    expect((await api(ownerCookie, "POST", "/api/picks", { gameId: first.id, winner: "HOME" })).status).toBe(200);
    expect((await api(rivalCookie, "POST", "/api/picks", { gameId: first.id, winner: "AWAY" })).status).toBe(200);
    const exact = { gameId: second.id, winner: "HOME", predHomeScore: 21, predAwayScore: 7 };
    expect((await api(rivalCookie, "POST", "/api/picks", exact)).status).toBe(200);
    expect((await api(ownerCookie, "POST", "/api/picks", { gameId: second.id, winner: "AWAY" })).status).toBe(200);
    const finalize = (game: Game, home: number, away: number) =>
      api(adminCookie, "POST", `/api/admin/finalize/${game.id}`, { finalHomeScore: home, finalAwayScore: away });
    expect((await finalize(first, 24, 10)).status).toBe(200);

    await page.goto(`${server.url}/leagues/${league.id}`);
    await page.locator(`[data-testid="league-standings-row"][data-user-id="${ownerId}"][data-rank="1"]`).waitFor();
    await expect(page.getByTestId("if-it-ends-now-header").count()).resolves.toBe(0);
    await page.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));

    // 21-7 as final: the rival's winner (1) and exact score (2) would pass the owner's 1.
    await liveScore(second, 21, 7);
    await projectedOf(page, rivalId, 3, 1).waitFor({ timeout: 15_000 });
    await projectedOf(page, ownerId, 1, 2).waitFor();
    await expect(rowOf(page, ownerId).getAttribute("data-rank")).resolves.toBe("1");
    await expect(
      page.getByRole("columnheader", { name: "If it ends now (projected points and rank)", exact: true }).count(),
    ).resolves.toBe(1);
    await expect(page.getByTestId("if-it-ends-now-note").textContent()).resolves.toContain(
      "each member's week points and rank if the live game ended with its score now",
    );
    await expect(rowOf(page, rivalId).getByTestId("projected-standing").textContent()).resolves.toContain(
      "3 points, rank 1, up 1",
    );
    expect(await seriousViolations(page)).toEqual([]);

    // 21-24: Michigan, the underdog, leads, and the owner's pick of it would earn 1 + 2.
    await liveScore(second, 21, 24);
    await projectedOf(page, ownerId, 4, 1).waitFor({ timeout: 15_000 });
    await projectedOf(page, rivalId, 0, 2).waitFor();

    expect((await finalize(second, 21, 24)).status).toBe(200);
    await page.getByTestId("if-it-ends-now-header").waitFor({ state: "detached", timeout: 15_000 });
    await expect(page.getByTestId("if-it-ends-now-note").count()).resolves.toBe(0);
    await expect(rowOf(page, ownerId).locator("td").last().textContent()).resolves.toBe("4");
    await expect(page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).resolves.toBe(
      true,
    );
  });
});
