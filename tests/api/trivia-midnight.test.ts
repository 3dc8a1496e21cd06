import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { rowsOf } from "../../server/db/client.ts";
import { db } from "../../server/db/index.ts";
import { playerClient } from "../support/fixtures.ts";
import { insertQuestions } from "../support/trivia.ts";

/** 23:59:50 Central on Wednesday November 6, 2024 (CST, UTC-6). */
const BEFORE_MIDNIGHT = "2024-11-07T05:59:50.000Z";

async function lateEveningPlayer() {
  await insertQuestions(6);
  clock.startAt(BEFORE_MIDNIGHT);
  const player = await playerClient("owl@example.com", "night_owl");
  const daily = (await player.get("/api/trivia/daily")).body;
  const key = new Map(
    rowsOf<{ id: string; correct_answer: string }>(
      await db().execute(sql`select id, correct_answer from trivia_questions`),
    ).map((r) => [r.id, r.correct_answer]),
  );
  const ids: string[] = daily.globalTrivia.questions.map((q: { id: string }) => q.id);
  return { player, ids, key, day: daily.day as string };
}

describe("trivia at midnight Central", () => {
  it("takes an answer sent after midnight for yesterday's countdown, and a submit a moment later, on the day they belong to", async () => {
    const { player, ids, key, day } = await lateEveningPlayer();
    expect(day).toBe("2024-11-06");
    for (const id of ids.slice(0, 2)) {
      await player.post(`/api/trivia/questions/${id}/unlock`);
      await player.post("/api/trivia/answer", { questionId: id, userAnswer: key.get(id), day });
    }
    await player.post(`/api/trivia/questions/${ids[2]}/unlock`);
    clock.startAt("2024-11-07T06:00:00.200Z"); // 00:00:00.2 on Thursday
    const late = await player.post("/api/trivia/answer", { questionId: ids[2], userAnswer: key.get(ids[2]!), day });
    expect(late.body).toMatchObject({ isCorrect: true, pointsAwarded: 1 });
    const submit = await player.post("/api/trivia/submit", { answers: [], day });
    expect(submit.body).toMatchObject({ totalCorrect: 3, totalQuestions: 3, pointsEarned: 3 });
    const today = (await player.get("/api/trivia/daily")).body;
    expect(today).toMatchObject({ day: "2024-11-07", globalTrivia: { hasAnswered: false } });
    expect(today.globalTrivia.questions.map((q: { status: string }) => q.status)).toEqual([
      "locked",
      "locked",
      "locked",
    ]);
  });

  it("refuses yesterday once its countdowns have run out and the minute after midnight has passed", async () => {
    const { player, ids, key, day } = await lateEveningPlayer();
    await player.post(`/api/trivia/questions/${ids[0]}/unlock`);
    clock.startAt("2024-11-07T06:01:30.000Z"); // 00:01:30 on Thursday
    const answer = await player.post("/api/trivia/answer", { questionId: ids[0], userAnswer: key.get(ids[0]!), day });
    expect(answer).toMatchObject({ status: 409, body: { message: "That trivia day is over" } });
    expect(await player.post("/api/trivia/submit", { answers: [], day })).toMatchObject({
      status: 409,
      body: { message: "That trivia day is over" },
    });
    for (const old of ["2024-11-05", "2024-11-08"]) {
      expect((await player.post("/api/trivia/submit", { answers: [], day: old })).status).toBe(409);
    }
    expect((await player.post("/api/trivia/submit", { answers: [], day: "yesterday" })).status).toBe(400);
  });
});
