import { eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rowsOf } from "../../server/db/client.ts";
import { db } from "../../server/db/index.ts";
import {
  leagueMembers,
  leagues,
  picks,
  triviaQuestions,
  triviaSubmissions,
  users,
  userTriviaAttempts,
} from "../../server/db/schema/index.ts";
import { deleteUser } from "../../server/features/admin/admin.service.ts";
import { finalizeGame, regradeGame } from "../../server/features/grading/finalize.service.ts";
import { pickOutcomeSql } from "../../server/features/grading/pick-outcome.sql.ts";
import { credit } from "../../server/features/ledger/ledger.service.ts";
import { savePointsSettings } from "../../server/features/settings/settings.service.ts";
import type { Side } from "../../shared/domain/enums.ts";
import { pointsSettingsArbitrary } from "../../shared/domain/points-settings.arbitrary.ts";
import { pickOutcome } from "../../shared/domain/scoring.ts";
import { createGame, createWeek } from "../support/fixtures.ts";

const query = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await db().execute(statement));

/** Users whose pointsTotal is not the sum of their ledger rows (league trivia counts only in its league). */
const totalsOffLedger = () =>
  query<{ user_id: string }>(sql`
    select p.user_id from user_points p
    where p.points_total <> coalesce((select sum(amount) from points_transactions t
      where t.user_id = p.user_id and t.league_id is null), 0)`);

/** Ledger rows whose source is gone, or whose user is gone. */
const orphanRows = () =>
  query<{ reason: string }>(sql`
    select t.reason from points_transactions t
    where not exists (select 1 from users u where u.id = t.user_id)
      or (t.pick_id is not null and not exists (select 1 from picks p where p.id = t.pick_id))
      or (t.trivia_attempt_id is not null and not exists (select 1 from user_trivia_attempts a where a.id = t.trivia_attempt_id))
      or (t.trivia_submission_id is not null and not exists (select 1 from trivia_submissions s where s.id = t.trivia_submission_id))`);

/** Picks whose stored outcome is not the shared rule's, or whose winner line contradicts it. */
async function picksWithWrongOutcome() {
  const rows = await query<{
    id: string;
    winner: Side;
    final_home_score: number | null;
    final_away_score: number | null;
    graded: boolean;
    outcome: string | null;
    winner_line: string | null;
  }>(sql`
    select p.id, p.winner, g.final_home_score, g.final_away_score, g.graded_at is not null as graded, ${pickOutcomeSql} as outcome,
      (select t.reason::text from points_transactions t where t.game_id = g.id and t.pick_id = p.id
        and t.reason in ('correct_winner', 'incorrect_winner')) as winner_line
    from picks p join games g on g.id = p.game_id`);
  return rows.filter((r) => {
    const expected = r.graded
      ? pickOutcome(r, { finalHomeScore: r.final_home_score, finalAwayScore: r.final_away_score })
      : null;
    const lineSays =
      r.winner_line === "correct_winner" ? "correct" : r.winner_line === "incorrect_winner" ? "incorrect" : null;
    return r.outcome !== expected || (lineSays !== null && lineSays !== expected);
  });
}

const settingsArb = pointsSettingsArbitrary(4);
const player = fc.integer({ min: 0, max: 3 });
const day = fc.constantFrom("2024-11-17", "2024-11-20", "2024-11-23", "2024-11-24");
const step = fc.oneof(
  fc.record({
    kind: fc.constant("finalize" as const),
    game: fc.integer({ min: 0, max: 1 }),
    home: fc.integer({ min: 0, max: 6 }),
    away: fc.integer({ min: 0, max: 6 }),
  }),
  fc.record({ kind: fc.constant("regrade" as const), game: fc.integer({ min: 0, max: 1 }) }),
  fc.record({ kind: fc.constant("settings" as const), settings: settingsArb }),
  fc.record({ kind: fc.constant("trivia" as const), player, day, correct: fc.boolean(), league: fc.boolean() }),
  fc.record({ kind: fc.constant("streak" as const), player, day, bonus: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant("delete" as const), player }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

let run = 0;

async function world() {
  const tag = `r${++run}`;
  const week = await createWeek({ week: 100 + run });
  const gameList = [
    await createGame(week.id),
    await createGame(week.id, { spread: null, homeTeamRank: 9, awayTeamRank: 2 }),
  ];
  const people = await db()
    .insert(users)
    .values([0, 1, 2, 3].map((i) => ({ email: `${tag}-${i}@example.com`, handle: `${tag}_${i}` })))
    .returning();
  await db()
    .insert(picks)
    .values(
      people.flatMap((u, i) =>
        gameList.map((g, j) => ({
          userId: u.id,
          gameId: g.id,
          winner: (i + j) % 2 ? ("HOME" as const) : ("AWAY" as const),
          predHomeScore: i + 3,
          predAwayScore: i,
        })),
      ),
    );
  const [league] = await db()
    .insert(leagues)
    .values({ name: `League ${tag}`, slug: `league-${tag}`, ownerId: people[0]!.id, joinCode: `JOIN${run}` })
    .returning();
  await db()
    .insert(leagueMembers)
    .values(
      people.map((u, i) => ({
        leagueId: league!.id,
        userId: u.id,
        role: i === 0 ? ("owner" as const) : ("member" as const),
      })),
    );
  const question = (leagueId: string | null) => ({
    question: `Who won the ${tag} game?`,
    correctAnswer: "Georgia",
    incorrectAnswers: ["Texas", "Alabama", "Auburn"],
    category: "current" as const,
    difficulty: "easy" as const,
    leagueId,
  });
  const [globalQuestion, leagueQuestion] = await db()
    .insert(triviaQuestions)
    .values([question(null), question(league!.id)])
    .returning();
  const [admin] = await db()
    .insert(users)
    .values({ email: `${tag}-admin@example.com`, role: "ADMIN" })
    .returning();
  return {
    people,
    gameList,
    league: league!,
    globalQuestion: globalQuestion!,
    leagueQuestion: leagueQuestion!,
    admin: admin!.id,
  };
}

async function apply(w: Awaited<ReturnType<typeof world>>, s: Step, deleted: Set<string>) {
  if (s.kind === "finalize")
    return void (await finalizeGame(w.gameList[s.game]!.id, { finalHomeScore: s.home, finalAwayScore: s.away }));
  if (s.kind === "regrade") return void (await regradeGame(w.gameList[s.game]!.id).catch(() => {})); // 409 before a finalize
  if (s.kind === "settings") return void (await savePointsSettings(s.settings));
  const user = w.people[s.player]!;
  if (deleted.has(user.id)) return;
  if (s.kind === "delete") {
    await deleteUser(w.admin, user.id);
    deleted.add(user.id);
    return;
  }
  await db().transaction(async (tx) => {
    if (s.kind === "streak") {
      const [submission] = await tx
        .insert(triviaSubmissions)
        .values({ userId: user.id, day: s.day, totalCorrect: 1, totalQuestions: 3 })
        .onConflictDoNothing()
        .returning();
      if (submission)
        await credit(tx, {
          source: "streak",
          triviaSubmissionId: submission.id,
          userId: user.id,
          day: s.day,
          amount: s.bonus,
        });
      return;
    }
    const question = s.league ? w.leagueQuestion : w.globalQuestion;
    const [attempt] = await tx
      .insert(userTriviaAttempts)
      .values({
        userId: user.id,
        triviaQuestionId: question.id,
        attemptDate: s.day,
        userAnswer: s.correct ? "Georgia" : "Texas",
        isCorrect: s.correct,
        pointsAwarded: s.correct ? 1 : 0,
      })
      .onConflictDoNothing()
      .returning();
    if (!attempt || !s.correct) return;
    const key = s.league ? { source: "league_trivia" as const, leagueId: w.league.id } : { source: "trivia" as const };
    await credit(tx, { ...key, triviaAttemptId: attempt.id, userId: user.id, day: s.day, amount: 1 });
  });
}

describe("the points ledger (property-based)", () => {
  it("keeps every pointsTotal equal to the user's ledger, every graded pick's outcome, and no orphan row, after any sequence", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        const w = await world();
        const deleted = new Set<string>();
        for (const s of steps) {
          await apply(w, s, deleted);
          expect(await totalsOffLedger()).toEqual([]);
          expect(await orphanRows()).toEqual([]);
          expect(await picksWithWrongOutcome()).toEqual([]);
        }
        const survivors = w.people.filter((u) => !deleted.has(u.id)).map((u) => u.id);
        const members = await db().select().from(leagueMembers).where(eq(leagueMembers.leagueId, w.league.id));
        expect(members.map((m) => m.userId).sort()).toEqual(survivors.sort());
        const [league] = await db().select().from(leagues).where(eq(leagues.id, w.league.id));
        if (survivors.length === 0)
          expect(league).toBeUndefined(); // the owner left an empty league
        else expect(members.filter((m) => m.role === "owner").map((m) => m.userId)).toEqual([league!.ownerId]);
        if (deleted.size > 0) {
          expect(
            await db()
              .select()
              .from(users)
              .where(inArray(users.id, [...deleted])),
          ).toEqual([]);
        }
      }),
      { numRuns: 25 },
    );
  });

  it("counts a trivia day in the week whose Central-Time boundaries hold it, and credits a source key once", async () => {
    const w = await world();
    const user = w.people[1]!;
    const [attempt] = await db()
      .insert(userTriviaAttempts)
      .values({
        userId: user.id,
        triviaQuestionId: w.globalQuestion.id,
        attemptDate: "2024-11-23",
        userAnswer: "Georgia",
        isCorrect: true,
      })
      .returning();
    const row = {
      source: "trivia" as const,
      triviaAttemptId: attempt!.id,
      userId: user.id,
      day: "2024-11-23",
      amount: 1,
    };
    expect(await credit(db(), row)).toBe(true);
    expect(await credit(db(), row)).toBe(false);
    const [late] = await db()
      .insert(userTriviaAttempts)
      .values({
        userId: user.id,
        triviaQuestionId: w.globalQuestion.id,
        attemptDate: "2024-11-24",
        userAnswer: "Georgia",
        isCorrect: true,
      })
      .returning();
    await credit(db(), { ...row, triviaAttemptId: late!.id, day: "2024-11-24" }); // Sunday: the next week, which is not stored
    const rows = await query<{ day: string; week_id: string | null }>(sql`
      select a.attempt_date::text as day, t.week_id from points_transactions t
      join user_trivia_attempts a on a.id = t.trivia_attempt_id order by a.attempt_date`);
    expect(rows).toEqual([
      { day: "2024-11-23", week_id: w.gameList[0]!.weekId },
      { day: "2024-11-24", week_id: null },
    ]);
    expect(await totalsOffLedger()).toEqual([]);
    const [stored] = await query<{ points_total: number }>(
      sql`select points_total from user_points where user_id = ${user.id}::uuid`,
    );
    expect(stored?.points_total).toBe(2);
  });
});
