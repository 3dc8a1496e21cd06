import { eq, type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "../../server/db/index.ts";
import { leagueMembers, leagues, triviaSubmissions, users } from "../../server/db/schema/index.ts";
import { createQuestionBodySchema } from "../../shared/contracts/trivia-questions.ts";
import { HANDLE_MAX_LENGTH, HANDLE_MIN_LENGTH, handleSchema } from "../../shared/domain/handle.ts";
import { STORED_JOIN_CODE_PATTERN } from "../../shared/domain/join-code.ts";
import { pickInputSchema } from "../../shared/domain/pick.ts";
import { MIN_SCORE } from "../../shared/domain/pick-rules.ts";
import {
  LEAGUE_DESCRIPTION_MAX,
  LEAGUE_NAME_MAX,
  LEAGUE_NAME_MIN,
  LEAGUE_SLUG_MAX,
  LEAGUE_SLUG_MIN,
  leagueDescriptionSchema,
  leagueNameSchema,
  leagueSlugSchema,
} from "../../shared/domain/slug.ts";
import {
  INCORRECT_ANSWER_COUNT,
  TRIVIA_ANSWER_LENGTH,
  TRIVIA_EXPLANATION_MAX,
  TRIVIA_QUESTION_LENGTH,
} from "../../shared/domain/trivia-question.ts";
import { adminClient, createGame, createWeek, playerClient } from "../support/fixtures.ts";

/** The database's own answer to a statement: null when it is accepted, else the SQLSTATE. */
async function sqlState(statement: ReturnType<typeof sql>): Promise<string | null> {
  try {
    await db().transaction(async (tx) => {
      await tx.execute(statement);
    });
    return null;
  } catch (error) {
    return sqlStateOf(error);
  }
}

function sqlStateOf(error: unknown): string {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  throw error;
}

async function world() {
  const week = await createWeek();
  const game = await createGame(week.id);
  const [owner, member, other] = await db()
    .insert(users)
    .values(["owner", "member", "other"].map((name) => ({ email: `${name}@example.com`, handle: name })))
    .returning();
  const [league] = await db()
    .insert(leagues)
    .values({ name: "Saturday Crew", slug: "saturday-crew", ownerId: owner!.id, joinCode: "CREW24" })
    .returning();
  return { week, game, owner: owner!, member: member!, other: other!, league: league! };
}

const CHECK_VIOLATION = "23514";

describe("the schema enforces RULES §3", () => {
  it("refuses every enumerated value outside the rules' lists, and bad lengths, with a CHECK violation", async () => {
    const { week, game, owner, league } = await world();
    const refused = [
      sql`update games set status = 'postponed' where id = ${game.id}::uuid`,
      sql`update games set finalized_by = 'robot' where id = ${game.id}::uuid`,
      sql`update weeks set season_type = 'spring' where id = ${week.id}::uuid`,
      sql`insert into picks (user_id, game_id, winner) values (${owner.id}::uuid, ${game.id}::uuid, 'DRAW')`,
      sql`insert into picks (user_id, game_id, winner, pred_over_under) values (${owner.id}::uuid, ${game.id}::uuid, 'HOME', 'push')`,
      sql`insert into picks (user_id, game_id, winner, pred_home_score, pred_away_score) values (${owner.id}::uuid, ${game.id}::uuid, 'HOME', -1, 0)`,
      sql`update users set role = 'ROOT' where id = ${owner.id}::uuid`,
      sql`update users set handle = 'no spaces allowed' where id = ${owner.id}::uuid`,
      sql`update leagues set visibility = 'secret' where id = ${league.id}::uuid`,
      sql`update leagues set league_type = 'everything' where id = ${league.id}::uuid`,
      sql`update leagues set name = 'ab' where id = ${league.id}::uuid`,
      sql`update leagues set slug = 'Not A Slug' where id = ${league.id}::uuid`,
      sql`update leagues set description = repeat('x', 501) where id = ${league.id}::uuid`,
      sql`update leagues set join_code = 'crew24' where id = ${league.id}::uuid`,
      sql`insert into league_members (league_id, user_id, role) values (${league.id}::uuid, ${owner.id}::uuid, 'captain')`,
      sql`insert into league_members (league_id, user_id, status) values (${league.id}::uuid, ${owner.id}::uuid, 'banned')`,
      sql`insert into trivia_questions (question, correct_answer, incorrect_answers, category, difficulty)
        values ('Who won the 2024 Iron Bowl?', 'Alabama', array['Auburn', 'Georgia'], 'current', 'easy')`,
      sql`insert into trivia_questions (question, correct_answer, incorrect_answers, category, difficulty)
        values ('Who won the 2024 Iron Bowl?', 'Alabama', array['Auburn', 'Georgia', 'LSU'], 'sports', 'easy')`,
      sql`insert into trivia_questions (question, correct_answer, incorrect_answers, category, difficulty)
        values ('Who won the 2024 Iron Bowl?', 'Alabama', array['Auburn', 'Georgia', 'LSU'], 'current', 'trivial')`,
      sql`insert into trivia_questions (question, correct_answer, incorrect_answers, category, difficulty)
        values ('Too short', 'Alabama', array['Auburn', 'Georgia', 'LSU'], 'current', 'easy')`,
      sql`insert into trivia_questions (question, correct_answer, incorrect_answers, category, difficulty)
        values ('Who won the 2024 Iron Bowl?', 'Alabama', array['Auburn', '', 'LSU'], 'current', 'easy')`,
      sql`insert into points_transactions (user_id, source, reason, amount, game_id, pick_id, trivia_attempt_id)
        values (${owner.id}::uuid, 'pick', 'correct_winner', 1, ${game.id}::uuid, gen_random_uuid(), gen_random_uuid())`,
      sql`insert into points_transactions (user_id, source, reason, amount) values (${owner.id}::uuid, 'trivia', 'trivia_correct', 1)`,
      sql`insert into points_transactions (user_id, source, reason, amount, trivia_attempt_id)
        values (${owner.id}::uuid, 'trivia', 'Trivia', 1, gen_random_uuid())`,
      sql`insert into points_transactions (user_id, source, reason, amount, trivia_attempt_id)
        values (${owner.id}::uuid, 'league_trivia', 'league_trivia_correct', 1, gen_random_uuid())`,
    ];
    for (const statement of refused) expect(await sqlState(statement)).toBe(CHECK_VIOLATION);
    expect(
      await sqlState(sql`insert into trivia_questions (question, correct_answer, incorrect_answers, category, difficulty, scheduled_date)
        values ('Who won the 2024 Iron Bowl?', 'Alabama', array['Auburn', 'Georgia', 'LSU'], 'current', 'easy', '2024-11-30')`),
    ).toBeNull();
  });

  it("allows one owner per league and one global trivia submission per player per day", async () => {
    const { owner, member, league } = await world();
    await db().insert(leagueMembers).values({ leagueId: league.id, userId: owner.id, role: "owner" });
    expect(
      await sqlState(
        sql`insert into league_members (league_id, user_id, role) values (${league.id}::uuid, ${member.id}::uuid, 'owner')`,
      ),
    ).toBe("23505");
    await db()
      .insert(triviaSubmissions)
      .values({ userId: member.id, day: "2024-11-23", totalCorrect: 2, totalQuestions: 3 });
    expect(
      await sqlState(
        sql`insert into trivia_submissions (user_id, day, total_correct, total_questions) values (${member.id}::uuid, '2024-11-23', 3, 3)`,
      ),
    ).toBe("23505");
    expect(
      await sqlState(
        sql`insert into trivia_submissions (user_id, day, total_correct, total_questions) values (${member.id}::uuid, '2024-11-24', 3, 3)`,
      ),
    ).toBeNull();
  });
});

/** The database's verdict on a statement, rolled back either way: null when accepted, else the SQLSTATE. */
async function verdict(statement: ReturnType<typeof sql>): Promise<string | null> {
  const rollBack = new Error("roll back");
  try {
    await db().transaction(async (tx) => {
      await tx.execute(statement);
      throw rollBack;
    });
  } catch (error) {
    if (error === rollBack) return null;
    return sqlStateOf(error);
  }
  throw new Error("unreachable: the transaction always rolls back");
}

const around = (min: number, max: number) => [min - 1, min, max, max + 1];
const question = {
  question: "Who won the 2024 Iron Bowl?",
  correctAnswer: "Alabama",
  incorrectAnswers: ["Auburn", "Georgia", "LSU"],
  category: "current",
  difficulty: "easy",
  explanation: "",
};
const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
const insertQuestion = (q: typeof question) =>
  sql`insert into trivia_questions (question, correct_answer, incorrect_answers, category, difficulty, explanation)
    values (${q.question}, ${q.correctAnswer}, ${textArray(q.incorrectAnswers)}, ${q.category}, ${q.difficulty}, ${q.explanation})`;

describe("the schema's CHECK bounds and the contracts", () => {
  it("accept and refuse the same values at each bound and one past it", async () => {
    const { game, owner, league } = await world();
    const cases: { rule: string; values: number[]; accepts: (n: number) => boolean; statement: (n: number) => SQL }[] =
      [
        {
          rule: "handle length",
          values: around(HANDLE_MIN_LENGTH, HANDLE_MAX_LENGTH),
          accepts: (n) => handleSchema.safeParse("a".repeat(n)).success,
          statement: (n) => sql`update users set handle = repeat('a', ${n}::int) where id = ${owner.id}::uuid`,
        },
        {
          rule: "league name length",
          values: around(LEAGUE_NAME_MIN, LEAGUE_NAME_MAX),
          accepts: (n) => leagueNameSchema.safeParse("x".repeat(n)).success,
          statement: (n) => sql`update leagues set name = repeat('x', ${n}::int) where id = ${league.id}::uuid`,
        },
        {
          rule: "league URL length",
          values: around(LEAGUE_SLUG_MIN, LEAGUE_SLUG_MAX),
          accepts: (n) => leagueSlugSchema.safeParse("a".repeat(n)).success,
          statement: (n) => sql`update leagues set slug = repeat('a', ${n}::int) where id = ${league.id}::uuid`,
        },
        {
          rule: "league description length",
          values: [LEAGUE_DESCRIPTION_MAX, LEAGUE_DESCRIPTION_MAX + 1],
          accepts: (n) => leagueDescriptionSchema.safeParse("x".repeat(n)).success,
          statement: (n) => sql`update leagues set description = repeat('x', ${n}::int) where id = ${league.id}::uuid`,
        },
        {
          rule: "join code length",
          values: [3, 4, 16, 17],
          accepts: (n) => STORED_JOIN_CODE_PATTERN.test("A".repeat(n)),
          statement: (n) => sql`update leagues set join_code = repeat('A', ${n}::int) where id = ${league.id}::uuid`,
        },
        {
          rule: "predicted score",
          values: [MIN_SCORE - 1, MIN_SCORE],
          accepts: (n) =>
            pickInputSchema.safeParse({ gameId: game.id, winner: "HOME", predHomeScore: n + 1, predAwayScore: n })
              .success,
          statement: (n) => sql`insert into picks (user_id, game_id, winner, pred_home_score, pred_away_score)
            values (${owner.id}::uuid, ${game.id}::uuid, 'HOME', ${n + 1}::int, ${n}::int)`,
        },
        {
          rule: "question length",
          values: around(TRIVIA_QUESTION_LENGTH.min, TRIVIA_QUESTION_LENGTH.max),
          accepts: (n) => createQuestionBodySchema.safeParse({ ...question, question: "Q".repeat(n) }).success,
          statement: (n) => insertQuestion({ ...question, question: "Q".repeat(n) }),
        },
        {
          rule: "correct answer length",
          values: around(TRIVIA_ANSWER_LENGTH.min, TRIVIA_ANSWER_LENGTH.max),
          accepts: (n) => createQuestionBodySchema.safeParse({ ...question, correctAnswer: "R".repeat(n) }).success,
          statement: (n) => insertQuestion({ ...question, correctAnswer: "R".repeat(n) }),
        },
        {
          rule: "incorrect answer length",
          values: around(TRIVIA_ANSWER_LENGTH.min, TRIVIA_ANSWER_LENGTH.max),
          accepts: (n) =>
            createQuestionBodySchema.safeParse({ ...question, incorrectAnswers: ["W".repeat(n), "Georgia", "LSU"] })
              .success,
          statement: (n) => insertQuestion({ ...question, incorrectAnswers: ["W".repeat(n), "Georgia", "LSU"] }),
        },
        {
          rule: "incorrect answer count",
          values: [INCORRECT_ANSWER_COUNT - 1, INCORRECT_ANSWER_COUNT, INCORRECT_ANSWER_COUNT + 1],
          accepts: (n) =>
            createQuestionBodySchema.safeParse({
              ...question,
              incorrectAnswers: Array.from({ length: n }, (_, i) => `Wrong ${i}`),
            }).success,
          statement: (n) =>
            insertQuestion({ ...question, incorrectAnswers: Array.from({ length: n }, (_, i) => `Wrong ${i}`) }),
        },
        {
          rule: "explanation length",
          values: [TRIVIA_EXPLANATION_MAX, TRIVIA_EXPLANATION_MAX + 1],
          accepts: (n) => createQuestionBodySchema.safeParse({ ...question, explanation: "E".repeat(n) }).success,
          statement: (n) => insertQuestion({ ...question, explanation: "E".repeat(n) }),
        },
      ];
    for (const { rule, values, accepts, statement } of cases) {
      const outcomes = [];
      for (const n of values) {
        const state = await verdict(statement(n));
        outcomes.push({ rule, n, contract: accepts(n), database: state === null, state: state ?? CHECK_VIOLATION });
      }
      expect(outcomes).toEqual(outcomes.map((o) => ({ ...o, database: o.contract, state: CHECK_VIOLATION })));
      expect(new Set(outcomes.map((o) => o.contract))).toEqual(new Set([true, false]));
    }
  });
});

describe("deleting a user who owns leagues", () => {
  it("hands each league to its longest-standing member, and deletes a league nobody else is in", async () => {
    const admin = await adminClient();
    const owner = await playerClient("owner@example.com", "owner");
    const ownerId = (await owner.get("/api/auth/user")).body.id;
    const [early, late] = await db()
      .insert(users)
      .values([
        { email: "early@example.com", handle: "early" },
        { email: "late@example.com", handle: "late" },
      ])
      .returning();
    const [shared, alone] = await db()
      .insert(leagues)
      .values([
        { name: "Shared League", slug: "shared-league", ownerId, joinCode: "SHARED1" },
        { name: "Alone League", slug: "alone-league", ownerId, joinCode: "ALONE01" },
      ])
      .returning();
    await db()
      .insert(leagueMembers)
      .values([
        { leagueId: shared!.id, userId: ownerId, role: "owner", joinedAt: new Date("2024-08-01T00:00:00Z") },
        { leagueId: shared!.id, userId: late!.id, joinedAt: new Date("2024-09-02T00:00:00Z") },
        { leagueId: shared!.id, userId: early!.id, joinedAt: new Date("2024-09-01T00:00:00Z") },
        { leagueId: alone!.id, userId: ownerId, role: "owner" },
      ]);
    await db().update(users).set({ defaultLeagueId: alone!.id }).where(eq(users.id, early!.id));

    expect((await admin.delete(`/api/admin/users/${ownerId}`)).status).toBe(200);

    const remaining = await db().select().from(leagues);
    expect(remaining.map((l) => [l.name, l.ownerId])).toEqual([["Shared League", early!.id]]);
    const members = await db().select().from(leagueMembers).where(eq(leagueMembers.leagueId, shared!.id));
    expect(members.map((m) => [m.userId, m.role]).sort()).toEqual(
      [
        [early!.id, "owner"],
        [late!.id, "member"],
      ].sort(),
    );
    const [earlyNow] = await db().select().from(users).where(eq(users.id, early!.id));
    expect(earlyNow!.defaultLeagueId).toBeNull(); // the deleted league no longer anyone's default
  });
});
