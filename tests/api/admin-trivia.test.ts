import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../server/db/client.ts";
import { db } from "../../server/db/index.ts";
import { seasonBank } from "../../server/features/trivia-bank/trivia-bank.ts";
import { adminClient, playerClient } from "../support/fixtures.ts";
import { aiItem, type FakeOpenAi, startFakeOpenAi, useOpenAi } from "../support/openai-server.ts";

const valid = {
  question: "Which team won the 2024 SEC Championship Game?",
  correctAnswer: "Georgia",
  incorrectAnswers: ["Texas", "Alabama", "Tennessee"],
  category: "conference",
  difficulty: "easy",
  explanation: "Georgia beat Texas 22-19 in overtime.",
  scheduledDate: "2024-12-08",
};

const globalCount = async () =>
  rowsOf<{ n: number }>(
    await db().execute(sql`select count(*)::int as n from trivia_questions where league_id is null`),
  )[0]!.n;

describe("creating, listing and deleting questions", () => {
  it("creates a question (201 with the question), lists it newest first and deletes it", async () => {
    const admin = await adminClient();
    const created = await admin.post("/api/admin/trivia/questions", { ...valid, question: `  ${valid.question}  ` });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      ...valid,
      isActive: true,
      createdAt: expect.any(String),
      leagueId: null,
      askable: true,
      askableFrom: null,
    });
    const second = await admin.post("/api/admin/trivia/questions", {
      ...valid,
      question: "Which team won the 2024 Big Ten Championship Game?",
      explanation: "",
      scheduledDate: "",
    });
    expect(second.body).toMatchObject({ explanation: null, scheduledDate: null });
    const list = await admin.get("/api/admin/trivia/questions");
    expect(list.status).toBe(200);
    expect(list.body.map((q: { id: string }) => q.id)).toEqual([second.body.id, created.body.id]);

    const deleted = await admin.delete(`/api/admin/trivia/questions/${created.body.id}`);
    expect(deleted).toMatchObject({ status: 200, body: { message: "Question deleted" } });
    expect((await admin.get("/api/admin/trivia/questions")).body).toHaveLength(1);
    expect((await admin.delete(`/api/admin/trivia/questions/${created.body.id}`)).body).toEqual({
      message: "Question not found",
    });
    expect((await admin.delete("/api/admin/trivia/questions/not-an-id")).status).toBe(404);
  });

  it("counts characters as the database does: an emoji is one", async () => {
    const admin = await adminClient();
    const five = await admin.post("/api/admin/trivia/questions", { ...valid, question: "🏈".repeat(5) });
    expect(five).toMatchObject({ status: 400, body: { message: "Question must be at least 10 characters" } });
    const most = await admin.post("/api/admin/trivia/questions", {
      ...valid,
      question: "🏈".repeat(500),
      correctAnswer: "🏆".repeat(200),
    });
    expect(most.status).toBe(201);
    expect((await admin.post("/api/admin/trivia/questions", { ...valid, question: "🏈".repeat(501) })).body).toEqual({
      message: "Question must be at most 500 characters",
    });
  });

  it("answers 409 for a question text already in the bank, whatever its case", async () => {
    const admin = await adminClient();
    await admin.post("/api/admin/trivia/questions", valid);
    const again = await admin.post("/api/admin/trivia/questions", { ...valid, question: valid.question.toUpperCase() });
    expect(again).toMatchObject({ status: 409, body: { message: "A question with this text already exists" } });
    expect(await globalCount()).toBe(1);
  });

  it.each([
    [{ question: undefined }, "Question is required"],
    [{ question: "Too short" }, "Question must be at least 10 characters"],
    [{ question: `   ${"q".repeat(9)}   ` }, "Question must be at least 10 characters"],
    [{ question: "q".repeat(501) }, "Question must be at most 500 characters"],
    [{ correctAnswer: "  " }, "Correct answer is required"],
    [{ correctAnswer: "a".repeat(201) }, "Correct answer must be at most 200 characters"],
    [{ incorrectAnswers: ["Texas", "Alabama"] }, "Exactly 3 incorrect answers are required"],
    [{ incorrectAnswers: ["Texas", "Alabama", "Auburn", "LSU"] }, "Exactly 3 incorrect answers are required"],
    [{ incorrectAnswers: "Texas" }, "Exactly 3 incorrect answers are required"],
    [{ incorrectAnswers: ["Texas", " ", "Auburn"] }, "Incorrect answer 2 is required"],
    [{ incorrectAnswers: ["Texas", "Alabama", "x".repeat(201)] }, "Incorrect answer 3 must be at most 200 characters"],
    [
      { incorrectAnswers: ["georgia", "Alabama", "Auburn"] },
      "The correct answer and the incorrect answers must all be different",
    ],
    [
      { incorrectAnswers: ["Texas", "TEXAS", "Auburn"] },
      "The correct answer and the incorrect answers must all be different",
    ],
    [{ category: "sports" }, "Category must be one of historical, current, conference, fun_facts"],
    [{ difficulty: "extreme" }, "Difficulty must be one of easy, medium, hard"],
    [{ explanation: "e".repeat(1001) }, "Explanation must be at most 1000 characters"],
    [{ scheduledDate: "12/08/2024" }, "Scheduled date must be a date in the form YYYY-MM-DD"],
    [{ scheduledDate: "2025-02-29" }, "Scheduled date must be a real calendar date"],
  ])("refuses %j with %j", async (change, message) => {
    const admin = await adminClient();
    const response = await admin.post("/api/admin/trivia/questions", { ...valid, ...change });
    expect(response).toMatchObject({ status: 400, body: { message } });
    expect(await globalCount()).toBe(0);
  });

  it("accepts the limits exactly: 10 and 500 characters, 200-character answers, a 1000-character explanation, a leap day", async () => {
    const admin = await adminClient();
    const short = await admin.post("/api/admin/trivia/questions", {
      ...valid,
      question: "q".repeat(10),
      scheduledDate: "2024-02-29",
    });
    expect(short.status).toBe(201);
    const long = await admin.post("/api/admin/trivia/questions", {
      ...valid,
      question: "q".repeat(500),
      correctAnswer: "a".repeat(200),
      incorrectAnswers: ["b".repeat(200), "c".repeat(200), "d".repeat(200)],
      explanation: "e".repeat(1000),
    });
    expect(long.status).toBe(201);
  });

  it("refuses every trivia admin call to a signed-in player with 403", async () => {
    const player = await playerClient("fan@example.com", "superfan");
    for (const [method, path] of [
      ["GET", "/api/admin/trivia/questions"],
      ["POST", "/api/admin/trivia/questions"],
      ["DELETE", "/api/admin/trivia/questions/00000000-0000-4000-8000-000000000001"],
      ["POST", "/api/admin/trivia/seed"],
      ["POST", "/api/admin/trivia/generate"],
      ["GET", "/api/admin/trivia/ai-status"],
    ] as const) {
      expect(
        (await player.request(method, path, method === "POST" ? valid : undefined)).status,
        `${method} ${path}`,
      ).toBe(403);
    }
    expect(await globalCount()).toBe(0);
  });
});

describe("seeding from the 2024 season", () => {
  it("adds the whole season bank once; seeding again adds none", async () => {
    const admin = await adminClient();
    const { questions } = await seasonBank();
    const first = await admin.post("/api/admin/trivia/seed");
    expect(first).toMatchObject({ status: 200, body: { count: questions.length } });
    expect(await globalCount()).toBe(questions.length);
    expect((await admin.post("/api/admin/trivia/seed")).body).toEqual({ count: 0 });
    expect(await globalCount()).toBe(questions.length);
  });

  it("counts only the questions it added when some texts are already in the bank", async () => {
    const admin = await adminClient();
    const [first] = (await seasonBank()).questions;
    await admin.post("/api/admin/trivia/questions", {
      ...first,
      question: first!.question.toLowerCase(),
      key: undefined,
      topics: undefined,
    });
    const seeded = await admin.post("/api/admin/trivia/seed");
    expect(seeded.body.count).toBe((await seasonBank()).questions.length - 1);
  });
});

describe("generating with AI", () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());

  async function configuredAdmin() {
    const admin = await adminClient();
    useOpenAi(fake);
    fake.requests.length = 0;
    return admin;
  }

  it("stores the model's questions, asking for strict structured output with the configured model", async () => {
    const admin = await configuredAdmin();
    fake.answer({ json: { questions: [aiItem(1), aiItem(2), aiItem(3)] } });
    const response = await admin.post("/api/admin/trivia/generate", {
      count: 3,
      categories: ["historical"],
      difficulties: ["medium"],
      scheduledDate: "2024-12-01",
    });
    expect(response).toMatchObject({ status: 200, body: { count: 3 } });
    const list = (await admin.get("/api/admin/trivia/questions")).body;
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({
      category: "historical",
      difficulty: "medium",
      scheduledDate: "2024-12-01",
      leagueId: null,
    });

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: "POST", path: "/v1/chat/completions", authorization: "Bearer sk-test" });
    expect(request!.body.model).toBe("test-model");
    expect(request!.body.response_format).toMatchObject({
      type: "json_schema",
      json_schema: { name: "trivia_questions", strict: true },
    });
    const schema = request!.body.response_format.json_schema.schema;
    expect(schema.properties.questions.items.required).toEqual([
      "question",
      "correctAnswer",
      "incorrectAnswers",
      "category",
      "difficulty",
      "explanation",
    ]);
    expect(schema.properties.questions.items.additionalProperties).toBe(false);
    const prompt = request!.body.messages.map((m: { content: string }) => m.content).join("\n");
    expect(prompt).toContain("Write 3 different questions");
    expect(prompt).toContain("historical");
  });

  it("defaults to 5 questions and keeps at most the count asked for", async () => {
    const admin = await configuredAdmin();
    fake.answer({ json: { questions: Array.from({ length: 8 }, (_, i) => aiItem(i)) } });
    expect((await admin.post("/api/admin/trivia/generate", {})).body).toEqual({ count: 5 });
    expect(fake.requests[0]!.body.messages.at(-1).content).toContain("Write 5 different questions");
    expect(await globalCount()).toBe(5);
  });

  it("drops invalid items, repeats within the answer and texts already in the bank, storing the rest", async () => {
    const admin = await configuredAdmin();
    await admin.post("/api/admin/trivia/questions", {
      ...valid,
      question: aiItem(9).question.toUpperCase(),
      correctAnswer: "X",
      incorrectAnswers: ["Y", "Z", "W"],
    });
    fake.answer({
      json: {
        questions: [
          aiItem(1),
          aiItem(1, { correctAnswer: "Another" }), // same text twice
          aiItem(2, { incorrectAnswers: ["Only", "Two"] }),
          aiItem(3, { incorrectAnswers: ["Right 3", "b", "c"] }), // an answer repeated
          aiItem(4, { question: "Short?" }),
          aiItem(5, { category: "gossip" }),
          aiItem(6, { category: "fun_facts" }), // not a requested category
          "not an object",
          aiItem(9), // already in the bank
          aiItem(10),
        ],
      },
    });
    const response = await admin.post("/api/admin/trivia/generate", { count: 10, categories: ["historical"] });
    expect(response.body).toEqual({ count: 2 });
    const texts = (await admin.get("/api/admin/trivia/questions")).body.map((q: { question: string }) => q.question);
    expect(texts).toEqual(expect.arrayContaining([aiItem(1).question, aiItem(10).question]));
    expect(texts).toHaveLength(3);
  });

  it.each([
    ["text that is not JSON", { content: "Sure! Here are your questions: 1." }],
    ["JSON of the wrong shape", { json: { items: [aiItem(1)] } }],
    ["a refusal", { refusal: "I can't help with that." }],
  ] as const)("answers 502 and stores nothing for %s", async (_, answer) => {
    const admin = await configuredAdmin();
    fake.answer(answer);
    const response = await admin.post("/api/admin/trivia/generate", { count: 2 });
    expect(response.status).toBe(502);
    expect(response.body.message).toMatch(/^AI generation failed: /);
    expect(await globalCount()).toBe(0);
  });

  it("answers 502 naming the status when the AI server fails, without retrying", async () => {
    const admin = await configuredAdmin();
    fake.answer({ status: 500 });
    const response = await admin.post("/api/admin/trivia/generate", { count: 2 });
    expect(response).toMatchObject({
      status: 502,
      body: { message: "AI generation failed: the AI service answered 500" },
    });
    expect(fake.requests).toHaveLength(1);
    expect(await globalCount()).toBe(0);
  });

  it("answers 502 when the AI server cannot be reached", async () => {
    const admin = await adminClient();
    const gone = await startFakeOpenAi();
    await gone.close();
    useOpenAi(gone);
    const response = await admin.post("/api/admin/trivia/generate", { count: 2 });
    expect(response).toMatchObject({
      status: 502,
      body: { message: "AI generation failed: the AI service could not be reached" },
    });
  });

  it.each([
    [{ count: 0 }, "Count must be a whole number from 1 to 20"],
    [{ count: 21 }, "Count must be a whole number from 1 to 20"],
    [{ count: 2.5 }, "Count must be a whole number from 1 to 20"],
    [{ categories: ["sports"] }, "Category must be one of historical, current, conference, fun_facts"],
    [{ difficulties: ["extreme"] }, "Difficulty must be one of easy, medium, hard"],
    [{ scheduledDate: "2024-13-01" }, "Scheduled date must be a real calendar date"],
  ])("refuses %j with %j before asking the model", async (body, message) => {
    const admin = await configuredAdmin();
    expect(await admin.post("/api/admin/trivia/generate", body)).toMatchObject({ status: 400, body: { message } });
    expect(fake.requests).toHaveLength(0);
  });

  it("answers 503 when OPENAI_API_KEY is not set, and ai-status says what is missing", async () => {
    const admin = await adminClient();
    expect((await admin.get("/api/admin/trivia/ai-status")).body).toEqual({
      configured: false,
      missing: "OPENAI_API_KEY",
    });
    const response = await admin.post("/api/admin/trivia/generate", { count: 2 });
    expect(response).toMatchObject({
      status: 503,
      body: { message: "AI generation is not configured: set OPENAI_API_KEY" },
    });
    useOpenAi(fake);
    expect((await admin.get("/api/admin/trivia/ai-status")).body).toEqual({ configured: true, missing: null });
  });
});
