import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { rowsOf } from "../../server/db/client.ts";
import { db } from "../../server/db/index.ts";
import type { RunningServer } from "../../server/server.ts";
import type { DailyQuestion, DailyTrivia, TriviaRace } from "../../shared/contracts/trivia.ts";
import { adminClient } from "../support/fixtures.ts";
import { leagueCast } from "../support/leagues.ts";
import { startTestServer } from "../support/server.ts";
import { insertQuestion, insertQuestions, play } from "../support/trivia.ts";
import { waitFor, watchLeague } from "./league-room.support.ts";

type LeagueTrivia = DailyTrivia["leagueTrivia"][number];
type Racer = TriviaRace["racers"][number];

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const today = () => new Date(clock.now()).toLocaleDateString("en-CA", { timeZone: "America/Chicago" });

async function raceDay() {
  const cast = await leagueCast("private");
  await insertQuestions(3);
  await insertQuestion({
    leagueId: cast.league.id,
    scheduledDate: today(),
    question: "Which league question is this one?",
  });
  const ownerId = (await cast.owner.get("/api/auth/user")).body.id as string;
  const key = async () => {
    const daily = (await cast.owner.get("/api/trivia/daily")).body;
    const rows = rowsOf<{ id: string; correct_answer: string; incorrect_answers: string[] }>(
      await db().execute(sql`select * from trivia_questions`),
    );
    const ids: string[] = [
      ...daily.globalTrivia.questions,
      ...daily.leagueTrivia.flatMap((s: LeagueTrivia) => s.questions),
    ].map((q: DailyQuestion) => q.id);
    return ids.map((id) => {
      const row = rows.find((r) => r.id === id)!;
      return { id, correctAnswer: row.correct_answer, incorrectAnswers: row.incorrect_answers };
    });
  };
  return { ...cast, ownerId, questions: await key() };
}

describe("the trivia race in a league room", () => {
  it("shows each member's progress and running countdown as it happens, and never an answer", async () => {
    const { owner, league, ownerId, memberId, questions } = await raceDay();
    const room = await watchLeague(server.url, "member@example.com", league.id);
    await waitFor(room, () => room.state.trivia.get(memberId)?.total === 4);
    expect(room.state.trivia.get(ownerId)).toMatchObject({
      name: "@owner_one",
      answered: 0,
      total: 4,
      finished: false,
      deadlineAt: 0,
    });

    const unlocked = (await owner.post(`/api/trivia/questions/${questions[0]!.id}/unlock`)).body;
    const deadline = await waitFor(room, () => room.state.trivia.get(ownerId)!.deadlineAt || false);
    expect(deadline).toBe(Date.parse(unlocked.deadlineAt));
    await owner.post("/api/trivia/answer", { questionId: questions[0]!.id, userAnswer: questions[0]!.correctAnswer });
    await waitFor(
      room,
      () => room.state.trivia.get(ownerId)!.answered === 1 && room.state.trivia.get(ownerId)!.deadlineAt === 0,
    );

    for (const question of questions.slice(1)) await play(owner, question, false);
    await owner.post("/api/trivia/submit", { answers: [] });
    await waitFor(room, () => room.state.trivia.get(ownerId)!.finished);
    const state = JSON.stringify(room.state.toJSON());
    for (const question of questions) {
      expect(state).not.toContain(question.correctAnswer);
      expect(state).not.toContain(question.incorrectAnswers[0]);
    }
    expect(state).not.toMatch(/correct|score|email/i);
    await room.leave();
  });

  it("counts a countdown that runs out without an answer, with no request to tell it", async () => {
    const { owner, league, ownerId, questions } = await raceDay();
    const admin = await adminClient();
    await admin.put("/api/admin/settings/trivia", { answerTimeLimit: 1 });
    const room = await watchLeague(server.url, "member@example.com", league.id);
    await waitFor(room, () => room.state.trivia.has(ownerId));
    await owner.post(`/api/trivia/questions/${questions[0]!.id}/unlock`);
    const deadline = await waitFor(room, () => room.state.trivia.get(ownerId)!.deadlineAt || false);
    const counted = await waitFor(
      room,
      () => room.state.trivia.get(ownerId)!.answered === 1 && room.state.trivia.get(ownerId)!.toJSON(),
      4000,
    );
    expect(counted).toMatchObject({ answered: 1, total: 4, finished: false, deadlineAt: 0 });
    expect(new Date(clock.now()).getTime()).toBeGreaterThanOrEqual(deadline - 50); // when the countdown ran out, not before
    await room.leave();
  });

  it("counts questions the owner adds for today at once, with no player's progress to tell it", async () => {
    const { owner, league, ownerId } = await raceDay();
    const room = await watchLeague(server.url, "member@example.com", league.id);
    await waitFor(room, () => room.state.trivia.get(ownerId)?.total === 4);
    const topics = (
      await owner.post(`/api/leagues/${league.id}/trivia/extract-topics`, { description: "Alabama fans" })
    ).body.topics;
    expect((await owner.post(`/api/leagues/${league.id}/trivia/generate`, { topics, count: 2 })).status).toBe(200);
    await waitFor(room, () => room.state.trivia.get(ownerId)!.total === 6);
    await room.leave();
  });

  it("answers the room's clock for countdowns drawn in server time", async () => {
    const { league } = await raceDay();
    clock.advance(3_600_000);
    const room = await watchLeague(server.url, "member@example.com", league.id);
    const before = Date.now();
    const reply = (await room.request("clock", {})) as { serverNow: string };
    const offset = Date.parse(reply.serverNow) - before;
    expect(offset).toBeGreaterThan(3_500_000);
    expect(offset).toBeLessThan(3_700_000);
    clock.reset();
    await room.leave();
  });
});

describe("the race over HTTP", () => {
  it("shows scores only between members who have both finished, and is a 404 to outsiders of a private league", async () => {
    const { owner, member, outsider, league, ownerId, memberId, questions } = await raceDay();
    for (const [i, question] of questions.entries()) await play(owner, question, i < 3);
    await owner.post("/api/trivia/submit", { answers: [] });
    const seenByMember = (await member.get(`/api/leagues/${league.id}/trivia/race`)).body;
    expect(seenByMember.viewerFinished).toBe(false);
    expect(seenByMember.racers).toEqual(
      expect.arrayContaining([
        { userId: ownerId, name: "@owner_one", answered: 4, total: 4, finished: true, score: null },
        { userId: memberId, name: "@member_one", answered: 0, total: 4, finished: false, score: null },
      ]),
    );
    expect((await owner.get(`/api/leagues/${league.id}/trivia/race`)).body.racers[0]).toMatchObject({
      userId: ownerId,
      score: 3,
    });
    for (const question of questions) await play(member, question, true);
    await member.post("/api/trivia/submit", { answers: [] });
    const after = (await member.get(`/api/leagues/${league.id}/trivia/race`)).body;
    expect(after.racers.map((r: Racer) => [r.name, r.score])).toEqual([
      ["@member_one", 4],
      ["@owner_one", 3],
    ]);
    expect((await outsider.get(`/api/leagues/${league.id}/trivia/race`)).status).toBe(404);
  });
});
