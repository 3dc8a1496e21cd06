import { describe, expect, it } from "vitest";
import { underdogOf } from "../../shared/domain/scoring.ts";
import { ADMIN_EMAIL } from "./global-setup.ts";
import { createPlayer } from "./support/api.ts";
import { baseUrl, useBrowser } from "./support/browser.ts";
import { apiGet, apiPost, openGame, signInAs } from "./support/session.ts";

const browser = useBrowser();
const rowOf = (userId: string) => `[data-testid="league-standings-row"][data-user-id="${userId}"]`;

async function userId(cookie: string) {
  return ((await (await fetch(`${baseUrl()}/api/auth/user`, { headers: { cookie } })).json()) as { id: string }).id;
}

describe("live standings", () => {
  it("moves the standings on an open league page when an admin finalizes, without a reload, and marks members online", async () => {
    const first = await openGame();
    const game2 = await openGame([first.id]);
    const page = await browser.newPage();
    const ownerCookie = await signInAs(page, "live-owner@example.com", "live_owner");
    const rival = await createPlayer("live-rival@example.com", "live_rival");
    const created = await apiPost(ownerCookie, "/api/leagues", {
      name: "Live Standings League",
      visibility: "private",
    });
    expect(created.status).toBe(201);
    const league = created.body as { id: string; joinCode: string };
    expect((await apiPost(rival.cookie, "/api/leagues/join", { joinCode: league.joinCode })).status).toBe(200);

    // The owner wins game 1 on its favourite (an underdog's bonus would tie the rival's exact score);
    // the rival then wins game 2 with an exact score, saved before the owner's pick.
    const favourite = underdogOf(first) === "HOME" ? "AWAY" : "HOME";
    const [winnerScore, loserScore] = [24, 17];
    expect((await apiPost(ownerCookie, "/api/picks", { gameId: first.id, winner: favourite })).status).toBe(200);
    expect(
      (await apiPost(rival.cookie, "/api/picks", { gameId: first.id, winner: favourite === "HOME" ? "AWAY" : "HOME" }))
        .status,
    ).toBe(200);
    expect(
      (
        await apiPost(rival.cookie, "/api/picks", {
          gameId: game2.id,
          winner: "HOME",
          predHomeScore: 35,
          predAwayScore: 7,
        })
      ).status,
    ).toBe(200);
    expect((await apiPost(ownerCookie, "/api/picks", { gameId: game2.id, winner: "AWAY" })).status).toBe(200);
    const { cookie: admin } = await createPlayer(ADMIN_EMAIL, "commish");
    expect(
      (
        await apiPost(admin, `/api/admin/finalize/${first.id}`, {
          finalHomeScore: favourite === "HOME" ? winnerScore : loserScore,
          finalAwayScore: favourite === "HOME" ? loserScore : winnerScore,
        })
      ).status,
    ).toBe(200);

    await page.goto(`/leagues/${league.id}`);
    const table = page.getByTestId("league-standings-table");
    await table.waitFor();
    const [ownerId, rivalId] = [await userId(ownerCookie), await userId(rival.cookie)];
    await page.locator(`${rowOf(ownerId)}[data-rank="1"]`).waitFor();
    await page.locator(`${rowOf(ownerId)}[data-online]`).waitFor();
    await page.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));

    const started = Date.now();
    expect(
      (await apiPost(admin, `/api/admin/finalize/${game2.id}`, { finalHomeScore: 35, finalAwayScore: 7 })).status,
    ).toBe(200);
    await page.locator(`${rowOf(rivalId)}[data-rank="1"][data-previous-rank="2"]`).waitFor({ timeout: 15_000 });
    await page.locator(`${rowOf(ownerId)}[data-rank="2"]`).waitFor({ timeout: 15_000 });
    console.log(`finalize → league page standings moved after ${Date.now() - started} ms`);
    await expect(
      page.locator('[data-testid="league-standings-row"]').first().getAttribute("data-user-id"),
    ).resolves.toBe(rivalId);
    await expect(page.locator(`${rowOf(ownerId)}`).getAttribute("data-rank")).resolves.toBe("2");
    await expect(page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).resolves.toBe(
      true,
    );
  });

  it("shows a player who joins by invite on the owner's open league page and on their own Leaderboards league view, and moves Members (N) live", async () => {
    const owner = await browser.newPage();
    const ownerCookie = await signInAs(owner, "invite-owner@example.com", "invite_owner");
    const created = await apiPost(ownerCookie, "/api/leagues", { name: "Invite Live League", visibility: "private" });
    expect(created.status).toBe(201);
    const league = created.body as { id: string; joinCode: string };
    await owner.goto(`/leagues/${league.id}`);
    const ownerId = await userId(ownerCookie);
    await owner.locator(rowOf(ownerId)).waitFor();
    await owner.getByRole("tab", { name: "Members (1)" }).waitFor();
    await owner.locator('[data-testid="stat-members"]', { hasText: /^1$/ }).waitFor();
    await owner.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));

    const friend = await browser.newPage();
    const friendCookie = await signInAs(friend, "invite-friend@example.com", "invite_friend");
    const friendId = await userId(friendCookie);
    await friend.goto(`/leagues/join/${league.joinCode}`);
    await friend.getByRole("button", { name: "Join League" }).click();
    await friend.getByText("You're In!").waitFor();
    await owner.locator(rowOf(friendId)).waitFor({ timeout: 15_000 });
    await owner.getByRole("tab", { name: "Members (2)" }).waitFor({ timeout: 15_000 });
    await owner.locator('[data-testid="stat-members"]', { hasText: /^2$/ }).waitFor({ timeout: 15_000 });

    await friend.waitForURL((url) => url.pathname === `/leagues/${league.id}`, { timeout: 5000 });
    await friend.locator(rowOf(ownerId)).waitFor();
    expect((await apiPost(friendCookie, "/api/picks", { gameId: (await openGame()).id, winner: "HOME" })).status).toBe(
      200,
    );
    await friend.goto("/leaderboards");
    const board = friend.locator(`[data-testid="leaderboard"][data-league-id="${league.id}"]`);
    await board.locator(rowOf(friendId)).waitFor();
    await board.locator(rowOf(ownerId)).waitFor();

    await owner.getByRole("tab", { name: "Members (2)" }).click();
    const friendMember = owner.locator(`[data-testid="league-member"][data-user-id="${friendId}"]`);
    await friendMember.waitFor();
    const removed = await fetch(`${baseUrl()}/api/leagues/${league.id}/members/${friendId}`, {
      method: "DELETE",
      headers: { origin: baseUrl(), cookie: ownerCookie },
    });
    expect(removed.status).toBeLessThan(300);
    await owner.getByRole("tab", { name: "Members (1)" }).waitFor({ timeout: 15_000 });
    await owner.getByRole("heading", { name: "Members (1)" }).waitFor({ timeout: 15_000 });
    await friendMember.waitFor({ state: "detached", timeout: 15_000 });
    await expect(owner.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).resolves.toBe(
      true,
    );
  });

  it("refreshes an open Leaderboards page on an admin's finalize, without a reload", async () => {
    const game = await openGame();
    const page = await browser.newPage();
    const cookie = await signInAs(page, "board-live@example.com", "board_live");
    expect((await apiPost(cookie, "/api/picks", { gameId: game.id, winner: "HOME" })).status).toBe(200);
    const me = await userId(cookie);
    // The boards take in a new player's pick a moment later (250 ms): the page is opened once they have.
    const onBoard = async () =>
      (
        await apiGet<{ entries: { userId: string }[] }>(cookie, "/api/leaderboard?scope=current&limit=500")
      ).entries.some((entry) => entry.userId === me);
    await expect.poll(onBoard, { interval: 50 }).toBe(true);
    await page.goto("/leaderboards");
    const points = page.locator(`[data-testid="leaderboard-row"][data-user-id="${me}"] td`).last();
    await points.waitFor();
    expect((await points.textContent())?.trim()).toBe("0");
    await page.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));
    const { cookie: admin } = await createPlayer(ADMIN_EMAIL, "commish");
    const started = Date.now();
    expect(
      (await apiPost(admin, `/api/admin/finalize/${game.id}`, { finalHomeScore: 28, finalAwayScore: 14 })).status,
    ).toBe(200);
    await page.waitForFunction(
      (selector) => Number(document.querySelector(selector)?.lastElementChild?.textContent?.trim() ?? 0) > 0,
      `[data-testid="leaderboard-row"][data-user-id="${me}"]`,
      { timeout: 15_000 },
    );
    console.log(`finalize → Leaderboards page refreshed after ${Date.now() - started} ms`);
    await expect(page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).resolves.toBe(
      true,
    );
  });

  it("shows a member's trivia countdown and progress on an open league page as they play", async () => {
    const page = await browser.newPage();
    const memberCookie = await signInAs(page, "race-member@example.com", "race_member");
    const owner = await createPlayer("race-owner@example.com", "race_owner");
    const league = (await apiPost(owner.cookie, "/api/leagues", { name: "Trivia Race League", visibility: "private" }))
      .body as { id: string; joinCode: string };
    expect((await apiPost(memberCookie, "/api/leagues/join", { joinCode: league.joinCode })).status).toBe(200);
    const topics = await apiPost(owner.cookie, `/api/leagues/${league.id}/trivia/extract-topics`, {
      description: "We are all Alabama fans",
    });
    expect(topics.status).toBe(200);
    const generated = await apiPost(owner.cookie, `/api/leagues/${league.id}/trivia/generate`, {
      count: 1,
      topics: topics.body.topics,
    });
    expect(generated.status).toBe(200);
    const question = (generated.body as { questions: { id: string }[] }).questions[0]!;

    await page.goto(`/leagues/${league.id}`);
    const ownerId = await userId(owner.cookie);
    const racer = page.locator(`[data-testid="trivia-racer"][data-user-id="${ownerId}"]`);
    await racer.waitFor();
    const total = Number((await racer.textContent())?.match(/0\/(\d+)/)?.[1]);
    expect(total).toBeGreaterThanOrEqual(1);

    const unlocked = await apiPost(owner.cookie, `/api/trivia/questions/${question.id}/unlock`, {});
    expect(unlocked.status).toBe(200);
    await racer.getByLabel(/Answering, \d+ seconds left/).waitFor({ timeout: 15_000 });
    expect(
      (
        await apiPost(owner.cookie, "/api/trivia/answer", {
          questionId: question.id,
          userAnswer: unlocked.body.choices[0],
        })
      ).status,
    ).toBe(200);
    await page.waitForFunction(
      ([selector, expected]) => document.querySelector(selector!)?.textContent?.includes(expected!),
      [`[data-testid="trivia-racer"][data-user-id="${ownerId}"]`, `1/${total}`],
      { timeout: 15_000 },
    );
    expect(await racer.getByLabel(/Answering/).count()).toBe(0);
  });
});
