import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { rowsOf } from "../../server/db/client.ts";
import { db } from "../../server/db/index.ts";
import type { TestClient } from "../support/client.ts";
import { adminClient, createWeek, playerClient } from "../support/fixtures.ts";
import { insertQuestions } from "../support/trivia.ts";

/** Plays the day's global set at `instant` (each question answered right) and submits it. */
async function playDay(player: TestClient, instant: string) {
  clock.startAt(instant);
  const daily = (await player.get("/api/trivia/daily")).body;
  const key = rowsOf<{ id: string; correct_answer: string }>(
    await db().execute(sql`select id, correct_answer from trivia_questions`),
  );
  for (const question of daily.globalTrivia.questions) {
    await player.post(`/api/trivia/questions/${question.id}/unlock`);
    await player.post("/api/trivia/answer", {
      questionId: question.id,
      userAnswer: key.find((k) => k.id === question.id)!.correct_answer,
    });
  }
  return (await player.post("/api/trivia/submit", { answers: [] })).body;
}

describe("streaks", () => {
  it("run across the autumn daylight-saving change, pay the bonus from day three and land in the week of the day", async () => {
    await insertQuestions(30);
    // Week of Sun Nov 3 (the change is that night) and the week before it, in Central Time.
    const before = await createWeek({
      week: 10,
      label: "Week 10",
      startDate: new Date("2024-10-27T05:00:00Z"),
      endDate: new Date("2024-11-03T04:59:59.999Z"),
      isCurrent: false,
    });
    const after = await createWeek({
      week: 11,
      label: "Week 11",
      startDate: new Date("2024-11-03T05:00:00Z"),
      endDate: new Date("2024-11-10T05:59:59.999Z"),
    });
    const player = await playerClient("p1@example.com", "player_one");
    const results = [
      await playDay(player, "2024-11-02T04:30:00Z"), // Fri Nov 1, 23:30 CDT
      await playDay(player, "2024-11-03T04:30:00Z"), // Sat Nov 2, 23:30 CDT
      await playDay(player, "2024-11-04T05:30:00Z"), // Sun Nov 3, 23:30 CST
      await playDay(player, "2024-11-04T06:30:00Z"), // Mon Nov 4, 00:30 CST
    ];
    expect(results.map((r) => [r.currentStreak, r.streakBonus, r.pointsEarned])).toEqual([
      [1, 0, 3],
      [2, 0, 3],
      [3, 1, 3],
      [4, 1, 3],
    ]);
    const byWeek = rowsOf<{ week_id: string; source: string; total: number }>(
      await db().execute(
        sql`select week_id, source, sum(amount)::int as total from points_transactions group by 1, 2 order by 2, 3`,
      ),
    );
    expect(byWeek).toEqual(
      expect.arrayContaining([
        { week_id: before.id, source: "trivia", total: 6 },
        { week_id: after.id, source: "trivia", total: 6 },
        { week_id: after.id, source: "streak", total: 2 },
      ]),
    );
    expect((await player.get("/api/auth/user")).body.pointsTotal).toBe(14);
    expect((await player.get("/api/trivia/stats")).body).toEqual({ totalCorrect: 12, currentStreak: 4, bestStreak: 4 });
  });

  it("start again after a missed day and keep the best streak", async () => {
    await insertQuestions(30);
    const player = await playerClient("p1@example.com", "player_one");
    for (const day of ["2024-11-10", "2024-11-11", "2024-11-12"]) await playDay(player, `${day}T18:00:00Z`);
    clock.startAt("2024-11-14T18:00:00Z");
    expect((await player.get("/api/trivia/stats")).body).toEqual({ totalCorrect: 9, currentStreak: 0, bestStreak: 3 });
    const resumed = await playDay(player, "2024-11-14T18:00:00Z");
    expect(resumed).toMatchObject({ currentStreak: 1, streakBonus: 0 });
    expect((await player.get("/api/trivia/stats")).body).toEqual({ totalCorrect: 12, currentStreak: 1, bestStreak: 3 });
  });

  it("pay what the admin's streak settings say, which survive a time-limit-only save", async () => {
    await insertQuestions(30);
    const admin = await adminClient();
    const saved = await admin.put("/api/admin/settings/trivia", {
      answerTimeLimit: 12,
      streakBonusFromDay: 2,
      streakBonusPoints: 5,
      weeklyStreakBonusPoints: 0,
    });
    expect(saved.body).toEqual({
      answerTimeLimit: 12,
      streakBonusFromDay: 2,
      streakBonusPoints: 5,
      weeklyStreakBonusPoints: 0,
    });
    expect((await admin.put("/api/admin/settings/trivia", { answerTimeLimit: 15 })).body).toMatchObject({
      answerTimeLimit: 15,
      streakBonusPoints: 5,
    });
    expect(
      (await admin.put("/api/admin/settings/trivia", { answerTimeLimit: 15, streakBonusPoints: 1e9 })).status,
    ).toBe(400);
    const player = await playerClient("p1@example.com", "player_one");
    await playDay(player, "2024-11-10T18:00:00Z");
    expect(await playDay(player, "2024-11-11T18:00:00Z")).toMatchObject({ currentStreak: 2, streakBonus: 5 });
  });
});
