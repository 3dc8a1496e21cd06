import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { rowsOf } from "../../server/db/client.ts";
import { db } from "../../server/db/index.ts";
import type { DailyTrivia } from "../../shared/contracts/trivia.ts";
import { createWeek, playerClient } from "../support/fixtures.ts";
import { createLeague, leagueCast } from "../support/leagues.ts";
import { insertQuestion, insertQuestions, play } from "../support/trivia.ts";

type LeagueTrivia = DailyTrivia["leagueTrivia"][number];

const NOON_CT = "2024-11-20T18:00:00.000Z";
const DAY = "2024-11-20";

describe("league trivia sets", () => {
  it("come after the global set, one per trivia-playing league of the player, sorted by league name", async () => {
    clock.startAt(NOON_CT);
    await insertQuestions(3);
    const { owner, member, outsider, league } = await leagueCast("public");
    const zebra = await createLeague(owner, { name: "Zebra Stripes", slug: "zebra" });
    const picksOnly = (await owner.post("/api/leagues", { name: "Only Picks", leagueType: "picks_only" })).body;
    await insertQuestion({ leagueId: league.id, scheduledDate: DAY, question: "Cast league question one?" });
    await insertQuestion({ leagueId: league.id, scheduledDate: DAY, question: "Cast league question two?" });
    await insertQuestion({ leagueId: league.id, scheduledDate: "2024-11-21", question: "Tomorrow's cast question?" });
    await insertQuestion({ leagueId: zebra.id, scheduledDate: DAY, question: "Zebra league question?" });
    await insertQuestion({ leagueId: picksOnly.id, scheduledDate: DAY, question: "Never shown question?" });

    const ownerDay = (await owner.get("/api/trivia/daily")).body;
    expect(ownerDay.globalTrivia.questions).toHaveLength(3);
    expect(ownerDay.leagueTrivia.map((s: LeagueTrivia) => [s.leagueName, s.questions.length])).toEqual([
      ["Cast League", 2],
      ["Zebra Stripes", 1],
    ]);
    const unlocked = await owner.post(`/api/trivia/questions/${ownerDay.leagueTrivia[0].questions[0].id}/unlock`);
    expect(unlocked.body.question).toBe("Cast league question one?");
    expect((await member.get("/api/trivia/daily")).body.leagueTrivia.map((s: LeagueTrivia) => s.leagueName)).toEqual([
      "Cast League",
    ]);
    expect((await outsider.get("/api/trivia/daily")).body.leagueTrivia).toEqual([]);
  });

  it("score in that league's standings only, never in the player's total", async () => {
    clock.startAt(NOON_CT);
    await createWeek({ startDate: new Date("2024-11-17T06:00:00Z"), endDate: new Date("2024-11-24T05:59:59.999Z") });
    const owner = await playerClient("owner@example.com", "owner_one");
    const league = (await owner.post("/api/leagues", { name: "Trivia Heads", leagueType: "trivia_only" })).body;
    const question = await insertQuestion({ leagueId: league.id, scheduledDate: DAY });
    const answer = await play(owner, question, true);
    expect(answer.body).toMatchObject({ isCorrect: true, pointsAwarded: 1 });
    expect((await owner.get("/api/auth/user")).body.pointsTotal).toBe(0);
    const season = await owner.get(`/api/leagues/${league.id}/standings/season`);
    expect(season.body).toEqual([expect.objectContaining({ totalPoints: 1 })]);
  });

  it("unlock in their own order, independent of the global set, and are never submitted", async () => {
    clock.startAt(NOON_CT);
    await insertQuestions(3);
    const owner = await playerClient("owner@example.com", "owner_one");
    const league = (await owner.post("/api/leagues", { name: "Trivia Heads" })).body;
    const [first, second] = [
      await insertQuestion({ leagueId: league.id, scheduledDate: DAY }),
      await insertQuestion({ leagueId: league.id, scheduledDate: DAY }),
    ];
    expect((await owner.post(`/api/trivia/questions/${second.id}/unlock`)).status).toBe(409);
    expect((await play(owner, first, false)).body).toMatchObject({ isCorrect: false });
    expect((await owner.post(`/api/trivia/questions/${second.id}/unlock`)).status).toBe(200);
    const submit = await owner.post("/api/trivia/submit", { answers: [] });
    expect(submit.body).toMatchObject({ totalQuestions: 3 });
  });

  it("close to a member who leaves or is removed", async () => {
    clock.startAt(NOON_CT);
    const { owner, member, league, memberId } = await leagueCast("private");
    const question = await insertQuestion({ leagueId: league.id, scheduledDate: DAY });
    expect((await member.get("/api/trivia/daily")).body.leagueTrivia).toHaveLength(1);
    expect((await owner.delete(`/api/leagues/${league.id}/members/${memberId}`)).status).toBe(200);
    expect((await member.get("/api/trivia/daily")).body.leagueTrivia).toEqual([]);
    expect((await member.post(`/api/trivia/questions/${question.id}/unlock`)).status).toBe(404);
  });
});

describe("questions a league owner generated", () => {
  it("can be played by their owner for no points, while the members score on them", async () => {
    clock.startAt(NOON_CT);
    const { owner, member, league } = await leagueCast("private");
    const topics = (
      await owner.post(`/api/leagues/${league.id}/trivia/extract-topics`, { description: "Alabama fans" })
    ).body.topics;
    const generated = await owner.post(`/api/leagues/${league.id}/trivia/generate`, { topics, count: 1 });
    expect(generated.status).toBe(200);
    const id = generated.body.questions[0].id as string;
    const [stored] = rowsOf<{ correct_answer: string }>(
      await db().execute(sql`select correct_answer from trivia_questions where id = ${id}::uuid`),
    );
    const right = stored!.correct_answer;
    const playRight = async (client: typeof owner) => {
      await client.post(`/api/trivia/questions/${id}/unlock`);
      return (await client.post("/api/trivia/answer", { questionId: id, userAnswer: right })).body;
    };
    expect(await playRight(owner)).toMatchObject({ isCorrect: true, pointsAwarded: 0 });
    expect(await playRight(member)).toMatchObject({ isCorrect: true, pointsAwarded: 1 });
    const season = (await owner.get(`/api/leagues/${league.id}/standings/season`)).body as {
      handle: string;
      totalPoints: number;
    }[];
    expect(season.find((e) => e.handle === "owner_one")?.totalPoints ?? 0).toBe(0);
    expect(season.find((e) => e.handle === "member_one")?.totalPoints).toBe(1);
  });
});
