import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { GameDto, WeekPickDto } from "../../shared/contracts/games.ts";
import { ADMIN_EMAIL } from "./global-setup.ts";
import { createPlayer } from "./support/api.ts";
import { baseUrl, useBrowser } from "./support/browser.ts";
import {
  apiPatch,
  apiPost,
  apiPut,
  currentWeek,
  openGame,
  signInAs,
  teamButton,
  waitForWholeWeek,
} from "./support/session.ts";

const browser = useBrowser();
const card = (page: Page, gameId: string) => page.locator(`[data-testid="game-card"][data-game-id="${gameId}"]`);
const saveState = (gameCard: Locator) => gameCard.getByTestId("save-state");
const savedNow = (gameCard: Locator) =>
  gameCard.locator('[data-testid="save-state"][data-state="saved"]').waitFor({ timeout: 5000 });
const pressed = (gameCard: Locator, team: string) => teamButton(gameCard, team).getAttribute("aria-pressed");
const score = (gameCard: Locator, side: "Home" | "Away") => gameCard.locator(`input[name="pred${side}Score"]`);

async function adminCookie() {
  return (await createPlayer(ADMIN_EMAIL, "commish")).cookie;
}

async function adminPatch(path: string, body: unknown) {
  expect((await apiPatch(await adminCookie(), path, body)).status).toBe(200);
}

async function myPickOf(cookie: string, gameId: string) {
  const response = await fetch(`${baseUrl()}/api/weeks/current`, { headers: { cookie } });
  const { userPicks } = (await response.json()) as { userPicks: WeekPickDto[] };
  return userPicks.find((p) => p.gameId === gameId) ?? null;
}

/** "+3 pts", as My Picks writes it, from the points the server holds for the pick. */
async function pointsText(cookie: string, gameId: string) {
  const total = (await myPickOf(cookie, gameId))!.pointsTxns.reduce((sum, t) => sum + t.amount, 0);
  return `${total > 0 ? "+" : ""}${total} pts`;
}

async function openWeekAs(email: string, handle: string) {
  const page = await browser.newPage();
  const cookie = await signInAs(page, email, handle);
  await page.goto("/");
  return { page, cookie };
}

describe("flipping the winner with predicted scores", () => {
  it("hands the scoreline to the new winner, saves it, and the card, the server and a reload agree", async () => {
    const game = await openGame();
    const { page, cookie } = await openWeekAs("flipper@example.com", "flipper");
    const gameCard = card(page, game.id);
    await teamButton(gameCard, game.homeTeam).click();
    await savedNow(gameCard);
    await score(gameCard, "Home").fill("31");
    await score(gameCard, "Away").fill("20");
    await savedNow(gameCard);
    expect(await myPickOf(cookie, game.id)).toMatchObject({ winner: "HOME", predHomeScore: 31, predAwayScore: 20 });

    await teamButton(gameCard, game.awayTeam).click();
    expect(await score(gameCard, "Home").inputValue()).toBe("20");
    expect(await score(gameCard, "Away").inputValue()).toBe("31");
    await savedNow(gameCard);
    expect(await myPickOf(cookie, game.id)).toMatchObject({ winner: "AWAY", predHomeScore: 20, predAwayScore: 31 });

    await page.reload();
    await gameCard.waitFor();
    expect(await pressed(gameCard, game.awayTeam)).toBe("true");
    expect(await pressed(gameCard, game.homeTeam)).toBe("false");
    expect(await score(gameCard, "Home").inputValue()).toBe("20");
    expect(await score(gameCard, "Away").inputValue()).toBe("31");
  });
});

describe("a pick the rules refuse", () => {
  it("shows the rule in the server's words and Not saved until fixed, sends nothing meanwhile, and has no 0 placeholder", async () => {
    const game = await openGame();
    const { page, cookie } = await openWeekAs("rulebreaker@example.com", "rulebreaker");
    const gameCard = card(page, game.id);
    await teamButton(gameCard, game.homeTeam).click();
    await savedNow(gameCard);
    for (const side of ["Home", "Away"] as const) {
      const placeholder = await score(gameCard, side).getAttribute("placeholder");
      expect(placeholder).toBe("Optional");
      expect(await score(gameCard, side).inputValue()).toBe("");
    }

    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/picks")
        sent.push(request.postData() ?? "");
    });
    const cases: [string, string, string][] = [
      ["17", "17", "Predicted scores can't be tied: your picked winner must score more"],
      ["10", "24", "Predicted score must favor your picked winner"],
      ["-3", "", "Predicted scores must be whole numbers from 0 to 999"],
    ];
    for (const [home, away, message] of cases) {
      await score(gameCard, "Home").fill(home);
      await score(gameCard, "Away").fill(away);
      await gameCard.getByTestId("pick-problem").filter({ hasText: message }).waitFor();
      expect(await saveState(gameCard).getAttribute("data-state")).toBe("invalid");
      expect(await saveState(gameCard).textContent()).toBe("Not saved");
      expect(await score(gameCard, "Home").getAttribute("aria-invalid")).toBe("true");
      // The server answers the same body with the same words.
      const refused = await apiPost(cookie, "/api/picks", {
        gameId: game.id,
        winner: "HOME",
        predHomeScore: Number(home),
        predAwayScore: away === "" ? null : Number(away),
      });
      expect(refused).toEqual({ status: 400, body: { message } });
    }
    await page.waitForTimeout(1500); // longer than the score autosave delay: still nothing sent
    expect(sent).toEqual([]);
    expect(await myPickOf(cookie, game.id)).toMatchObject({ winner: "HOME", predHomeScore: null, predAwayScore: null });
    expect(await saveState(gameCard).getAttribute("data-state")).toBe("invalid");

    await page.reload();
    await gameCard.waitFor();
    expect(await score(gameCard, "Home").inputValue()).toBe("");
    await score(gameCard, "Home").fill("24");
    await score(gameCard, "Away").fill("10");
    await savedNow(gameCard);
    expect(await gameCard.getByTestId("pick-problem").count()).toBe(0);
    expect(await myPickOf(cookie, game.id)).toMatchObject({ winner: "HOME", predHomeScore: 24, predAwayScore: 10 });
  });
});

describe("final games on the week page", () => {
  it("marks the winner, and your result and points, on a page already open when the admin finalizes", async () => {
    const game = await openGame();
    const { page, cookie } = await openWeekAs("finalist@example.com", "finalist");
    expect(
      (await apiPost(cookie, "/api/picks", { gameId: game.id, winner: "AWAY", predHomeScore: 14, predAwayScore: 28 }))
        .status,
    ).toBe(200);
    const gameCard = card(page, game.id);
    await page.reload();
    await gameCard.waitFor();
    expect(await gameCard.getByTestId("final-result").count()).toBe(0);

    expect(
      (await apiPost(await adminCookie(), `/api/admin/finalize/${game.id}`, { finalHomeScore: 14, finalAwayScore: 28 }))
        .status,
    ).toBe(200);
    const result = gameCard.getByTestId("final-result");
    await gameCard.locator('[data-testid="pick-points"]').waitFor({ timeout: 15_000 });
    expect(await gameCard.getAttribute("data-status")).toBe("final");
    expect(await result.getAttribute("data-result")).toBe("correct");
    expect(await gameCard.getByTestId("final-winner").textContent()).toBe(`${game.awayTeam} won`);
    expect(await gameCard.getByTestId("pick-points").textContent()).toBe(await pointsText(cookie, game.id));
    expect(await gameCard.getByTestId("pick-points").textContent()).toMatch(/^\+\d+ pts$/);
    expect(await teamButton(gameCard, game.awayTeam).getAttribute("data-won")).toBe("true");
    expect(await teamButton(gameCard, game.homeTeam).getAttribute("data-won")).toBe("false");

    // A corrected final score reaches the open page through the same refresh, with the regraded points.
    expect(
      (await apiPost(await adminCookie(), `/api/admin/finalize/${game.id}`, { finalHomeScore: 30, finalAwayScore: 28 }))
        .status,
    ).toBe(200);
    await gameCard.locator('[data-testid="final-result"][data-result="incorrect"]').waitFor({ timeout: 15_000 });
    await gameCard
      .getByTestId("pick-points")
      .filter({ hasText: await pointsText(cookie, game.id) })
      .waitFor({ timeout: 15_000 });
    expect(await gameCard.getByTestId("final-winner").textContent()).toBe(`${game.homeTeam} won`);
  });

  it("shows the points of a regrade with new points settings on a page already open, and on coming back to the week", async () => {
    const game = await openGame();
    const { page, cookie } = await openWeekAs("regraded@example.com", "regraded");
    expect((await apiPost(cookie, "/api/picks", { gameId: game.id, winner: "HOME" })).status).toBe(200);
    const admin = await adminCookie();
    expect(
      (await apiPost(admin, `/api/admin/finalize/${game.id}`, { finalHomeScore: 35, finalAwayScore: 10 })).status,
    ).toBe(200);
    const gameCard = card(page, game.id);
    const before = await pointsText(cookie, game.id);
    await gameCard.getByTestId("pick-points").filter({ hasText: before }).waitFor({ timeout: 15_000 });
    await page.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));

    const settings = await (await fetch(`${baseUrl()}/api/settings/points`)).json();
    const regradeWith = async (correctWinner: number) => {
      expect((await apiPut(admin, "/api/admin/settings/points", { ...settings, correctWinner })).status).toBe(200);
      expect((await apiPost(admin, `/api/admin/regrade/${game.id}`, {})).status).toBe(200);
      return pointsText(cookie, game.id);
    };
    try {
      const after = await regradeWith(settings.correctWinner + 5);
      expect(after).not.toBe(before);
      await gameCard.getByTestId("pick-points").filter({ hasText: after }).waitFor({ timeout: 15_000 });

      // A regrade while the player is on another page shows when they come back to the week (no reload).
      await page.getByRole("link", { name: "Leagues", exact: true }).first().click();
      await page.getByRole("heading", { level: 1, name: "Leagues" }).waitFor();
      const later = await regradeWith(settings.correctWinner + 7);
      expect(later).not.toBe(after);
      await page.getByRole("link", { name: "Current Week", exact: true }).first().click();
      await gameCard.getByTestId("pick-points").filter({ hasText: later }).waitFor({ timeout: 15_000 });
      await expect(page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).resolves.toBe(
        true,
      );
    } finally {
      expect((await apiPut(admin, "/api/admin/settings/points", settings)).status).toBe(200);
    }
  });

  it("marks the winner of a final game you did not pick", async () => {
    const { games } = await currentWeek();
    const final = games.find((g) => g.status === "final" && g.finalHomeScore !== g.finalAwayScore)!;
    const { page } = await openWeekAs("onlooker@example.com", "onlooker");
    const gameCard = card(page, final.id);
    await gameCard.waitFor();
    const winner = final.finalHomeScore! > final.finalAwayScore! ? final.homeTeam : final.awayTeam;
    expect(await gameCard.getByTestId("final-winner").textContent()).toBe(`${winner} won`);
    expect(await gameCard.getByTestId("final-result").getAttribute("data-result")).toBe("none");
    expect(await teamButton(gameCard, winner).getAttribute("data-won")).toBe("true");
  });
});

describe("the week page's order and admin changes", () => {
  it("lists open games first by kickoff, then live, then final, in every section", async () => {
    const { games } = await currentWeek();
    const byId = new Map(games.map((g) => [g.id, g]));
    const { page } = await openWeekAs("orderly@example.com", "orderly");
    await waitForWholeWeek(page, games.length);
    const sections = await page.locator("section").evaluateAll((nodes) =>
      nodes.map((section) =>
        [...section.querySelectorAll('[data-testid="game-card"]')].map((el) => ({
          id: el.getAttribute("data-game-id")!,
          status: el.getAttribute("data-status")!,
          locked: el.getAttribute("data-locked") === "true",
        })),
      ),
    );
    const phase = (c: { status: string; locked: boolean }) => (c.status === "final" ? 2 : c.locked ? 1 : 0);
    const cards = sections.flat();
    expect(cards.length).toBe(games.length);
    expect(cards.some((c) => phase(c) === 0) && cards.some((c) => phase(c) === 2)).toBe(true);
    for (const section of sections) {
      for (let i = 1; i < section.length; i++) {
        const [a, b] = [section[i - 1]!, section[i]!];
        expect(phase(a)).toBeLessThanOrEqual(phase(b));
        if (phase(a) === phase(b)) {
          expect(Date.parse(byId.get(a.id)!.kickoffISO)).toBeLessThanOrEqual(Date.parse(byId.get(b.id)!.kickoffISO));
        }
      }
    }
  });

  it("shows an admin's popular flag on a page already open, moving the game into Popular Games and back", async () => {
    const game: GameDto = await openGame();
    const { page } = await openWeekAs("crowd@example.com", "crowd");
    const popularSection = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "Popular Games", exact: true }) });
    await card(page, game.id).waitFor();
    expect(await popularSection.locator(`[data-game-id="${game.id}"]`).count()).toBe(0);
    await adminPatch(`/api/admin/games/${game.id}/popular`, { isPopular: true });
    await popularSection
      .locator(`[data-game-id="${game.id}"]`)
      .getByText("Popular", { exact: true })
      .waitFor({ timeout: 15_000 });
    await adminPatch(`/api/admin/games/${game.id}/popular`, { isPopular: false });
    await popularSection.locator(`[data-game-id="${game.id}"]`).waitFor({ state: "detached", timeout: 15_000 });
    expect(await card(page, game.id).getByText("Popular", { exact: true }).count()).toBe(0);
  });
});
