import type { Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_TRIVIA_SETTINGS } from "../../shared/contracts/settings.ts";
import { ADMIN_EMAIL } from "./global-setup.ts";
import { createPlayer } from "./support/api.ts";
import { useBrowser } from "./support/browser.ts";
import { apiPost, signInAs } from "./support/session.ts";
import {
  answerKey,
  borderColor,
  createQuestion,
  dailyTrivia,
  questionCards,
  secondsLeft,
  setTriviaSettings,
  themeColor,
} from "./support/trivia.ts";

const browser = useBrowser();
let admin: string;

beforeAll(async () => {
  ({ cookie: admin } = await createPlayer(ADMIN_EMAIL, "commish"));
});
afterAll(async () => {
  if (admin) await setTriviaSettings(admin, DEFAULT_TRIVIA_SETTINGS);
});

describe("the Daily Trivia page", () => {
  it("says there is no trivia today when there are no questions", async () => {
    const page = await browser.newPage();
    const cookie = await signInAs(page, "early@example.com", "earlybird");
    const daily = await dailyTrivia(cookie);
    if (daily.globalTrivia.questions.length > 0) {
      // Another test file already filled today's set on the shared server: show this player an empty day.
      await page.route("**/api/trivia/daily", (route) =>
        route.fulfill({ json: { ...daily, globalTrivia: { questions: [], hasAnswered: false }, leagueTrivia: [] } }),
      );
    }
    await page.goto("/trivia");
    await page.getByRole("heading", { name: "Daily Trivia" }).waitFor();
    await page.getByText("No trivia available today. Check back tomorrow!").waitFor();
    await expect(questionCards(page).count()).resolves.toBe(0);
  });

  it("plays a day: a countdown that survives a reload, a right and a wrong answer, a timeout, then the submitted results", async () => {
    const { day } = await dailyTrivia(admin);
    const questions = [
      [
        "Which school's teams are called the Crimson Tide?",
        "Alabama",
        ["Auburn", "Georgia", "LSU"],
        "Named after a 1907 newspaper account.",
      ],
      [
        "Which conference did Texas join for the 2024 season?",
        "SEC",
        ["Big Ten", "ACC", "Big 12"],
        "Texas and Oklahoma moved to the SEC in 2024.",
      ],
      [
        "How many teams played in the 2024 College Football Playoff?",
        "12",
        ["4", "8", "16"],
        "The playoff grew from 4 to 12 teams.",
      ],
    ] as const;
    for (const [question, correctAnswer, incorrectAnswers, explanation] of questions) {
      await createQuestion(admin, {
        question,
        correctAnswer,
        incorrectAnswers: [...incorrectAnswers],
        category: "historical",
        difficulty: "medium",
        explanation,
        scheduledDate: day,
      });
    }
    await setTriviaSettings(admin, {
      answerTimeLimit: 20,
      streakBonusFromDay: 1,
      streakBonusPoints: 1,
      weeklyStreakBonusPoints: 0,
    });
    const key = await answerKey(admin);

    const page = await browser.newPage();
    const player = await signInAs(page, "quizzer@example.com", "quizzer");
    await page.goto("/trivia");
    const cards = questionCards(page);
    await cards.nth(2).waitFor();
    await expect(cards.count()).resolves.toBe(3);
    await page.getByTestId("trivia-progress").getByText("0 / 3 answered").waitFor();
    const [first, second, third] = [cards.nth(0), cards.nth(1), cards.nth(2)];
    await expect(second.getByRole("button", { name: "Unlock question 2" }).isDisabled()).resolves.toBe(true);

    // The countdown is the server's: a reload and a second tab show the time left, not a fresh limit.
    await first.getByRole("button", { name: "Unlock question 1" }).click();
    await first.getByTestId("trivia-countdown").waitFor();
    // The Unlock button is gone, so focus moves to the first answer.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("radio");
    await page.waitForTimeout(3000);
    const before = await secondsLeft(first);
    const reloadedAt = Date.now();
    await page.reload();
    await first.getByTestId("trivia-countdown").waitFor();
    const after = await secondsLeft(first);
    const elapsed = Math.round((Date.now() - reloadedAt) / 1000);
    expect(before).toBeLessThanOrEqual(18);
    expect(Math.abs(after - (before - elapsed))).toBeLessThanOrEqual(1);
    await expect(first.getByRole("button", { name: /Unlock/ }).count()).resolves.toBe(0);
    const secondTab = await page.context().newPage();
    await secondTab.goto("/trivia");
    const mirrored = await secondsLeft(questionCards(secondTab).nth(0));
    expect(Math.abs(mirrored - (await secondsLeft(first)))).toBeLessThanOrEqual(1);
    await secondTab.close();

    const success = await themeColor(page, "--success");
    const destructive = await themeColor(page, "--destructive");
    const answerOf = async (card: Locator) => key.get((await card.getByTestId("trivia-question-text").textContent())!)!;
    const choice = (card: Locator, text: string) => card.locator(`[role="radio"][data-choice="${text}"]`);

    const right = await answerOf(first);
    await first.getByRole("radio", { name: right, exact: true }).click();
    await first.getByTestId("trivia-result").getByText("Correct!").waitFor();
    await expect(choice(first, right).getAttribute("aria-checked")).resolves.toBe("true");
    await expect.poll(() => borderColor(choice(first, right))).toBe(success);

    await expect(second.getByTestId("trivia-question-text").textContent()).resolves.toMatch(/hidden until you unlock/);
    await second.getByRole("button", { name: "Unlock question 2" }).click();
    await second.getByTestId("trivia-countdown").waitFor();
    const answer = await answerOf(second);
    const wrong = (await second
      .getByRole("radio")
      .evaluateAll((els, a) => els.map((el) => el.getAttribute("data-choice")).find((c) => c !== a), answer))!;
    await choice(second, wrong).click();
    await second.getByTestId("trivia-result").getByText("Incorrect").waitFor();
    await second.getByText(`The correct answer is ${answer}.`).waitFor();
    await expect.poll(() => borderColor(choice(second, wrong))).toBe(destructive);
    await expect.poll(() => borderColor(choice(second, answer))).toBe(success);
    // Icons: a check beside the right answer, a cross beside the wrong one.
    await expect(choice(first, right).locator("svg").count()).resolves.toBe(1);
    await expect(choice(second, wrong).locator("svg").count()).resolves.toBe(1);

    // The last one runs out: an empty answer, a red card, then the set is submitted on its own.
    await setTriviaSettings(admin, { answerTimeLimit: 2 });
    await third.getByRole("button", { name: "Unlock question 3" }).click();
    await third.getByText("No answer selected").waitFor({ timeout: 5000 });
    await expect(third.getAttribute("data-outcome")).resolves.toBe("unanswered");
    await expect.poll(() => third.evaluate((el) => getComputedStyle(el).opacity)).toBe("0.8");
    await expect(borderColor(third)).resolves.not.toBe(await borderColor(first));
    await page.getByText("Trivia Complete!").first().waitFor({ timeout: 5000 });
    await page.getByText("You got 1 of 3 right: +1 point, +1 streak bonus.", { exact: true }).waitFor();
    await page.getByText("Come back tomorrow for more trivia!").waitFor();
    await page.getByTestId("trivia-progress").getByText("3 / 3 answered").waitFor();

    await page.reload();
    await page.getByText("Come back tomorrow for more trivia!").waitFor();
    await expect(first.getAttribute("data-outcome")).resolves.toBe("correct");
    await expect(second.getAttribute("data-outcome")).resolves.toBe("wrong");
    await expect(third.getAttribute("data-outcome")).resolves.toBe("unanswered");
    await third.getByText(`The correct answer is ${await answerOf(third)}.`).waitFor();
    await expect(page.getByTestId("trivia-streak").textContent()).resolves.toContain("1-day streak");
    const stats = await (await fetch(new URL("/api/trivia/stats", page.url()), { headers: { cookie: player } })).json();
    expect(stats).toMatchObject({ totalCorrect: 1, currentStreak: 1 });
  });

  it("shows each league's set under its name after the global set, played on its own", async () => {
    const page = await browser.newPage();
    const cookie = await signInAs(page, "leaguer@example.com", "leaguer");
    const { day } = await dailyTrivia(cookie);
    for (const name of ["Zeta Club", "Alpha Club"]) {
      const league = await apiPost(cookie, "/api/leagues", {
        name,
        slug: name.toLowerCase().replace(" ", "-"),
        visibility: "private",
      });
      expect(league.status).toBe(201);
      const generated = await apiPost(cookie, `/api/leagues/${league.body.id}/trivia/generate`, {
        count: 1,
        topics: ["Alabama"],
        scheduledDate: day,
      });
      expect(generated.status, JSON.stringify(generated.body)).toBe(200);
    }

    await page.goto("/trivia");
    const sets = page.getByTestId("trivia-set");
    await sets.nth(2).waitFor();
    await expect(sets.evaluateAll((els) => els.map((el) => el.getAttribute("data-league")))).resolves.toEqual([
      "",
      "Alpha Club",
      "Zeta Club",
    ]);
    await page.getByRole("heading", { name: "Alpha Club" }).waitFor();
    await page.getByTestId("trivia-progress").getByText("0 / 5 answered").waitFor();

    // League sets do not wait for the global one; answering there submits nothing.
    const alpha = sets.nth(1).getByTestId("trivia-question").first();
    await alpha.getByRole("button", { name: "Unlock question 1" }).click();
    await alpha.getByTestId("trivia-countdown").waitFor();
    // By keyboard: focus starts on the first answer, arrows move it without answering, Enter answers.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("radio");
    await page.keyboard.press("ArrowDown");
    await expect(alpha.getByRole("radio", { checked: true }).count()).resolves.toBe(0);
    await page.keyboard.press("Enter");
    await alpha.getByTestId("trivia-result").waitFor();
    await expect(alpha.getByRole("radio").nth(1).getAttribute("aria-checked")).resolves.toBe("true");
    await page.getByTestId("trivia-progress").getByText("1 / 5 answered").waitFor();
    await expect(page.getByText("Come back tomorrow for more trivia!").count()).resolves.toBe(0);
  });
});
