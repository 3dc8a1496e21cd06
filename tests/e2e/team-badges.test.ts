import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { apiPost, signInAs } from "./support/session.ts";

const browser = useBrowser();

/** What a team's badge draws: its abbreviation on its colour (the logo, when one loads, covers them). */
const badgesOf = (scope: Locator) =>
  scope.locator('[data-slot="team-badge"]').evaluateAll((badges) =>
    badges.map((badge) => ({
      monogram: badge.querySelector("[data-monogram]")?.getAttribute("data-monogram"),
      color: (badge as HTMLElement).style.backgroundColor,
      logo: badge.querySelector("img")?.getAttribute("src") ?? null,
    })),
  );

describe("team badges", () => {
  it("draw a team the same way on the week page and a league card, and ask for no logo over http", async () => {
    const page = await browser.newPage();
    const plain: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith("http://") && !new URL(request.url()).hostname.match(/^(localhost|127\.0\.0\.1)$/))
        plain.push(request.url());
    });
    const cookie = await signInAs(page, "badges@example.com", "badge_keeper");
    const created = await apiPost(cookie, "/api/leagues", {
      name: "Badge Spread Pool",
      visibility: "private",
      pickMode: "spread",
    });
    expect(created.status).toBe(201);

    await page.goto("/");
    const weekCard = page.getByTestId("game-card").first();
    await weekCard.waitFor();
    const gameId = (await weekCard.getAttribute("data-game-id"))!;
    const onWeek = await badgesOf(weekCard);

    await page.goto(`/leagues/${created.body.id}?tab=picks`);
    const leagueGame = page.locator(`[data-testid="league-pick-game"][data-game-id="${gameId}"]`);
    await leagueGame.waitFor();
    const onCard = await badgesOf(leagueGame);
    expect(onWeek).toHaveLength(2);
    expect(onCard.map(({ monogram, color }) => ({ monogram, color }))).toEqual(
      onWeek.map(({ monogram, color }) => ({ monogram, color })),
    );
    for (const badge of [...onWeek, ...onCard]) {
      expect(badge.monogram).toMatch(/^[A-Z&]{2,4}$/);
      expect(badge.color).not.toBe("");
      if (badge.logo) expect(badge.logo).toMatch(/^https:\/\//);
    }
    expect(plain).toEqual([]);
  });
});
