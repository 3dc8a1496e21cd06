import type { Locator, Page } from "playwright-core";
import type { TriviaSettingsUpdate } from "../../../shared/contracts/settings.ts";
import type { DailyTrivia } from "../../../shared/contracts/trivia.ts";
import type { CreateQuestionBody, TriviaQuestionDto } from "../../../shared/contracts/trivia-questions.ts";
import { baseUrl } from "./browser.ts";
import { apiPost } from "./session.ts";

async function call(cookie: string, method: "GET" | "PUT", path: string, body?: unknown) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { "content-type": "application/json", origin: baseUrl(), cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

export const dailyTrivia = (cookie: string): Promise<DailyTrivia> => call(cookie, "GET", "/api/trivia/daily");

export const setTriviaSettings = (adminCookie: string, settings: TriviaSettingsUpdate) =>
  call(adminCookie, "PUT", "/api/admin/settings/trivia", settings);

export async function createQuestion(adminCookie: string, body: CreateQuestionBody) {
  const created = await apiPost(adminCookie, "/api/admin/trivia/questions", body);
  if (created.status !== 201) throw new Error(`create question: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body as TriviaQuestionDto;
}

/** The right answer of each global question by its text, from the admin's list. */
export async function answerKey(adminCookie: string): Promise<Map<string, string>> {
  const questions: TriviaQuestionDto[] = await call(adminCookie, "GET", "/api/admin/trivia/questions");
  return new Map(questions.map((q) => [q.question, q.correctAnswer]));
}

export const questionCards = (page: Page) => page.getByTestId("trivia-question");

export async function secondsLeft(card: Locator): Promise<number> {
  return Number(await card.getByTestId("trivia-countdown").getAttribute("data-seconds"));
}

/** The colour a CSS variable of the theme resolves to, as getComputedStyle writes colours. */
export function themeColor(page: Page, variable: "--success" | "--destructive") {
  return page.evaluate((name) => {
    const probe = document.createElement("span");
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  }, variable);
}

export const borderColor = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).borderTopColor);
