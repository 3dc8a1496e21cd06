import { describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import type { DailyQuestion } from "../../shared/contracts/trivia.ts";
import { adminClient, playerClient } from "../support/fixtures.ts";
import { insertQuestion, insertQuestions } from "../support/trivia.ts";

const NOON_CT = "2024-11-06T18:00:00.000Z";
const SECRET_KEYS = ["correctAnswer", "isCorrect", "explanation"];

/** Every key of a JSON value, however deep. */
const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : value && typeof value === "object"
      ? Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)])
      : [];

describe("the day's questions", () => {
  it("answers three global questions, hiding each one's text and choices until it is unlocked and its answer key until it is played", async () => {
    clock.startAt(NOON_CT);
    const bank = await insertQuestions(4);
    const player = await playerClient("p1@example.com", "player_one");
    const daily = await player.get("/api/trivia/daily");
    expect(daily.status).toBe(200);
    expect(daily.body).toMatchObject({
      day: "2024-11-06",
      answerTimeLimit: 10,
      leagueTrivia: [],
      globalTrivia: { hasAnswered: false },
    });
    expect(daily.body.globalTrivia.questions).toHaveLength(3);
    for (const question of daily.body.globalTrivia.questions) {
      expect(question).toMatchObject({
        status: "locked",
        question: null,
        choices: [],
        unlockedAt: null,
        deadlineAt: null,
        userAnswer: null,
      });
    }
    expect(keysOf(daily.body).filter((k) => SECRET_KEYS.includes(k))).toEqual([]);
    expect(JSON.stringify(daily.body)).not.toMatch(/Explanation \d|Right \d|Wrong \d|test game/);

    const first = daily.body.globalTrivia.questions[0];
    const stored = bank.find((q) => q.id === first.id)!;
    const unlocked = (await player.post(`/api/trivia/questions/${first.id}/unlock`)).body;
    expect(unlocked.question).toBe(stored.question);
    expect(unlocked.choices.toSorted()).toEqual([stored.correctAnswer, ...stored.incorrectAnswers].toSorted());
    const after = (await player.get("/api/trivia/daily")).body;
    expect(after.globalTrivia.questions[0]).toMatchObject({
      status: "unlocked",
      question: stored.question,
      choices: unlocked.choices,
    });
    expect(keysOf(after).filter((k) => SECRET_KEYS.includes(k))).toEqual([]);
    expect(JSON.stringify(after.globalTrivia.questions.slice(1))).not.toMatch(/Right \d|Wrong \d|test game/);
  });

  it("serves the questions scheduled for the date first and the same set, in the same order, to everyone", async () => {
    clock.startAt(NOON_CT);
    await insertQuestions(5);
    const scheduled = await insertQuestion({ scheduledDate: "2024-11-06" });
    await insertQuestion({ scheduledDate: "2024-11-07" });
    const [a, b] = [await playerClient("a@example.com", "player_a"), await playerClient("b@example.com", "player_b")];
    const setOf = async (client: typeof a) =>
      (await client.get("/api/trivia/daily")).body.globalTrivia.questions.map((q: DailyQuestion) => q.id);
    const first = await setOf(a);
    expect(first[0]).toBe(scheduled.id);
    expect(await setOf(b)).toEqual(first);
    expect(await setOf(a)).toEqual(first);
    const choicesOf = async (client: typeof a) =>
      (await client.post(`/api/trivia/questions/${first[0]}/unlock`)).body.choices;
    expect(await choicesOf(b)).toEqual(await choicesOf(a));
  });

  it("never repeats a question while the unscheduled bank lasts, then reuses the longest unseen", async () => {
    await insertQuestions(7);
    const player = await playerClient("p1@example.com", "player_one");
    const days = ["2024-11-06", "2024-11-07", "2024-11-08"];
    const sets: string[][] = [];
    for (const day of days) {
      clock.startAt(`${day}T18:00:00.000Z`);
      sets.push((await player.get("/api/trivia/daily")).body.globalTrivia.questions.map((q: DailyQuestion) => q.id));
    }
    expect(new Set([...sets[0]!, ...sets[1]!]).size).toBe(6);
    expect(sets[2]).toHaveLength(3);
    expect(sets[2]!.filter((id) => sets[0]!.includes(id) || sets[1]!.includes(id))).toHaveLength(2);
    expect(sets[2]!.filter((id) => sets[0]!.includes(id))).toHaveLength(2);
  });

  it("moves to the next day's set at midnight Central Time, not at midnight UTC", async () => {
    await insertQuestions(6);
    const player = await playerClient("p1@example.com", "player_one");
    clock.startAt("2024-11-07T00:30:00.000Z");
    const evening = (await player.get("/api/trivia/daily")).body;
    clock.startAt("2024-11-07T05:59:00.000Z");
    const lateEvening = (await player.get("/api/trivia/daily")).body;
    clock.startAt("2024-11-07T06:00:30.000Z");
    const morning = (await player.get("/api/trivia/daily")).body;
    expect([evening.day, lateEvening.day, morning.day]).toEqual(["2024-11-06", "2024-11-06", "2024-11-07"]);
    expect(lateEvening.globalTrivia.questions).toEqual(evening.globalTrivia.questions);
    expect(morning.globalTrivia.questions.map((q: DailyQuestion) => q.id)).not.toEqual(
      evening.globalTrivia.questions.map((q: DailyQuestion) => q.id),
    );
  });

  it("says there is nothing today when the bank is empty, and refuses a submit", async () => {
    clock.startAt(NOON_CT);
    const player = await playerClient("p1@example.com", "player_one");
    expect((await player.get("/api/trivia/daily")).body.globalTrivia.questions).toEqual([]);
    const submit = await player.post("/api/trivia/submit", { answers: [] });
    expect(submit).toMatchObject({ status: 409, body: { message: "There is no trivia to submit today" } });
  });

  it("asks for a session", async () => {
    const { TestClient } = await import("../support/client.ts");
    const anonymous = new TestClient();
    for (const [method, path] of [
      ["GET", "/api/trivia/daily"],
      ["GET", "/api/trivia/stats"],
      ["POST", "/api/trivia/submit"],
      ["POST", "/api/trivia/answer"],
    ] as const) {
      expect((await anonymous.request(method, path, method === "POST" ? {} : undefined)).status).toBe(401);
    }
  });
});

describe("a day whose set changes", () => {
  it("fills the gap a deleted question leaves, for players who have not submitted yet", async () => {
    clock.startAt(NOON_CT);
    await insertQuestions(5);
    const [done, late] = [
      await playerClient("done@example.com", "player_done"),
      await playerClient("late@example.com", "player_late"),
    ];
    const before = (await done.get("/api/trivia/daily")).body.globalTrivia.questions.map((q: DailyQuestion) => q.id);
    expect((await done.post("/api/trivia/submit", { answers: [] })).status).toBe(200);
    const admin = await adminClient();
    expect((await admin.delete(`/api/admin/trivia/questions/${before[1]}`)).status).toBe(200);
    const lateSet = (await late.get("/api/trivia/daily")).body.globalTrivia.questions.map((q: DailyQuestion) => q.id);
    expect(lateSet).toHaveLength(3);
    expect(lateSet.slice(0, 2)).toEqual([before[0], before[2]]);
    const doneDay = (await done.get("/api/trivia/daily")).body.globalTrivia;
    expect(doneDay.hasAnswered).toBe(true);
    expect(doneDay.questions.map((q: DailyQuestion) => [q.id, q.status])).toEqual([
      [before[0], "answered"],
      [before[2], "answered"],
    ]);
  });
});
