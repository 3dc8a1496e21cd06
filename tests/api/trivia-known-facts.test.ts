import { and, inArray, isNull, notInArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { db } from "../../server/db/index.ts";
import { triviaQuestions } from "../../server/db/schema/index.ts";
import { env } from "../../server/env.ts";
import { seasonBank } from "../../server/features/trivia-bank/trivia-bank.ts";
import { createReplayProvider } from "../../server/providers/games/index.ts";
import type { CfbdGame } from "../../server/providers/games/provider.schemas.ts";
import { loadReplaySource } from "../../server/providers/games/replay.data.ts";
import { REPLAY_GAME_DURATION_MS } from "../../server/providers/games/replay.game-state.ts";
import { WEEK_MS } from "../../server/providers/games/replay.season.ts";
import type { TestClient } from "../support/client.ts";
import { adminClient, playerClient } from "../support/fixtures.ts";
import { leagueCast } from "../support/leagues.ts";
import { insertQuestion } from "../support/trivia.ts";

// In 2026 the offline replay plays 2024's season 104 weeks later: Saturday November 23, 2024
// (Alabama at Oklahoma, 6:30 PM CT) is Saturday November 21, 2026.
const SHIFT_MS = 104 * WEEK_MS;
const SATURDAY = "2026-11-21";
const SUNDAY = "2026-11-22";
const noon = (day: string) => `${day}T18:00:00.000Z`;
const SATURDAY_START = Date.parse("2026-11-21T06:00:00Z");
const SUNDAY_START = Date.parse("2026-11-22T06:00:00Z");
/** Kickoffs of the recorded season, on the recorded clock. */
const SATURDAY_BEFORE_2024 = Date.parse("2024-11-16T06:00:00Z");
const SATURDAY_2024 = Date.parse("2024-11-23T06:00:00Z");

let games: CfbdGame[];
let keyOf: Map<string, string>;
let textOf: Map<string, string>;

beforeAll(async () => {
  games = (await loadReplaySource(env().CFBD_DATA_DIR)).games.filter(
    (g) => g.homePoints != null && g.awayPoints != null,
  );
  const { questions } = await seasonBank();
  keyOf = new Map(questions.map((q) => [q.question.toLowerCase(), q.key]));
  textOf = new Map(questions.map((q) => [q.key, q.question]));
});

/** The oracle: the recorded games a bank question's text, answers or explanation read, from its key. */
function gamesBehind(key: string): CfbdGame[] {
  const [family, subject] = [key.slice(0, key.indexOf(":")), key.slice(key.indexOf(":") + 1)];
  switch (family) {
    case "score":
    case "bowl-winner":
    case "bowl-score":
      return games.filter((g) => g.id === Number(subject));
    case "conference-title":
      return games.filter(
        (g) =>
          g.seasonType !== "postseason" &&
          g.conferenceGame &&
          g.homeConference === subject &&
          /championship/i.test(g.notes ?? ""),
      );
    case "record":
      return games.filter((g) => g.homeTeam === subject || g.awayTeam === subject);
    case "stadium":
      return games.filter((g) => g.seasonType !== "postseason" && g.homeTeam === subject && !g.neutralSite);
    default:
      return [];
  }
}
const kickoff = (g: CfbdGame) => Date.parse(g.startDate);
/** When the last game a question reads ends on the server clock (-Infinity: it reads none). */
const lastEnd = (key: string) =>
  Math.max(-Infinity, ...gamesBehind(key).map((g) => kickoff(g) + REPLAY_GAME_DURATION_MS + SHIFT_MS));
const keyOfText = (text: string) => keyOf.get(text.toLowerCase())!;
const scoreKeyOf = (away: string, home: string) =>
  `score:${games.find((g) => g.awayTeam === away && g.homeTeam === home && g.seasonType === "regular")!.id}`;

/**
 * Seeds the bank at the test's clock, then keeps only the questions that read a game kicking off
 * from `from` (recorded clock) on: that week's games and later ones, title games, bowls, records.
 */
async function seedWeekendBank(admin: TestClient, from: number) {
  expect((await admin.post("/api/admin/trivia/seed")).status).toBe(200);
  const keep = [...textOf]
    .filter(([key]) => gamesBehind(key).some((g) => kickoff(g) >= from))
    .map(([, text]) => text.toLowerCase());
  await db()
    .delete(triviaQuestions)
    .where(and(isNull(triviaQuestions.leagueId), notInArray(sql`lower(${triviaQuestions.question})`, keep)));
  return keep.length;
}

async function drawnKeys(player: TestClient, day: string): Promise<string[]> {
  const daily = await player.get("/api/trivia/daily");
  expect(daily).toMatchObject({ status: 200, body: { day } });
  const ids: string[] = daily.body.globalTrivia.questions.map((q: { id: string }) => q.id);
  if (ids.length === 0) return [];
  const rows = await db()
    .select({ question: triviaQuestions.question })
    .from(triviaQuestions)
    .where(inArray(triviaQuestions.id, ids));
  return rows.map((r) => keyOfText(r.question));
}

/** Every bank question a league's owner can generate about the topics for today, until they are used up. */
async function generateAll(owner: TestClient, leagueId: string, topics: string[]): Promise<string[]> {
  const texts: string[] = [];
  for (;;) {
    const response = await owner.post(`/api/leagues/${leagueId}/trivia/generate`, { topics, count: 20 });
    if (response.status !== 200) {
      expect(response.status, JSON.stringify(response.body)).toBe(409);
      return texts;
    }
    texts.push(...response.body.questions.map((q: { question: string }) => q.question));
  }
}

describe("trivia never asks about a game the replay has not finished", () => {
  it("places 2024's November 23 on Saturday November 21, 2026", async () => {
    const provider = createReplayProvider({ dataDir: env().CFBD_DATA_DIR, now: () => new Date(noon(SATURDAY)) });
    expect((await provider.currentShift()).shiftMs).toBe(SHIFT_MS);
  });

  it("draws on a game Saturday only questions about games over before the day began", async () => {
    clock.startAt(noon(SATURDAY));
    const admin = await adminClient();
    expect(await seedWeekendBank(admin, SATURDAY_BEFORE_2024)).toBeGreaterThan(100);

    const drawn = await drawnKeys(await playerClient("saturday@example.com", "saturday_fan"), SATURDAY);
    expect(drawn).toHaveLength(3);
    for (const key of drawn) expect(lastEnd(key), key).toBeLessThan(SATURDAY_START);

    const { owner, league } = await leagueCast("private");
    const generated = (await generateAll(owner, league.id, ["Alabama", "Oklahoma"])).map(keyOfText);
    expect(generated).toContain("mascot:Oklahoma");
    for (const key of generated) expect(lastEnd(key), key).toBeLessThan(SATURDAY_START);
    expect(generated).not.toContain(scoreKeyOf("Alabama", "Oklahoma"));
  });

  it("draws on the Sunday after questions about Saturday's games, once they are over", async () => {
    clock.startAt(noon(SUNDAY));
    const admin = await adminClient();
    await seedWeekendBank(admin, SATURDAY_2024);

    const drawn = await drawnKeys(await playerClient("sunday@example.com", "sunday_fan"), SUNDAY);
    expect(drawn).toHaveLength(3);
    for (const key of drawn) {
      expect(lastEnd(key), key).toBeLessThan(SUNDAY_START);
      expect(lastEnd(key), key).toBeGreaterThanOrEqual(SATURDAY_START); // ended the day before
    }

    const { owner, league } = await leagueCast("private");
    const generated = (await generateAll(owner, league.id, ["Alabama", "Oklahoma"])).map(keyOfText);
    for (const key of generated) expect(lastEnd(key), key).toBeLessThan(SUNDAY_START);
    expect(generated).toContain(scoreKeyOf("Alabama", "Oklahoma"));
  });
});

describe("the admin's question list", () => {
  it("says which seeded questions are not askable yet and from which day", async () => {
    clock.startAt(noon(SATURDAY));
    const admin = await adminClient();
    await admin.post("/api/admin/trivia/seed");
    const manual = await admin.post("/api/admin/trivia/questions", {
      question: "Which team will win the 2026 Iron Bowl?",
      correctAnswer: "Alabama",
      incorrectAnswers: ["Auburn", "Georgia", "LSU"],
      category: "current",
      difficulty: "easy",
    });
    expect(manual.status).toBe(201);
    expect(manual.body).toMatchObject({ askable: true, askableFrom: null });

    const byKey = async () => {
      const list = await admin.get("/api/admin/trivia/questions");
      expect(list.status).toBe(200);
      return new Map(
        list.body.map((q: { question: string; askable: boolean; askableFrom: string | null }) => [
          keyOf.get(q.question.toLowerCase()) ?? q.question,
          q,
        ]),
      );
    };
    const saturday = await byKey();
    const ouBama = scoreKeyOf("Alabama", "Oklahoma");
    const title = [...textOf.keys()].find(
      (k) => k.startsWith("bowl-score:") && textOf.get(k)!.includes("National Championship"),
    )!;
    expect(saturday.get(ouBama)).toMatchObject({ askable: false, askableFrom: SUNDAY });
    expect(saturday.get(scoreKeyOf("Georgia Tech", "Georgia"))).toMatchObject({
      askable: false,
      askableFrom: "2026-11-28",
    });
    expect(saturday.get("mascot:Alabama")).toMatchObject({ askable: true, askableFrom: null });
    expect(saturday.get(scoreKeyOf("Alabama", "LSU"))).toMatchObject({ askable: true, askableFrom: null }); // November 9
    // The replay starts the season over the midnight after its title game: no day ever follows it.
    expect(saturday.get(title)).toMatchObject({ askable: false, askableFrom: null });
    expect(saturday.get("Which team will win the 2026 Iron Bowl?")).toMatchObject({ askable: true, askableFrom: null });

    clock.startAt(noon(SUNDAY));
    expect((await byKey()).get(ouBama)).toMatchObject({ askable: true, askableFrom: null });
  });

  it("dates on the next seed the bank questions stored before questions carried when their facts were known", async () => {
    clock.startAt(noon(SATURDAY));
    const admin = await adminClient();
    const ouBama = (await seasonBank()).questions.find((q) => q.key === scoreKeyOf("Alabama", "Oklahoma"))!;
    const { key, topics, knownAt, ...fields } = ouBama;
    await insertQuestion(fields); // as a seed before migration 0005 stored it: no known_at

    const seeded = await admin.post("/api/admin/trivia/seed");
    expect(seeded.body.count).toBe((await seasonBank()).questions.length - 1);
    const listed = (await admin.get("/api/admin/trivia/questions")).body.find(
      (q: { question: string }) => q.question === ouBama.question,
    );
    expect(listed).toMatchObject({ askable: false, askableFrom: SUNDAY });
  });
});
