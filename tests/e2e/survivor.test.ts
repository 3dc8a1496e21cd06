import { describe, expect, it } from "vitest";
import type { SurvivorBoard } from "../../shared/contracts/survivor.ts";
import { formatKickoff, formatKickoffDay } from "../../shared/domain/central-time.ts";
import { createPlayer } from "./support/api.ts";
import { seriousViolations, settled } from "./support/axe.ts";
import { baseUrl, useBrowser } from "./support/browser.ts";
import { apiPost, apiPut, openGame, signInAs } from "./support/session.ts";

const browser = useBrowser();

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A survivor team button, named by its team and side before the text it shows. */
const teamNamed = (team: string, side: "home" | "away") => new RegExp(`^${escaped(team)} \\(${side}\\): `);

type BoardGame = SurvivorBoard["games"][number];
const ranked = (team: string, rank: number | null) => (rank === null ? team : `#${rank} ${team}`);
/** What the home side's button should read: rank and team, "vs" the visitor, the home line, the Central day. */
function homeText(game: BoardGame) {
  const line =
    game.line === null ? null : game.line === 0 ? "Even" : game.line < 0 ? `\u2212${-game.line}` : `+${game.line}`;
  return [
    `${ranked(game.homeTeam, game.homeTeamRank)} vs ${ranked(game.awayTeam, game.awayTeamRank)}`,
    line,
    formatKickoffDay(game.kickoffISO),
  ]
    .filter(Boolean)
    .join(" · ");
}

describe("a survivor league's page", () => {
  it("picks a team of the week, shows the count still alive and a member's pick hidden until it locks", async () => {
    const page = await browser.newPage();
    const cookie = await signInAs(page, "survivor-owner@example.com", "survivor_owner");
    const created = await apiPost(cookie, "/api/leagues", {
      name: "Last Team Standing",
      visibility: "private",
      format: "survivor",
      lives: 2,
    });
    expect(created.status).toBe(201);
    const leagueId: string = created.body.id;
    const rival = await createPlayer("survivor-rival@example.com", "survivor_rival");
    expect((await apiPost(rival.cookie, "/api/leagues/join", { joinCode: created.body.joinCode })).status).toBe(200);
    const game = await openGame();
    const second = await openGame([game.id]);
    const board = await fetch(`${baseUrl()}/api/leagues/${leagueId}/survivor`, { headers: { cookie } });
    const { weekId } = (await board.json()) as SurvivorBoard;
    expect(
      (await apiPut(rival.cookie, `/api/leagues/${leagueId}/survivor`, { weekId, team: second.homeTeam })).status,
    ).toBe(200);

    await page.goto(`/leagues/${leagueId}`);
    await page.getByRole("tab", { name: "Survivor", selected: true }).waitFor();
    await page.getByTestId("survivor-alive").filter({ hasText: "2 still alive" }).waitFor();
    const saved = page.waitForResponse(
      (r) => r.request().method() === "PUT" && new URL(r.url()).pathname === `/api/leagues/${leagueId}/survivor`,
    );
    await page.getByRole("button", { name: teamNamed(game.awayTeam, "away") }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText(`You picked ${game.awayTeam}`).waitFor();
    await expect(
      page.getByRole("button", { name: teamNamed(game.awayTeam, "away") }).getAttribute("aria-pressed"),
    ).resolves.toBe("true");

    const rivalRow = page.getByTestId("survivor-member").filter({ hasText: "@survivor_rival" });
    await rivalRow.getByText("Picked").waitFor();
    await expect(rivalRow.textContent()).resolves.not.toContain(second.homeTeam);
    await expect(rivalRow.getByText("Alive").count()).resolves.toBe(1);

    // Audited from the top, as the page opens (the click scrolled a row under the sticky header).
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it("on a phone shows each game's lock in Central Time inside its own row, and each team with its side, rank, line and day", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const cookie = await signInAs(page, "survivor-phone@example.com", "survivor_phone");
    const created = await apiPost(cookie, "/api/leagues", {
      name: "Phone Pool",
      visibility: "private",
      format: "survivor",
    });
    expect(created.status).toBe(201);
    const leagueId: string = created.body.id;
    const game = await openGame();
    const answer = await fetch(`${baseUrl()}/api/leagues/${leagueId}/survivor`, { headers: { cookie } });
    const board = (await answer.json()) as SurvivorBoard;
    const shown = board.games.find((g) => g.id === game.id)!;

    await page.goto(`/leagues/${leagueId}`);
    const rows = page.getByTestId("survivor-game");
    await rows.first().waitFor();
    const row = page.locator(`[data-testid="survivor-game"][data-game-id="${game.id}"]`);
    const locks = row.getByTestId("survivor-locks");
    await expect(locks.textContent()).resolves.toBe(`Locks ${formatKickoff(shown.locksAt)}`);
    await expect(locks.textContent()).resolves.toMatch(
      /^Locks [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M CT$/,
    );

    // The lock line sits inside its own game's box, and no two game boxes overlap.
    const lockBox = (await locks.boundingBox())!;
    const rowBox = (await row.boundingBox())!;
    expect(lockBox.y).toBeGreaterThanOrEqual(rowBox.y);
    expect(lockBox.y + lockBox.height).toBeLessThanOrEqual(rowBox.y + rowBox.height);
    const boxes = await rows.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON()));
    for (let i = 1; i < boxes.length; i++) expect(boxes[i].top).toBeGreaterThanOrEqual(boxes[i - 1].bottom);

    const home = row.getByRole("button", { name: teamNamed(game.homeTeam, "home") });
    await expect(home.textContent()).resolves.toBe(homeText(shown));
    const away = row.getByRole("button", { name: teamNamed(game.awayTeam, "away") });
    await expect(away.textContent()).resolves.toContain(`${game.awayTeam} ${shown.neutralSite ? "vs" : "at"} `);
    // Nothing spills past the phone's width.
    for (const button of [home, away]) {
      const box = (await button.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await page.close();
  });

  it("on a phone, once Survivor pool is chosen on Create League, asks only a pool's settings and sums up a pool", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const cookie = await signInAs(page, "survivor-dialog@example.com", "survivor_dialog");
    await page.goto("/leagues");
    await page.getByRole("button", { name: "Create League" }).click();
    const create = page.getByRole("dialog", { name: "Create League" });
    await create.getByLabel("League Name").fill("Phone Eliminator");
    const formatButton = create.getByRole("button", { name: /Pool format/ });
    await formatButton.click();
    await create.getByRole("switch", { name: "Confidence points" }).click();
    await create.getByRole("radio", { name: "Every bowl and playoff game, on one card" }).click();
    await create.getByRole("radio", { name: "Survivor pool" }).click();
    for (const name of ["Confidence points", "Tiebreaker"])
      await expect(create.getByRole("switch", { name }).count()).resolves.toBe(0);
    for (const name of ["Against the spread", "Every bowl and playoff game, on one card"])
      await expect(create.getByRole("radio", { name }).count()).resolves.toBe(0);
    await expect(create.getByText("Points", { exact: true }).count()).resolves.toBe(0);
    await expect(create.getByRole("radio", { name: "Every Power-5 game" }).isChecked()).resolves.toBe(true);
    await expect(formatButton.textContent()).resolves.toContain(
      "Survivor pool · One life · Every Power-5 game · Each game at its kickoff",
    );
    await expect(formatButton.textContent()).resolves.not.toContain("Confidence");
    await create.getByRole("button", { name: "Create League", exact: true }).click();
    await page.waitForURL(/\/leagues\/[0-9a-f-]{36}$/);
    const leagueId = new URL(page.url()).pathname.split("/").at(-1)!;
    const detail = await fetch(`${baseUrl()}/api/leagues/${leagueId}`, { headers: { cookie } });
    expect(await detail.json()).toMatchObject({ format: "survivor", confidence: false, slate: "power5" });
    await page.close();
  });

  it("is chosen on Create League with its lives, and opens on its Survivor tab", async () => {
    const page = await browser.newPage();
    const cookie = await signInAs(page, "survivor-maker@example.com", "survivor_maker");
    await page.goto("/leagues");
    await page.getByRole("button", { name: "Create League" }).click();
    const create = page.getByRole("dialog", { name: "Create League" });
    await create.getByLabel("League Name").fill("Eliminator Club");
    await create.getByRole("button", { name: "Pool format" }).click();
    await create.getByRole("radio", { name: "Survivor pool" }).click();
    await create.getByRole("radio", { name: "Two lives" }).click();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await create.getByRole("button", { name: "Create League", exact: true }).click();
    await page.waitForURL(/\/leagues\/[0-9a-f-]{36}$/);
    const leagueId = new URL(page.url()).pathname.split("/").at(-1)!;
    await page.getByRole("tab", { name: "Survivor", selected: true }).waitFor();
    await page.getByText("2 lives each").waitFor();
    const detail = await fetch(`${baseUrl()}/api/leagues/${leagueId}`, { headers: { cookie } });
    expect(await detail.json()).toMatchObject({ format: "survivor", lives: 2 });

    // Settings show the game and its lives; mid-week the pool has started, so the server keeps them.
    await page.getByRole("tab", { name: "Settings" }).click();
    await expect(page.getByTestId("league-settings-view").textContent()).resolves.toContain(
      "Survivor pool · Two lives",
    );
    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByRole("radio", { name: "Three lives" }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("The format and lives are fixed once the league's first week has started").first().waitFor();
    const kept = await fetch(`${baseUrl()}/api/leagues/${leagueId}`, { headers: { cookie } });
    expect(await kept.json()).toMatchObject({ format: "survivor", lives: 2 });
    await page.close();
  });
});
