import { and, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { rowsOf } from "../../server/db/client.ts";
import { db } from "../../server/db/index.ts";
import { games, triviaQuestions, users, userTriviaAttempts, weeks } from "../../server/db/schema/index.ts";
import { BUNDLED_CFBD_DATA_DIR } from "../../server/env.ts";
import { finalizeGame, regradeGame } from "../../server/features/grading/finalize.service.ts";
import { pickOutcomeSql } from "../../server/features/grading/pick-outcome.sql.ts";
import { credit } from "../../server/features/ledger/ledger.service.ts";
import { savePick } from "../../server/features/picks/picks.service.ts";
import { countGame } from "../../server/features/standings/figures.sql.ts";
import type { GradingDelta } from "../../server/features/standings/gradings.ts";
import {
  allTimeSourceRows,
  globalAllTimeRows,
  globalWeekRows,
  gradingDeltas,
  type StandingRow,
  weekSourceRows,
} from "../../server/features/standings/standings.sql.ts";
import { runSync, useGamesProvider } from "../../server/features/sync/sync.runner.ts";
import { createReplayProvider } from "../../server/providers/games/index.ts";
import { createGame, createWeek, playerClient } from "../support/fixtures.ts";
import { holdGrading } from "../support/held-grading.ts";

const HOUR = 3600_000;
const DAYS = ["2024-11-18", "2024-11-25"] as const;
let run = 0;

async function world() {
  const tag = `f${++run}`;
  const now = clock.now().getTime();
  const weeks = [
    await createWeek({
      season: 3000 + run,
      week: 13,
      startDate: new Date("2024-11-17T06:00:00Z"),
      endDate: new Date("2024-11-24T05:59:59.999Z"),
    }),
    await createWeek({
      season: 3000 + run,
      week: 14,
      isCurrent: false,
      startDate: new Date("2024-11-24T06:00:00Z"),
      endDate: new Date("2024-12-01T05:59:59.999Z"),
    }),
  ];
  const gameList = [
    await createGame(weeks[0]!.id, { kickoffISO: new Date(now + 24 * HOUR) }),
    await createGame(weeks[0]!.id, { kickoffISO: new Date(now + 48 * HOUR) }),
    await createGame(weeks[1]!.id, { kickoffISO: new Date(now + 72 * HOUR) }),
  ];
  const people = await db()
    .insert(users)
    .values([0, 1, 2].map((i) => ({ email: `${tag}-${i}@example.com`, handle: `${tag}_${i}` })))
    .returning();
  const [question] = await db()
    .insert(triviaQuestions)
    .values({
      question: `Question of ${tag}?`,
      correctAnswer: "A",
      incorrectAnswers: ["B", "C", "D"],
      category: "current",
      difficulty: "easy",
    })
    .returning();
  return { weeks, games: gameList, people, question: question! };
}
type World = Awaited<ReturnType<typeof world>>;

const step = fc.oneof(
  fc.record({ kind: fc.constant("pick" as const), player: fc.nat(2), game: fc.nat(2), home: fc.boolean() }),
  fc.record({ kind: fc.constant("finalize" as const), game: fc.nat(2), home: fc.nat(3), away: fc.nat(3) }),
  fc.record({ kind: fc.constant("regrade" as const), game: fc.nat(2) }),
  fc.record({
    kind: fc.constant("trivia" as const),
    player: fc.nat(2),
    week: fc.nat(1),
    amount: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({ kind: fc.constant("forget" as const), player: fc.nat(2) }),
  fc.record({ kind: fc.constant("move" as const), game: fc.nat(2), week: fc.nat(1) }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

async function apply(w: World, s: Step) {
  clock.advance(7);
  if (s.kind === "pick") {
    const { id } = w.games[s.game]!;
    await savePick(w.people[s.player]!.id, { gameId: id, winner: s.home ? "HOME" : "AWAY" }).catch(() => {}); // 409 once final
  } else if (s.kind === "finalize") {
    await finalizeGame(w.games[s.game]!.id, { finalHomeScore: s.home, finalAwayScore: s.away });
  } else if (s.kind === "regrade") {
    await regradeGame(w.games[s.game]!.id).catch(() => {}); // 409 before a finalize
  } else if (s.kind === "trivia") {
    const userId = w.people[s.player]!.id;
    await db().transaction(async (tx) => {
      const [attempt] = await tx
        .insert(userTriviaAttempts)
        .values({
          userId,
          triviaQuestionId: w.question.id,
          attemptDate: DAYS[s.week]!,
          userAnswer: "A",
          isCorrect: true,
        })
        .onConflictDoNothing()
        .returning();
      if (attempt)
        await credit(tx, {
          source: "trivia",
          triviaAttemptId: attempt.id,
          userId,
          day: DAYS[s.week]!,
          amount: s.amount,
        });
    });
  } else if (s.kind === "forget") {
    // An answer deleted (its question removed): the ledger's delete trigger takes its points along.
    await db().delete(userTriviaAttempts).where(eq(userTriviaAttempts.userId, w.people[s.player]!.id));
  } else {
    // As the sync moves a game another week's listing names (sync.write.ts).
    await db().transaction(async (tx) => {
      const [before] = await tx.select().from(games).where(eq(games.id, w.games[s.game]!.id));
      await tx.update(games).set({ weekId: w.weeks[s.week]!.id }).where(eq(games.id, before!.id));
      await countGame(tx, before!.id, before!.weekId);
    });
  }
}

const byUser = <R extends { userId: string }>(rows: R[]) => [...rows].sort((a, b) => (a.userId < b.userId ? -1 : 1));

/** What a game's grading gave each picker, from its picks and global ledger rows as they are now. */
async function gradingSource(gameId: string): Promise<GradingDelta[]> {
  return rowsOf<GradingDelta>(
    await db().execute(sql`
      select p.user_id as "userId", p.game_id as "gameId", g.week_id as "weekId",
        coalesce((select sum(amount) from points_transactions t
          where t.game_id = p.game_id and t.user_id = p.user_id and t.league_id is null), 0)::int as points,
        ${pickOutcomeSql} = 'correct' as correct, (extract(epoch from p.updated_at) * 1000000)::float8 as "savedAt"
      from picks p join games g on g.id = p.game_id where p.game_id = ${gameId}::uuid`),
  );
}

/**
 * A game's grading record (decision 045) is there only while the game is counted as its first
 * grading counted it, and then says what its picks and ledger rows say.
 */
async function expectRecordsTrue(gameList: readonly { id: string }[]) {
  for (const { id } of gameList) {
    const gradings = await gradingDeltas([id]);
    if (!gradings) continue;
    const [game] = await db().select().from(games).where(eq(games.id, id));
    expect(game!.gradedAt).not.toBeNull();
    expect([game!.countedHomeScore, game!.countedAwayScore, game!.figuresWeekId]).toEqual([
      game!.finalHomeScore,
      game!.finalAwayScore,
      game!.weekId,
    ]);
    // Its lines read into columns, the ids as their words (made into text again here).
    expect(gradings.words).not.toBeNull();
    expect(byUser(gradings.deltas())).toEqual(byUser(await gradingSource(id)));
  }
}

async function expectFiguresMatchSource(weekList: readonly { id: string }[], people: readonly string[]) {
  for (const week of weekList)
    expect(byUser(await globalWeekRows(week.id))).toEqual(byUser(await weekSourceRows(week.id)));
  const mine = new Set(people);
  const ours = (rows: StandingRow[]) => byUser(rows.filter((r) => mine.has(r.userId)));
  expect(ours(await globalAllTimeRows())).toEqual(ours(await allTimeSourceRows()));
}

describe("the boards' stored figures", () => {
  it("equal the ledger and picks after any sequence of picks, finalizes, regrades, trivia, deleted answers and week moves", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const w = await world();
        for (const s of steps) {
          await apply(w, s);
          await expectFiguresMatchSource(
            w.weeks,
            w.people.map((p) => p.id),
          );
          await expectRecordsTrue(w.games);
        }
      }),
      { numRuns: 100 },
    );
  }, 180_000);

  it("count a re-finalized game's new winner and keep its picks' saves as tie-break keys", async () => {
    const w = await world();
    const [a, b] = w.people;
    const game = w.games[0]!;
    await savePick(a!.id, { gameId: game.id, winner: "HOME" });
    await savePick(b!.id, { gameId: game.id, winner: "AWAY" });
    await finalizeGame(game.id, { finalHomeScore: 21, finalAwayScore: 14 });
    const first = byUser(await globalWeekRows(w.weeks[0]!.id));
    await finalizeGame(game.id, { finalHomeScore: 14, finalAwayScore: 21 });
    const after = byUser(await globalWeekRows(w.weeks[0]!.id));
    const of = (rows: StandingRow[], id: string) => rows.find((r) => r.userId === id)!;
    expect([of(first, a!.id).correctWins, of(first, b!.id).correctWins]).toEqual([1, 0]);
    expect([of(after, a!.id).correctWins, of(after, a!.id).incorrectWins]).toEqual([0, 1]);
    expect([of(after, b!.id).correctWins, of(after, b!.id).incorrectWins]).toEqual([1, 0]);
    expect(of(after, a!.id).lastPickAt).toBe(of(first, a!.id).lastPickAt);
    expect(of(after, b!.id).points).toBeGreaterThan(0);
    expect(of(after, a!.id).points).toBe(0);
    expect(byUser(await globalWeekRows(w.weeks[0]!.id))).toEqual(byUser(await weekSourceRows(w.weeks[0]!.id)));
  });

  it("record what a first grading gave each picker until the game's counting changes", async () => {
    const w = await world();
    const [a, b] = w.people;
    const game = w.games[0]!;
    await savePick(a!.id, { gameId: game.id, winner: "HOME" });
    await savePick(b!.id, { gameId: game.id, winner: "AWAY" });
    expect(await gradingDeltas([game.id])).toBeNull();
    await finalizeGame(game.id, { finalHomeScore: 21, finalAwayScore: 14 });
    const recorded = byUser((await gradingDeltas([game.id]))?.deltas() ?? []);
    const expected = byUser([
      { userId: a!.id, correct: true, points: 1 },
      { userId: b!.id, correct: false, points: 0 },
    ]);
    expect(recorded.map((d) => ({ userId: d.userId, correct: d.correct, points: d.points }))).toEqual(expected);
    expect(recorded.every((d) => d.weekId === w.weeks[0]!.id && d.gameId === game.id)).toBe(true);
    await finalizeGame(game.id, { finalHomeScore: 21, finalAwayScore: 14 });
    expect((await gradingDeltas([game.id]))?.length).toBe(2);
    await finalizeGame(game.id, { finalHomeScore: 14, finalAwayScore: 21 });
    expect(await gradingDeltas([game.id])).toBeNull();
    await savePick(a!.id, { gameId: w.games[1]!.id, winner: "HOME" });
    await finalizeGame(w.games[1]!.id, { finalHomeScore: 3, finalAwayScore: 0 });
    await apply(w, { kind: "move", game: 1, week: 1 });
    expect(await gradingDeltas([w.games[1]!.id])).toBeNull();
  });

  it("move a game's picks, points and outcomes to the week it moves to", async () => {
    const w = await world();
    const [a] = w.people;
    const game = w.games[0]!;
    await savePick(a!.id, { gameId: game.id, winner: "HOME" });
    await finalizeGame(game.id, { finalHomeScore: 21, finalAwayScore: 14 });
    await apply(w, { kind: "move", game: 0, week: 1 });
    expect(await globalWeekRows(w.weeks[0]!.id)).toEqual([]);
    const [moved] = await globalWeekRows(w.weeks[1]!.id);
    expect([moved!.userId, moved!.correctWins, moved!.points > 0]).toEqual([a!.id, 1, true]);
    await expectFiguresMatchSource(
      w.weeks,
      w.people.map((p) => p.id),
    );
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "saves a pick at once while another game of its week is being graded for the same player",
    async () => {
      const week = await createWeek({ season: 3999 });
      const early = await createGame(week.id);
      const late = await createGame(week.id);
      const fan = await playerClient("figures-fan@example.com", "figuresfan");
      expect((await fan.post("/api/picks", { gameId: early.id, winner: "HOME" })).status).toBe(200);
      const fanId = (await fan.get("/api/auth/user")).body.id;
      const grading = await holdGrading(early.id);
      // The grading holds the fan's week row; the pick's trigger must not wait for it.
      const saved = fan.post("/api/picks", { gameId: late.id, winner: "AWAY" });
      const outcome = await Promise.race([
        saved.then((response) => response.status),
        new Promise((resolve) => setTimeout(() => resolve("waited"), 3000)),
      ]);
      await grading.release();
      expect(outcome).toBe(200);
      await expectFiguresMatchSource([week], [fanId]);
    },
  );

  it("follow a graded game the sync moves back to the week its listing names", async () => {
    clock.startAt("2024-11-23T16:00:00Z");
    useGamesProvider(createReplayProvider({ dataDir: BUNDLED_CFBD_DATA_DIR }));
    try {
      await runSync();
      const fan = await playerClient("mover@example.com", "mover");
      const view = (await fan.get("/api/weeks/current")).body;
      const game = view.games.find((g: { status: string }) => g.status === "scheduled");
      expect((await fan.post("/api/picks", { gameId: game.id, winner: "HOME" })).status).toBe(200);
      clock.startAt(new Date(Date.parse(game.kickoffISO) + 5 * 3600_000));
      await runSync(); // final: graded, counted in week 13
      const [week12] = await db()
        .select()
        .from(weeks)
        .where(and(eq(weeks.season, 2024), eq(weeks.week, 12)));
      // A listing once put it a week early, and the figures followed it there.
      await db().transaction(async (tx) => {
        await tx.update(games).set({ weekId: week12!.id }).where(eq(games.id, game.id));
        await countGame(tx, game.id);
      });
      const fanId = (await fan.get("/api/auth/user")).body.id;
      expect((await globalWeekRows(week12!.id)).some((r) => r.userId === fanId)).toBe(true);
      await runSync(); // the listing names week 13 again
      const [stored] = await db().select().from(games).where(eq(games.id, game.id));
      expect(stored!.weekId).toBe(view.week.id);
      expect(stored!.figuresWeekId).toBe(view.week.id);
      for (const weekId of [week12!.id, view.week.id])
        expect(byUser(await globalWeekRows(weekId))).toEqual(byUser(await weekSourceRows(weekId)));
      expect((await globalWeekRows(week12!.id)).some((r) => r.userId === fanId)).toBe(false);
      const mine = (await globalWeekRows(view.week.id)).find((r) => r.userId === fanId);
      expect(mine!.correctWins + mine!.incorrectWins).toBe(1);
    } finally {
      useGamesProvider(undefined);
    }
  });
});
