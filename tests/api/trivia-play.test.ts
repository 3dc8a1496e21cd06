import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { rowsOf } from "../../server/db/client.ts";
import { db } from "../../server/db/index.ts";
import type { DailyQuestion } from "../../shared/contracts/trivia.ts";
import { playerClient } from "../support/fixtures.ts";
import { insertQuestions, play } from "../support/trivia.ts";

const NOON_CT = "2024-11-06T18:00:00.000Z";

const pointsOf = async (client: Awaited<ReturnType<typeof playerClient>>) =>
  (await client.get("/api/auth/user")).body.pointsTotal as number;

async function dayWithPlayer() {
  clock.startAt(NOON_CT);
  await insertQuestions(3);
  const player = await playerClient("p1@example.com", "player_one");
  const ids: string[] = (await player.get("/api/trivia/daily")).body.globalTrivia.questions.map(
    (q: DailyQuestion) => q.id,
  );
  const stored = rowsOf<{ id: string; correct_answer: string; incorrect_answers: string[] }>(
    await db().execute(sql`select id, correct_answer, incorrect_answers from trivia_questions`),
  );
  const questions = ids.map((id) => {
    const row = stored.find((q) => q.id === id)!;
    return { id, correctAnswer: row.correct_answer, incorrectAnswers: row.incorrect_answers };
  });
  return { player, questions };
}

describe("the countdown belongs to the server", () => {
  it("records the deadline at unlock and answers the same one to a reload or a second tab", async () => {
    const { player, questions } = await dayWithPlayer();
    const unlocked = await player.post(`/api/trivia/questions/${questions[0]!.id}/unlock`);
    expect(unlocked.status).toBe(200);
    const { unlockedAt, deadlineAt, serverNow } = unlocked.body;
    expect(Object.keys(unlocked.body).toSorted()).toEqual([
      "choices",
      "deadlineAt",
      "question",
      "questionId",
      "serverNow",
      "unlockedAt",
    ]);
    expect(unlocked.body.questionId).toBe(questions[0]!.id);
    expect(Date.parse(deadlineAt) - Date.parse(unlockedAt)).toBe(10_000);
    expect(Date.parse(serverNow)).toBe(Date.parse(unlockedAt));
    expect(Math.abs(Date.parse(unlockedAt) - Date.parse(NOON_CT))).toBeLessThan(5_000);
    clock.advance(4_000);
    const again = await player.post(`/api/trivia/questions/${questions[0]!.id}/unlock`);
    expect(again.body).toMatchObject({ unlockedAt, deadlineAt });
    expect(Date.parse(again.body.serverNow) - Date.parse(serverNow)).toBeGreaterThanOrEqual(4_000);
    const daily = (await player.get("/api/trivia/daily")).body;
    expect(daily.globalTrivia.questions[0]).toMatchObject({ status: "unlocked", unlockedAt, deadlineAt });
    expect(Date.parse(daily.globalTrivia.questions[0].deadlineAt) - Date.parse(daily.serverNow)).toBeLessThanOrEqual(
      6_000,
    );
    expect(daily.globalTrivia.questions[0].correctAnswer).toBeUndefined();
  });

  it("uses the admin's time limit", async () => {
    const { player, questions } = await dayWithPlayer();
    const { adminClient } = await import("../support/fixtures.ts");
    const admin = await adminClient();
    expect((await admin.put("/api/admin/settings/trivia", { answerTimeLimit: 25 })).status).toBe(200);
    const unlocked = await player.post(`/api/trivia/questions/${questions[0]!.id}/unlock`);
    expect(Date.parse(unlocked.body.deadlineAt) - Date.parse(unlocked.body.unlockedAt)).toBe(25_000);
  });

  it("refuses to unlock a question before the previous one is answered or timed out", async () => {
    const { player, questions } = await dayWithPlayer();
    const early = await player.post(`/api/trivia/questions/${questions[1]!.id}/unlock`);
    expect(early).toMatchObject({ status: 409, body: { message: "Answer the previous question first" } });
    await player.post(`/api/trivia/questions/${questions[0]!.id}/unlock`);
    expect((await player.post(`/api/trivia/questions/${questions[1]!.id}/unlock`)).status).toBe(409);
    clock.advance(10_501);
    expect((await player.post(`/api/trivia/questions/${questions[1]!.id}/unlock`)).status).toBe(200);
  });

  it("answers 404 for a question that is not today's and 409 for an answer to a locked question", async () => {
    const { player, questions } = await dayWithPlayer();
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await player.post(`/api/trivia/questions/${unknown}/unlock`)).status).toBe(404);
    expect((await player.post(`/api/trivia/questions/not-a-uuid/unlock`)).status).toBe(404);
    expect((await player.post("/api/trivia/answer", { questionId: unknown, userAnswer: "x" })).body).toEqual({
      message: "This question is not part of today's trivia",
    });
    const locked = await player.post("/api/trivia/answer", {
      questionId: questions[0]!.id,
      userAnswer: questions[0]!.correctAnswer,
    });
    expect(locked).toMatchObject({ status: 409, body: { message: "Unlock this question first" } });
  });
});

describe("answering", () => {
  it("scores a correct answer +1, reveals the key, and refuses a second answer with 409", async () => {
    const { player, questions } = await dayWithPlayer();
    const answer = await play(player, questions[0]!, true);
    expect(answer.body).toEqual({
      questionId: questions[0]!.id,
      userAnswer: questions[0]!.correctAnswer,
      isCorrect: true,
      timedOut: false,
      pointsAwarded: 1,
      correctAnswer: questions[0]!.correctAnswer,
      explanation: expect.stringMatching(/^Explanation/),
    });
    expect(await pointsOf(player)).toBe(1);
    const replay = await player.post("/api/trivia/answer", {
      questionId: questions[0]!.id,
      userAnswer: questions[0]!.incorrectAnswers[0],
    });
    expect(replay).toMatchObject({ status: 409, body: { message: "You have already answered this question" } });
    expect(await pointsOf(player)).toBe(1);
    const daily = (await player.get("/api/trivia/daily")).body;
    expect(daily.globalTrivia.questions[0]).toMatchObject({
      status: "answered",
      isCorrect: true,
      correctAnswer: questions[0]!.correctAnswer,
    });
    expect(daily.globalTrivia.questions[1].correctAnswer).toBeUndefined();
  });

  it("scores a wrong answer 0 and refuses an answer that is not one of the choices", async () => {
    const { player, questions } = await dayWithPlayer();
    await player.post(`/api/trivia/questions/${questions[0]!.id}/unlock`);
    const invented = await player.post("/api/trivia/answer", {
      questionId: questions[0]!.id,
      userAnswer: "Notre Dame",
    });
    expect(invented).toMatchObject({ status: 400, body: { message: "Choose one of the answers" } });
    const wrong = await player.post("/api/trivia/answer", {
      questionId: questions[0]!.id,
      userAnswer: questions[0]!.incorrectAnswers[2],
    });
    expect(wrong.body).toMatchObject({ isCorrect: false, pointsAwarded: 0, timedOut: false });
    expect(await pointsOf(player)).toBe(0);
  });

  it("counts an answer inside the 500 ms grace and stores a later one as a timeout", async () => {
    const { player, questions } = await dayWithPlayer();
    await player.post(`/api/trivia/questions/${questions[0]!.id}/unlock`);
    clock.advance(10_400);
    const inGrace = await player.post("/api/trivia/answer", {
      questionId: questions[0]!.id,
      userAnswer: questions[0]!.correctAnswer,
    });
    expect(inGrace.body).toMatchObject({ isCorrect: true, timedOut: false });
    await player.post(`/api/trivia/questions/${questions[1]!.id}/unlock`);
    clock.advance(10_600);
    const late = await player.post("/api/trivia/answer", {
      questionId: questions[1]!.id,
      userAnswer: questions[1]!.correctAnswer,
    });
    expect(late.body).toMatchObject({ userAnswer: "", isCorrect: false, timedOut: true, pointsAwarded: 0 });
    expect(await pointsOf(player)).toBe(1);
  });

  it("shows a question whose countdown ran out as timed out, with its answer key", async () => {
    const { player, questions } = await dayWithPlayer();
    await player.post(`/api/trivia/questions/${questions[0]!.id}/unlock`);
    clock.advance(11_000);
    const question = (await player.get("/api/trivia/daily")).body.globalTrivia.questions[0];
    expect(question).toMatchObject({
      status: "timed_out",
      userAnswer: "",
      isCorrect: false,
      correctAnswer: questions[0]!.correctAnswer,
    });
  });
});

describe("submitting the day", () => {
  it("answers the totals once, stores unplayed questions as timeouts and marks the day answered", async () => {
    const { player, questions } = await dayWithPlayer();
    await play(player, questions[0]!, true);
    await play(player, questions[1]!, false);
    const submit = await player.post("/api/trivia/submit", {
      answers: [{ questionId: questions[2]!.id, userAnswer: questions[2]!.correctAnswer }],
    });
    expect(submit).toMatchObject({
      status: 200,
      body: { totalCorrect: 1, totalQuestions: 3, pointsEarned: 1, streakBonus: 0, currentStreak: 1 },
    });
    const daily = (await player.get("/api/trivia/daily")).body;
    expect(daily.globalTrivia.hasAnswered).toBe(true);
    expect(daily.globalTrivia.questions.map((q: DailyQuestion) => q.status)).toEqual([
      "answered",
      "answered",
      "answered",
    ]);
    expect(daily.globalTrivia.questions[2]).toMatchObject({ userAnswer: "", isCorrect: false });
    const again = await player.post("/api/trivia/submit", { answers: [] });
    expect(again).toMatchObject({ status: 409, body: { message: "You have already answered today's trivia" } });
    expect((await player.post(`/api/trivia/questions/${questions[2]!.id}/unlock`)).status).toBe(409);
    expect(await player.get("/api/trivia/stats")).toMatchObject({
      body: { totalCorrect: 1, currentStreak: 1, bestStreak: 1 },
    });
  });

  it("takes the answer sent with the submit for a question still counting down", async () => {
    const { player, questions } = await dayWithPlayer();
    await play(player, questions[0]!, true);
    await play(player, questions[1]!, true);
    await player.post(`/api/trivia/questions/${questions[2]!.id}/unlock`);
    const submit = await player.post("/api/trivia/submit", {
      answers: [{ questionId: questions[2]!.id, userAnswer: questions[2]!.correctAnswer }],
    });
    expect(submit.body).toMatchObject({ totalCorrect: 3, pointsEarned: 3 });
    expect(await pointsOf(player)).toBe(3);
  });

  it("accepts one of two concurrent submits and refuses the other", async () => {
    const { player, questions } = await dayWithPlayer();
    await play(player, questions[0]!, true);
    const results = await Promise.all([
      player.post("/api/trivia/submit", { answers: [] }),
      player.post("/api/trivia/submit", { answers: [] }),
    ]);
    expect(results.map((r) => r.status).toSorted()).toEqual([200, 409]);
    expect(await pointsOf(player)).toBe(1);
    const rows = rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from trivia_submissions`));
    expect(rows[0]!.n).toBe(1);
  });

  it("refuses a second answer racing the first, crediting the point once", async () => {
    const { player, questions } = await dayWithPlayer();
    await player.post(`/api/trivia/questions/${questions[0]!.id}/unlock`);
    const body = { questionId: questions[0]!.id, userAnswer: questions[0]!.correctAnswer };
    const results = await Promise.all([
      player.post("/api/trivia/answer", body),
      player.post("/api/trivia/answer", body),
    ]);
    expect(results.map((r) => r.status).toSorted()).toEqual([200, 409]);
    expect(await pointsOf(player)).toBe(1);
  });
});
