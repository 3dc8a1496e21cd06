import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL } from "./global-setup.ts";
import { createPlayer } from "./support/api.ts";
import { seriousViolations } from "./support/axe.ts";
import { baseUrl, signInLocally, useBrowser } from "./support/browser.ts";
import { type RouteVisit, type RouteWorld, rulesRoutes, titleOf } from "./support/rules-routes.ts";
import { apiPatch, apiPost, currentWeek, openGame } from "./support/session.ts";

const browser = useBrowser();
type Theme = "light" | "dark";
type Role = "signedOut" | "player" | "admin";

let world: RouteWorld;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  cookies.player = (await createPlayer("a11y@example.com", "a11y_player")).cookie;
  cookies.admin = (await createPlayer(ADMIN_EMAIL, "commish")).cookie;
  const league = await apiPost(cookies.player, "/api/leagues", {
    name: "Accessible League",
    slug: "accessible-league",
    visibility: "private",
  });
  if (league.status !== 201) throw new Error(`create league: ${league.status}`);
  world = {
    leagueId: league.body.id,
    leagueSlug: league.body.slug,
    joinCode: league.body.joinCode,
    leagueName: "Accessible League",
  };
  await apiPost(cookies.player, "/api/picks", { gameId: (await openGame()).id, winner: "HOME" });
  await flagPopular(true);
});
afterAll(() => flagPopular(false));

/** A popular game that has locked: its card is dimmed and carries the warning badge, the hardest pairing on the week page. */
async function flagPopular(isPopular: boolean) {
  const { games, serverNow } = await currentWeek();
  const locked = games.find((g) => g.status !== "scheduled" || Date.parse(g.kickoffISO) <= Date.parse(serverNow));
  if (!locked) throw new Error("the current week has no locked game");
  const flagged = await apiPatch(cookies.admin!, `/api/admin/games/${locked.id}/popular`, { isPopular });
  if (flagged.status !== 200) throw new Error(`flag popular: ${flagged.status}`);
}

async function pageFor(theme: Theme, cookie?: string, viewport?: { width: number; height: number }) {
  const page = await browser.newPage({ viewport });
  if (theme === "light") await page.addInitScript(() => localStorage.setItem("theme", "light"));
  if (cookie) {
    const [name, value] = cookie.split("=") as [string, string];
    await page.context().addCookies([{ name, value, url: baseUrl() }]);
  }
  return page;
}

/** Opens the path, waits for the page's content, its requests, and its entrance animations to end (axe measures colours as painted). */
async function open(page: Page, path: string, visit: RouteVisit) {
  await page.goto(path);
  await page.locator(visit.ready).first().waitFor();
  await settled(page);
}

async function settled(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[role="status"].animate-spin'));
  // Answers that arrive later change the page (a button enabled fades in from half opacity): let them land first.
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/**
 * Visits every route the role can open and returns, keyed by route, axe's serious and critical
 * findings and a wrong document title. A page shown on several routes (the landing page for a
 * signed-out visitor) is audited once per sweep; its title is checked on each route.
 */
async function auditRoutes(page: Page, role: Role) {
  const found: Record<string, string[]> = {};
  const audited = new Set<RouteVisit>();
  for (const route of rulesRoutes) {
    const visit = route[role];
    if (!visit) continue;
    await open(page, route.path(world), visit);
    const findings = audited.has(visit) ? [] : await seriousViolations(page);
    audited.add(visit);
    const title = await page.title();
    if (title !== titleOf(visit, world))
      findings.push(`document title "${title}", expected "${titleOf(visit, world)}"`);
    if (findings.length > 0) found[route.route] = findings;
  }
  return found;
}

const setTeam = (cookie: string, favoriteTeam: string, favoriteTeamColor: string) =>
  apiPatch(cookie, "/api/me/profile", { favoriteTeam, favoriteTeamColor });

describe("axe-core and document titles on every route of RULES §2", { timeout: 240_000 }, () => {
  for (const theme of ["dark", "light"] as const) {
    it(`finds no serious or critical violation and no wrong title signed out in the ${theme} theme`, async () => {
      const page = await pageFor(theme);
      expect(await auditRoutes(page, "signedOut")).toEqual({});
    });

    it(`finds no serious or critical violation and no wrong title for a player in the ${theme} theme`, async () => {
      const page = await pageFor(theme, cookies.player);
      expect(await auditRoutes(page, "player")).toEqual({});
    });

    it(`finds no serious or critical violation and no wrong title on the admin's pages in the ${theme} theme`, async () => {
      const page = await pageFor(theme, cookies.admin);
      expect(await auditRoutes(page, "admin")).toEqual({});
    });
  }

  it("finds no serious or critical violation and no wrong title for a player at phone width in the dark theme", async () => {
    const page = await pageFor("dark", cookies.player, { width: 375, height: 812 });
    expect(await auditRoutes(page, "player")).toEqual({});
  });

  const teamRuns = [
    { team: "App State", color: "#ffcc00", theme: "light", email: "a11y-gold@example.com", handle: "a11y_gold" },
    { team: "Iowa", color: "#000000", theme: "dark", email: "a11y-black@example.com", handle: "a11y_black" },
  ] as const;
  for (const run of teamRuns) {
    it(`finds no serious or critical violation and no wrong title for a player of ${run.team} (${run.color}) in the ${run.theme} theme`, async () => {
      const { cookie } = await createPlayer(run.email, run.handle);
      expect((await setTeam(cookie, run.team, run.color)).status).toBe(200);
      const join = await apiPost(cookie, "/api/leagues/join", { joinCode: world.joinCode });
      expect(join.status).toBe(200);
      const page = await pageFor(run.theme, cookie);
      await page.goto("/how-it-works");
      await expect.poll(() => page.locator("html").getAttribute("data-team-color")).toBe(run.color);
      expect(await auditRoutes(page, "player")).toEqual({});
    });
  }
});

describe("document titles", () => {
  it("follow the page shown when the app navigates without a reload", async () => {
    const page = await pageFor("dark");
    await page.goto("/how-it-works");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expect.poll(() => page.title()).toBe("How It Works · Gridiron Picks");
    await page.getByRole("link", { name: "Gridiron Picks home" }).click();
    await page.getByTestId("landing-page").waitFor();
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe("Gridiron Picks — College Football Pick'em");
  });
});

describe("axe-core on the app's dialogs", { timeout: 120_000 }, () => {
  const visitOf = (route: string) => rulesRoutes.find((known) => known.route === route)!;
  /** Opens a dialog with its trigger and returns axe's findings with it open, keyed by the dialog's name. */
  async function auditDialog(page: Page, name: string | RegExp, openIt: () => Promise<void>) {
    await openIt();
    await page.getByRole("dialog", { name }).or(page.getByRole("alertdialog", { name })).waitFor();
    await settled(page);
    const findings = await seriousViolations(page);
    return findings.length > 0 ? { [String(name)]: findings } : {};
  }

  for (const theme of ["dark", "light"] as const) {
    it(`finds no serious or critical violation in any dialog in the ${theme} theme`, async () => {
      const newcomer = await pageFor(theme);
      await signInLocally(newcomer, `a11y-newcomer-${theme}@example.com`, { firstName: "Casey" });
      const found = {
        ...(await auditDialog(newcomer, "Welcome! Set Up Your Profile", async () => {})),
        ...(await auditDialog(newcomer, "Beta Terms & Conditions + Privacy Policy", () =>
          newcomer.getByText("Beta Terms & Conditions + Privacy Policy").click(),
        )),
      };

      const player = await pageFor(theme, cookies.player);
      await open(player, "/leagues", visitOf("/leagues").player);
      Object.assign(
        found,
        await auditDialog(player, "Create League", () => player.getByRole("button", { name: "Create League" }).click()),
      );
      await player.keyboard.press("Escape");
      Object.assign(
        found,
        await auditDialog(player, "Join League", () => player.getByRole("button", { name: "Join League" }).click()),
      );
      await player.keyboard.press("Escape");
      // A final game's center: its line-score table and pick split.
      await open(player, "/", visitOf("/").player);
      const final = player.locator('[data-testid="game-card"][data-status="final"]').first();
      Object.assign(found, await auditDialog(player, / at /, () => final.getByTestId("game-center-open").click()));
      await player.keyboard.press("Escape");

      const member = await createPlayer(`a11y-member-${theme}@example.com`, `a11y_member_${theme}`);
      expect((await apiPost(member.cookie, "/api/leagues/join", { joinCode: world.joinCode })).status).toBe(200);
      await open(player, `/leagues/${world.leagueId}`, visitOf("/leagues/{id}").player);
      await player.getByRole("tab", { name: /^Members/ }).click();
      Object.assign(
        found,
        await auditDialog(player, "Remove Member?", () =>
          player.getByRole("button", { name: `Remove a11y_member_${theme}` }).click(),
        ),
      );
      await player.keyboard.press("Escape");
      await player.getByRole("tab", { name: "Settings" }).click();
      Object.assign(
        found,
        await auditDialog(player, "Create a new join code?", () =>
          player.getByRole("button", { name: "New Join Code" }).click(),
        ),
      );

      const admin = await pageFor(theme, cookies.admin);
      await open(admin, "/admin", visitOf("/admin").admin!);
      const deletable = admin
        .getByTestId("admin-user-row")
        .getByRole("button", { name: "Delete", exact: true })
        .and(admin.locator(":not([disabled])"))
        .first();
      Object.assign(found, await auditDialog(admin, /^Delete .+\?$/, () => deletable.click()));
      await admin.keyboard.press("Escape");
      Object.assign(
        found,
        await auditDialog(admin, "Regrade every final game?", () =>
          admin.getByRole("button", { name: "Regrade all" }).click(),
        ),
      );
      await admin.keyboard.press("Escape");
      const early = admin.locator(`[data-testid="admin-game-card"][data-game-id="${(await openGame()).id}"]`);
      await early.locator('input[name="finalAwayScore"]').fill("7");
      await early.locator('input[name="finalHomeScore"]').fill("3");
      Object.assign(
        found,
        await auditDialog(admin, "Finalize before kickoff?", () =>
          early.getByRole("button", { name: "Finalize", exact: true }).click(),
        ),
      );
      expect(found).toEqual({});
    });
  }
});
