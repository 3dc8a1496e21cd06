import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { GameDto } from "../../../shared/contracts/games.ts";
import { createPlayer } from "./api.ts";
import { baseUrl } from "./browser.ts";

/** Puts a signed-up player's session cookie into the page's browser context. */
export async function signInAs(page: Page, email: string, handle: string) {
  const { cookie } = await createPlayer(email, handle);
  const [name, value] = cookie.split("=") as [string, string];
  await page.context().addCookies([{ name, value, url: baseUrl() }]);
  return cookie;
}

export async function currentWeek(): Promise<{ games: GameDto[]; serverNow: string }> {
  return (await fetch(`${baseUrl()}/api/weeks/current`)).json();
}

/** Waits until the week page has mounted a card for every game (it mounts a long week a few cards at a time). */
export async function waitForWholeWeek(page: Page, games: number) {
  await expect.poll(() => page.getByTestId("game-card").count(), { timeout: 10_000 }).toBe(games);
}

/** A game that stays open for the whole test run (kickoff at least two hours away on the server clock). */
export async function openGame(skip: string[] = []): Promise<GameDto> {
  const { games, serverNow } = await currentWeek();
  const game = games.find(
    (g) =>
      g.status === "scheduled" &&
      Date.parse(g.kickoffISO) - Date.parse(serverNow) > 2 * 3600_000 &&
      !skip.includes(g.id),
  );
  if (!game) throw new Error("No open game in the current week");
  return game;
}

/** A signed-in GET that must answer 200, read as `T`. */
export async function apiGet<T>(cookie: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { cookie } });
  expect(response.status, path).toBe(200);
  return response.json() as Promise<T>;
}

/** Unlocks a trivia question and answers it with the choice `choose` names; the answer tells the right one. */
export async function answerQuestion(cookie: string, questionId: string, choose: (choices: string[]) => string) {
  const unlocked = await apiPost(cookie, `/api/trivia/questions/${questionId}/unlock`, {});
  expect(unlocked.status).toBe(200);
  const answered = await apiPost(cookie, "/api/trivia/answer", {
    questionId,
    userAnswer: choose(unlocked.body.choices),
  });
  expect(answered.status).toBe(200);
  return answered.body as { isCorrect: boolean; correctAnswer: string };
}

export const apiPost = (cookie: string, path: string, body: unknown) => apiSend("POST", cookie, path, body);
export const apiPatch = (cookie: string, path: string, body: unknown) => apiSend("PATCH", cookie, path, body);
export const apiPut = (cookie: string, path: string, body: unknown) => apiSend("PUT", cookie, path, body);

async function apiSend(method: "POST" | "PATCH" | "PUT", cookie: string, path: string, body: unknown) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { "content-type": "application/json", origin: baseUrl(), cookie },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** A team's pick button on a game card, named by what the tile shows: rank, team, record ("#5 Ole Miss 8-2"). */
export function teamButton(gameCard: Locator, team: string) {
  const escaped = team.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return gameCard.getByRole("button", { name: new RegExp(`^(#\\d+\\s*)?${escaped}(\\s*\\d+-\\d+)?\\s*$`) });
}
