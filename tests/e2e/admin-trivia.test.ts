import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_TRIVIA_SETTINGS } from "../../shared/contracts/settings.ts";
import type { AiStatus, TriviaQuestionDto } from "../../shared/contracts/trivia-questions.ts";
import { ADMIN_EMAIL, E2E_CLOCK } from "./global-setup.ts";
import { createPlayer } from "./support/api.ts";
import { baseUrl, useBrowser } from "./support/browser.ts";
import { apiPost, signInAs } from "./support/session.ts";
import { dailyTrivia, setTriviaSettings } from "./support/trivia.ts";

const browser = useBrowser();
let admin: string;

beforeAll(async () => {
  ({ cookie: admin } = await createPlayer(ADMIN_EMAIL, "commish"));
});
afterAll(async () => {
  // The server is shared with the other browser tests.
  await setTriviaSettings(admin, DEFAULT_TRIVIA_SETTINGS);
});

async function getJson<T>(cookie: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { cookie } });
  expect(response.status, path).toBe(200);
  return response.json() as Promise<T>;
}

async function openAdmin() {
  const page = await browser.newPage();
  await signInAs(page, ADMIN_EMAIL, "commish");
  await page.goto("/admin");
  const panel = page.getByTestId("admin-trivia-management");
  await panel.waitFor();
  return { page, panel };
}

const toast = (page: Page, text: string | RegExp) => page.getByText(text).first();

describe("admin Trivia Management", () => {
  it("adds a question by hand: Create waits for the three required fields, the rest are named inline, and the form closes and resets", async () => {
    const { page, panel } = await openAdmin();
    await panel.getByRole("button", { name: "Add Manual" }).click();
    const form = panel.getByRole("form", { name: "Add Manual Question" });
    const create = form.getByRole("button", { name: "Create", exact: true });
    await expect(create.isDisabled()).resolves.toBe(true);
    const question = "In what year was the first college football game, Rutgers against Princeton, played?";
    await form.getByLabel("Question", { exact: true }).fill(question);
    await expect(create.isDisabled()).resolves.toBe(true);
    await form.getByLabel("Correct Answer", { exact: true }).fill("1869");
    await expect(create.isDisabled()).resolves.toBe(true);
    await form.getByLabel("Incorrect Answer 1").fill("1875");
    await expect(create.isDisabled()).resolves.toBe(false);

    // Enabled per the rules, but the server needs all three wrong answers: the form says which are missing.
    await create.click();
    await form.getByText("Incorrect answer 2 is required").waitFor();
    await form.getByText("Incorrect answer 3 is required").waitFor();
    await form.getByLabel("Incorrect Answer 2").fill("1880");
    await form.getByLabel("Incorrect Answer 3").fill("1892");
    await form.getByLabel("Category").click();
    await page.getByRole("option", { name: "Fun Facts" }).click();
    await form.getByLabel("Difficulty").click();
    await page.getByRole("option", { name: "Hard" }).click();
    await form.getByLabel("Scheduled Date").fill("2030-01-15");
    await form.getByLabel("Explanation").fill("Rutgers won 6-4 on November 6, 1869.");
    await create.click();
    await toast(page, "Trivia question created").waitFor();
    await form.waitFor({ state: "detached" });

    const item = panel.getByTestId("trivia-question-item").filter({ hasText: question });
    await item.waitFor();
    for (const badge of ["Fun Facts", "Hard", "2030-01-15"]) await item.getByText(badge, { exact: true }).waitFor();
    await expect(item.getByTestId("correct-answer").textContent()).resolves.toContain("1869");
    await expect(item.getByTestId("incorrect-answer").allTextContents()).resolves.toEqual(["1875", "1880", "1892"]);
    await item.getByText("Rutgers won 6-4 on November 6, 1869.").waitFor();

    // Reopened, the form is empty; the same text again is the server's 409, shown inline and as the rules' toast.
    await panel.getByRole("button", { name: "Add Manual" }).click();
    await expect(form.getByLabel("Question", { exact: true }).inputValue()).resolves.toBe("");
    await form.getByLabel("Question", { exact: true }).fill(question.toUpperCase());
    await form.getByLabel("Correct Answer", { exact: true }).fill("1869");
    for (const [i, answer] of ["1875", "1880", "1892"].entries())
      await form.getByLabel(`Incorrect Answer ${i + 1}`).fill(answer);
    await create.click();
    await toast(page, "Failed to create question.").waitFor();
    await form.getByText("A question with this text already exists").waitFor();
    await panel.getByRole("button", { name: "Add Manual" }).click();
    await form.waitFor({ state: "detached" });
  });

  it("seeds the bank from the season once (a second seed adds 0), lists it 50 at a time with a search, and deletes a question", async () => {
    const { page, panel } = await openAdmin();
    const before = (await getJson<TriviaQuestionDto[]>(admin, "/api/admin/trivia/questions")).length;
    await panel.getByRole("button", { name: "Seed Questions" }).click();
    const seeded = toast(page, /^Seeded \d+ trivia questions$/);
    await seeded.waitFor({ timeout: 30_000 });
    const count = Number(/\d+/.exec((await seeded.textContent())!)![0]);
    expect(count).toBeGreaterThan(0);
    const total = before + count;

    const summary = panel.getByTestId("trivia-questions-summary");
    await summary.getByText(`Showing 50 of ${total.toLocaleString("en-US")} questions`).waitFor();
    const items = panel.getByTestId("trivia-question-item");
    await expect(items.count()).resolves.toBe(50);
    await panel.getByRole("button", { name: "Show more" }).click();
    await expect.poll(() => items.count()).toBe(100);

    await panel.getByPlaceholder("Search questions...").fill("nicknamed the Crimson Tide");
    await expect.poll(() => items.count()).toBe(1);
    const tide = items.first();
    await expect(tide.getByTestId("correct-answer").textContent()).resolves.toContain("Alabama");
    await expect(tide.getByTestId("question-askable-from").count()).resolves.toBe(0);
    // Saturday of the replay: that evening's game is asked from Sunday on.
    await panel.getByPlaceholder("Search questions...").fill("Alabama visited Oklahoma");
    await expect.poll(() => items.count()).toBe(1);
    await expect(items.first().getByTestId("question-askable-from").textContent()).resolves.toContain(
      "Askable from 2024-11-24",
    );
    // Its result is not known on the replay's Saturday: the answers stay folded until asked for.
    const unplayed = items.first();
    await expect(unplayed.getByTestId("correct-answer").isVisible()).resolves.toBe(false);
    await expect(unplayed.getByText(/Final: Oklahoma|Final: Alabama/).isVisible()).resolves.toBe(false);
    await unplayed.getByText("Answers hidden until its facts are known: show them").click();
    await unplayed.getByTestId("correct-answer").waitFor({ state: "visible" });
    await panel.getByPlaceholder("Search questions...").fill("nicknamed the Crimson Tide");
    await expect.poll(() => items.count()).toBe(1);
    // The list follows the search a render later (a deferred value): wait for the Crimson Tide's item, shown unfolded.
    await tide.getByText("nicknamed the Crimson Tide").waitFor();
    await expect(tide.getByTestId("question-answers-folded").count()).resolves.toBe(0);

    await panel.getByRole("button", { name: "Seed Questions" }).click();
    await toast(page, "Seeded 0 trivia questions").waitFor({ timeout: 30_000 });

    const id = (await tide.getAttribute("data-question-id"))!;
    await tide.getByRole("button", { name: /^Delete question/ }).click();
    await toast(page, "Question deleted").waitFor();
    await tide.waitFor({ state: "detached" });
    await panel.getByText("No questions match your search.").waitFor();
    const after = await getJson<TriviaQuestionDto[]>(admin, "/api/admin/trivia/questions");
    expect(after.some((q) => q.id === id)).toBe(false);
    expect(after).toHaveLength(total - 1);
  });

  it("disables Generate with AI with a tooltip naming OPENAI_API_KEY, and shows the empty bank's text", async (context) => {
    const status = await getJson<AiStatus>(admin, "/api/admin/trivia/ai-status");
    if (status.configured) context.skip(); // the machine running the tests has a key
    expect(status).toEqual({ configured: false, missing: "OPENAI_API_KEY" });

    const page = await browser.newPage();
    await signInAs(page, ADMIN_EMAIL, "commish");
    // Other tests fill the shared bank: show this page an empty one.
    await page.route("**/api/admin/trivia/questions", (route) =>
      route.request().method() === "GET" ? route.fulfill({ json: [] }) : route.fallback(),
    );
    await page.goto("/admin");
    const panel = page.getByTestId("admin-trivia-management");
    await panel.getByText("No trivia questions yet. Create your first question above!").waitFor();

    const ai = panel.getByRole("button", { name: "Generate with AI" });
    await panel.getByTestId("ai-generate-unavailable").waitFor();
    await expect(ai.isDisabled()).resolves.toBe(true);
    await panel.getByTestId("ai-generate-unavailable").hover();
    const tip = page.getByRole("tooltip");
    await tip.waitFor({ state: "attached" });
    await expect(tip.textContent()).resolves.toBe("Set OPENAI_API_KEY on the server to generate questions with AI");
  });
});

describe("admin Trivia Settings", () => {
  it("saves the streak bonus amounts with the time limit, and How It Works states them", async () => {
    const page = await browser.newPage();
    await signInAs(page, ADMIN_EMAIL, "commish");
    await page.goto("/admin");
    const form = page.getByRole("form", { name: "Trivia Settings" });
    await form.getByLabel("Answer Time Limit (seconds)").fill("300"); // the most allowed: 400 is refused (admin-settings)
    await form.getByLabel("Streak Bonus From Day").fill("4");
    await form.getByLabel("Daily Streak Bonus (points)").fill("2");
    await form.getByLabel("Weekly Streak Bonus (points)").fill("5");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await toast(page, "Settings updated!").waitFor();
    await expect(form.getByLabel("Answer Time Limit (seconds)").inputValue()).resolves.toBe("300");
    const saved = await getJson(admin, "/api/settings/trivia");
    expect(saved).toEqual({
      answerTimeLimit: 300,
      streakBonusFromDay: 4,
      streakBonusPoints: 2,
      weeklyStreakBonusPoints: 5,
    });

    await page.goto("/how-it-works");
    const rules = page.getByTestId("trivia-rules");
    await rules
      .getByText(
        "From day 4 in a row, each day earns a streak bonus of +2 points, and every 7th day (7, 14, 21…) earns +5 points more.",
      )
      .waitFor();
    await rules.getByText(/Its 300-second countdown runs on the server's clock/).waitFor();
    await rules.getByText(/counts only in that league's standings/).waitFor();
    await setTriviaSettings(admin, DEFAULT_TRIVIA_SETTINGS);
  });
});

describe("Custom League Trivia", () => {
  it("lets the owner extract topics from a description and generate league trivia offline, for today by the server's clock", async () => {
    const page = await browser.newPage();
    const cookie = await signInAs(page, "trivia-owner@example.com", "triviaowner");
    const created = await apiPost(cookie, "/api/leagues", {
      name: "Tide Rollers",
      slug: "tide-rollers",
      visibility: "private",
    });
    expect(created.status).toBe(201);
    const leagueId = created.body.id as string;
    await page.goto(`/leagues/${leagueId}`);
    await page.getByRole("tab", { name: "Settings" }).click();
    const card = page.getByTestId("league-trivia-generator");
    await card.getByText("Custom League Trivia").waitFor();

    await card.getByRole("button", { name: "Extract Topics" }).click();
    await card.getByText("Please enter a description first").waitFor();
    await card.getByLabel("Describe your league").fill("Alabama Crimson Tide fans and the rest of the SEC.");
    await card.getByRole("button", { name: "Extract Topics" }).click();
    await toast(page, "Topics extracted!").waitFor();
    const topics = card.getByTestId("league-trivia-topics").getByRole("button");
    await expect.poll(() => topics.allTextContents()).toEqual(["Alabama", "SEC"]);

    await card.getByRole("button", { name: "Generate Trivia" }).click();
    await card.getByText("Please select at least one topic").waitFor();
    await expect(card.getByLabel("Trivia Date").inputValue()).resolves.toBe(E2E_CLOCK.slice(0, 10));
    await card.getByRole("button", { name: "Alabama", pressed: false }).click();
    await card.getByRole("button", { name: "Alabama", pressed: true }).waitFor();
    await card.getByLabel("Number of Questions").fill("3");
    await card.getByRole("button", { name: "Generate Trivia" }).click();
    await toast(page, "Trivia generated!").waitFor();
    const generated = card.getByRole("region", { name: "Generated questions" }).getByTestId("trivia-question-item");
    await expect.poll(() => generated.count()).toBe(3);

    const daily = await dailyTrivia(cookie);
    const set = daily.leagueTrivia.find((s) => s.leagueId === leagueId);
    expect(set?.questions).toHaveLength(3);
  });

  it("is not offered for a picks-only league", async () => {
    const page = await browser.newPage();
    const cookie = await signInAs(page, "picker-owner@example.com", "pickerowner");
    const created = await apiPost(cookie, "/api/leagues", {
      name: "Picks Purists",
      slug: "picks-purists",
      visibility: "public",
      leagueType: "picks_only",
    });
    expect(created.status).toBe(201);
    await page.goto(`/leagues/${created.body.id}`);
    await page.getByRole("tab", { name: "Settings" }).click();
    await page.getByTestId("league-settings-view").waitFor();
    await expect(page.getByTestId("league-trivia-generator").count()).resolves.toBe(0);
  });
});
