import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { rowsOf } from "../../server/db/client.ts";
import { db } from "../../server/db/index.ts";
import { seasonBank } from "../../server/features/trivia-bank/trivia-bank.ts";
import { TestClient } from "../support/client.ts";
import { adminClient } from "../support/fixtures.ts";
import { leagueCast } from "../support/leagues.ts";
import { aiItem, type FakeOpenAi, startFakeOpenAi, useOpenAi } from "../support/openai-server.ts";

const topicsPath = (id: string) => `/api/leagues/${id}/trivia/extract-topics`;
const generatePath = (id: string) => `/api/leagues/${id}/trivia/generate`;

const leagueRows = async (leagueId: string) =>
  rowsOf<{
    question: string;
    correct_answer: string;
    incorrect_answers: string[];
    created_by: string;
    scheduled_date: string;
  }>(
    await db().execute(sql`select question, correct_answer, incorrect_answers, created_by, scheduled_date::text
      from trivia_questions where league_id = ${leagueId}`),
  );

describe("who may generate league trivia", () => {
  it("refuses members who do not own the league with 403, and hides a private league from outsiders with 404", async () => {
    const { member, outsider, league } = await leagueCast("private");
    for (const client of [member]) {
      expect(await client.post(topicsPath(league.id), { description: "SEC fans" })).toMatchObject({
        status: 403,
        body: { message: "Only the league owner can do that" },
      });
      expect(await client.post(generatePath(league.id), { topics: ["SEC"] })).toMatchObject({ status: 403 });
    }
    expect(await outsider.post(topicsPath(league.id), { description: "SEC fans" })).toMatchObject({
      status: 404,
      body: { message: "League not found" },
    });
    expect(await outsider.post(generatePath(league.id), { topics: ["SEC"] })).toMatchObject({ status: 404 });
    expect((await outsider.post(generatePath("not-a-league"), { topics: ["SEC"] })).status).toBe(404);
    expect(await leagueRows(league.id)).toEqual([]);
  });

  it("refuses a public league's non-members with 403 and signed-out visitors with 401", async () => {
    const { outsider, league } = await leagueCast("public");
    expect((await outsider.post(generatePath(league.id), { topics: ["SEC"] })).status).toBe(403);
    expect((await new TestClient().post(generatePath(league.id), { topics: ["SEC"] })).status).toBe(401);
  });

  it("refuses a picks-only league with 409, and allows a trivia-only one", async () => {
    const { owner, league } = await leagueCast("public");
    await owner.patch(`/api/leagues/${league.id}`, { leagueType: "picks_only" });
    const message = "This league is picks only: switch it to Picks & Trivia or Trivia only to add trivia";
    expect(await owner.post(topicsPath(league.id), { description: "SEC fans" })).toMatchObject({
      status: 409,
      body: { message },
    });
    expect(await owner.post(generatePath(league.id), { topics: ["SEC"] })).toMatchObject({
      status: 409,
      body: { message },
    });
    await owner.patch(`/api/leagues/${league.id}`, { leagueType: "trivia_only" });
    expect((await owner.post(generatePath(league.id), { topics: ["SEC"] })).status).toBe(200);
  });
});

describe("league trivia without AI: the 2024 season bank", () => {
  it("finds the schools, conferences and mascots a description names", async () => {
    const { owner, league } = await leagueCast("public");
    const response = await owner.post(topicsPath(league.id), {
      description: "Roll Tide! Bama fans, LSU Tigers haters and the whole SEC, plus the Big 10",
    });
    expect(response).toMatchObject({ status: 200, body: { topics: ["Alabama", "LSU", "SEC", "Big Ten"] } });
  });

  it.each([
    [{}, 400, "Please enter a description first"],
    [{ description: "   " }, 400, "Please enter a description first"],
    [{ description: "d".repeat(1001) }, 400, "Description must be at most 1000 characters"],
    [
      { description: "Just friends from work who like Saturdays" },
      422,
      "No teams, conferences or mascots found in the description",
    ],
  ])("answers %j with %i %j", async (body, status, message) => {
    const { owner, league } = await leagueCast("public");
    expect(await owner.post(topicsPath(league.id), body)).toMatchObject({ status, body: { message } });
  });

  it("stores questions about the topics for today's Central date, owned by the league, and answers them without their answers", async () => {
    const { owner, league } = await leagueCast("public");
    clock.startAt("2024-11-07T04:30:00Z"); // still November 6 in Central Time
    const response = await owner.post(generatePath(league.id), { topics: ["alabama", "Big 10"], count: 4 });
    expect(response.status).toBe(200);
    const { questions } = response.body;
    expect(questions).toHaveLength(4);
    const bank = (await seasonBank()).questions;
    const stored = await leagueRows(league.id);
    for (const q of questions) {
      expect(Object.keys(q).toSorted()).toEqual(["category", "difficulty", "id", "question", "scheduledDate"]);
      expect(q).toMatchObject({ scheduledDate: "2024-11-06" });
      const source = bank.find((b) => b.question === q.question)!;
      expect(source.topics.some((t) => t === "Alabama" || t === "Big Ten")).toBe(true);
      expect(q.category).toBe(source.category);
      const row = stored.find((r) => r.question === q.question)!;
      expect(row).toMatchObject({ correct_answer: source.correctAnswer, incorrect_answers: source.incorrectAnswers });
    }
    const ownerId = (await owner.get("/api/auth/user")).body.id;
    expect((await leagueRows(league.id)).map((r) => r.created_by)).toEqual([ownerId, ownerId, ownerId, ownerId]);
  });

  it("takes a given date, defaults to 5 questions, and never repeats a question in the league", async () => {
    const { owner, league } = await leagueCast("public");
    clock.startAt("2024-11-20T18:00:00Z");
    const first = await owner.post(generatePath(league.id), { topics: ["Big Ten"], scheduledDate: "2024-12-01" });
    expect(first.body.questions).toHaveLength(5);
    expect(first.body.questions[0].scheduledDate).toBe("2024-12-01");
    const second = await owner.post(generatePath(league.id), { topics: ["Big Ten"], count: 5 });
    const texts = [...first.body.questions, ...second.body.questions].map((q: { question: string }) => q.question);
    expect(new Set(texts).size).toBe(10);
  });

  it("keeps league questions out of the admin's list of the global bank", async () => {
    const { owner, league } = await leagueCast("public");
    const admin = await adminClient();
    await admin.post("/api/admin/trivia/questions", {
      question: "Which team won the 2024 SEC Championship Game?",
      correctAnswer: "Georgia",
      incorrectAnswers: ["Texas", "Alabama", "Tennessee"],
      category: "conference",
      difficulty: "easy",
    });
    expect((await owner.post(generatePath(league.id), { topics: ["Alabama"], count: 2 })).body.questions).toHaveLength(
      2,
    );
    expect(
      (await admin.get("/api/admin/trivia/questions")).body.map((q: { leagueId: string | null }) => q.leagueId),
    ).toEqual([null]);
  });

  it("answers 409 once every question about the topics is in the league", async () => {
    const { owner, league } = await leagueCast("public");
    const available = (await owner.post(generatePath(league.id), { topics: ["Zips"], count: 20 })).body.questions
      .length;
    expect(available).toBeGreaterThan(2);
    expect(available).toBeLessThan(20);
    expect(await owner.post(generatePath(league.id), { topics: ["Zips"] })).toMatchObject({
      status: 409,
      body: { message: "Every question about these topics is already in this league" },
    });
  });

  it.each([
    [{ topics: [] }, 400, "Please select at least one topic"],
    [{}, 400, "Please select at least one topic"],
    [{ topics: ["  "] }, 400, "Topics cannot be blank"],
    [{ topics: ["SEC"], count: 21 }, 400, "Count must be a whole number from 1 to 20"],
    [{ topics: ["SEC"], count: 0 }, 400, "Count must be a whole number from 1 to 20"],
    [{ topics: ["SEC"], scheduledDate: "2024-11-31" }, 400, "Scheduled date must be a real calendar date"],
    [{ topics: ["SEC"], scheduledDate: "2000-01-01" }, 400, "Choose today or a later date"],
    [{ topics: ["Tailgating", "Marching bands"] }, 422, "No questions found for the selected topics"],
  ])("answers %j with %i %j", async (body, status, message) => {
    const { owner, league } = await leagueCast("public");
    expect(await owner.post(generatePath(league.id), body)).toMatchObject({ status, body: { message } });
    expect(await leagueRows(league.id)).toEqual([]);
  });
});

describe("league trivia with AI", () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());

  async function configuredCast() {
    const cast = await leagueCast("public");
    useOpenAi(fake);
    fake.requests.length = 0;
    return cast;
  }

  it("asks the model for topics with structured output and cleans its list", async () => {
    const { owner, league } = await configuredCast();
    fake.answer({ json: { topics: [" Iron Bowl ", "Nick Saban", "iron bowl", "", "Crimson Tide"] } });
    const response = await owner.post(topicsPath(league.id), {
      description: "We argue about the Iron Bowl every year",
    });
    expect(response).toMatchObject({ status: 200, body: { topics: ["Iron Bowl", "Nick Saban", "Crimson Tide"] } });
    const [request] = fake.requests;
    expect(request!.body.response_format).toMatchObject({
      type: "json_schema",
      json_schema: { name: "league_topics", strict: true },
    });
    expect(request!.body.messages.at(-1).content).toBe("We argue about the Iron Bowl every year");
  });

  it("answers 422 when the model finds no topics", async () => {
    const { owner, league } = await configuredCast();
    fake.answer({ json: { topics: [] } });
    expect((await owner.post(topicsPath(league.id), { description: "Friends from work" })).status).toBe(422);
  });

  it("stores the model's valid questions about the chosen topics in the league, skipping texts it already holds", async () => {
    const { owner, league } = await configuredCast();
    clock.startAt("2024-11-06T18:00:00Z");
    fake.answer({ json: { questions: [aiItem(1), aiItem(2), aiItem(3, { incorrectAnswers: ["a"] })] } });
    const first = await owner.post(generatePath(league.id), { topics: ["Iron Bowl", "Nick Saban"], count: 3 });
    expect(first.status).toBe(200);
    expect(first.body.questions.map((q: { question: string }) => q.question)).toEqual([
      aiItem(1).question,
      aiItem(2).question,
    ]);
    expect(first.body.questions[0]).toMatchObject({ scheduledDate: "2024-11-06" });
    expect(first.body.questions[0].correctAnswer).toBeUndefined();
    expect(fake.requests[0]!.body.messages.at(-1).content).toContain("Iron Bowl; Nick Saban");

    fake.answer({ json: { questions: [aiItem(2), aiItem(4)] } });
    const second = await owner.post(generatePath(league.id), { topics: ["Iron Bowl"], count: 2 });
    expect(second.body.questions.map((q: { question: string }) => q.question)).toEqual([aiItem(4).question]);
    expect(await leagueRows(league.id)).toHaveLength(3);
  });

  it("answers 502 and stores nothing when the AI server fails", async () => {
    const { owner, league } = await configuredCast();
    fake.answer({ status: 500 });
    expect((await owner.post(topicsPath(league.id), { description: "SEC" })).status).toBe(502);
    const response = await owner.post(generatePath(league.id), { topics: ["SEC"] });
    expect(response).toMatchObject({
      status: 502,
      body: { message: "AI generation failed: the AI service answered 500" },
    });
    fake.answer({ content: "{not json" });
    expect((await owner.post(generatePath(league.id), { topics: ["SEC"] })).status).toBe(502);
    expect(await leagueRows(league.id)).toEqual([]);
  });
});
