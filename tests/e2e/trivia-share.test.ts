import { beforeAll, describe, expect, it } from "vitest";
import type { UnlockResponse } from "../../shared/contracts/trivia.ts";
import { ADMIN_EMAIL } from "./global-setup.ts";
import { createPlayer } from "./support/api.ts";
import { seriousViolations } from "./support/axe.ts";
import { baseUrl, useBrowser } from "./support/browser.ts";
import { apiPost, signInAs } from "./support/session.ts";
import { answerKey, createQuestion, dailyTrivia } from "./support/trivia.ts";

const browser = useBrowser();
let admin: string;

beforeAll(async () => {
  ({ cookie: admin } = await createPlayer(ADMIN_EMAIL, "commish"));
  const { day, globalTrivia } = await dailyTrivia(admin);
  // The server is shared with the other browser files: fill today's set only if none has yet.
  if (globalTrivia.questions.length >= 3) return;
  const questions = [
    ["Which school plays its home games in the Big House?", "Michigan", ["Ohio State", "Penn State", "Iowa"]],
    ["Which team won the 2023 national championship game?", "Michigan", ["Washington", "Texas", "Alabama"]],
    ["Which school's mascot is Bevo?", "Texas", ["Oklahoma", "Texas A&M", "Baylor"]],
  ] as const;
  for (const [question, correctAnswer, incorrectAnswers] of questions) {
    await createQuestion(admin, {
      question,
      correctAnswer,
      incorrectAnswers: [...incorrectAnswers],
      category: "historical",
      difficulty: "easy",
      scheduledDate: day,
    });
  }
});

describe("sharing the day's trivia result", () => {
  it("copies a spoiler-free line with the marks, the streak and the link, or hands it to the share sheet", async () => {
    const page = await browser.newPage();
    const player = await signInAs(page, "sharer@example.com", "sharer");
    const { day, globalTrivia } = await dailyTrivia(player);
    expect(globalTrivia.questions).toHaveLength(3);

    // Played through the API: right, wrong, then an empty answer (a timeout); then the day is submitted.
    const key = await answerKey(admin);
    const secrets: string[] = [];
    for (const [index, { id }] of globalTrivia.questions.entries()) {
      const unlocked = await apiPost(player, `/api/trivia/questions/${id}/unlock`, {});
      expect(unlocked.status, JSON.stringify(unlocked.body)).toBe(200);
      const { question, choices } = unlocked.body as UnlockResponse;
      // Choices such as "12" could match the day or the port: only the wordy ones are checked.
      secrets.push(question, ...choices.filter((choice) => /\p{L}{4}/u.test(choice)));
      const right = key.get(question)!;
      const userAnswer = [right, choices.find((c) => c !== right)!, ""][index]!;
      const answered = await apiPost(player, "/api/trivia/answer", { questionId: id, userAnswer, day });
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    }
    const submitted = await apiPost(player, "/api/trivia/submit", { answers: [], day });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);

    // Desktop Chromium: no share sheet, so the clipboard.
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
    await page.goto("/trivia");
    await page.getByText("Come back tomorrow for more trivia!").waitFor();
    await page.getByTestId("trivia-streak").getByText("1-day streak").waitFor();
    const share = page.getByRole("button", { name: "Share result", exact: true });
    await share.click();
    await page.getByTestId("trivia-share-copied").getByText("Copied").waitFor();

    const expected = `Gridiron Picks trivia ${day} ✅❌⏱️ 🔥 1\n${baseUrl()}/trivia`;
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(expected);
    for (const secret of secrets) expect(copied).not.toContain(secret);
    expect(await seriousViolations(page)).toEqual([]);

    // A phone's share sheet gets the same text.
    await page.evaluate(() => {
      const sent: ShareData[] = [];
      (window as unknown as { sent: ShareData[] }).sent = sent;
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: async (data: ShareData) => void sent.push(data),
      });
    });
    await share.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sent: ShareData[] }).sent))
      .toEqual([{ text: expected }]);

    // A cancelled sheet is not an error: nothing copied, no alert.
    await page.evaluate(async () => {
      await navigator.clipboard.writeText("untouched");
      const seen = { asked: 0, writes: 0 };
      (window as unknown as { seen: typeof seen }).seen = seen;
      const write = navigator.clipboard.writeText.bind(navigator.clipboard);
      navigator.clipboard.writeText = (text: string) => {
        seen.writes++;
        return write(text);
      };
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: async () => {
          seen.asked++;
          throw new DOMException("Share canceled", "AbortError");
        },
      });
    });
    await share.click();
    // Once the sheet was asked, a task later the click's handler has run to its end: a copy would have begun.
    await expect.poll(() => page.evaluate(() => (window as unknown as { seen: { asked: number } }).seen.asked)).toBe(1);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await expect(page.evaluate(() => (window as unknown as { seen: { writes: number } }).seen.writes)).resolves.toBe(0);
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe("untouched");
    await expect(page.getByRole("alert").count()).resolves.toBe(0);
  });
});
