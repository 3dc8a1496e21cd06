import { and, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { rowsOf } from "../../server/db/client.ts";
import { db } from "../../server/db/index.ts";
import {
  type Game,
  leagueMembers,
  leagues,
  triviaQuestions,
  triviaSubmissions,
  users,
  userTriviaAttempts,
} from "../../server/db/schema/index.ts";
import { events } from "../../server/events.ts";
import { finalizeGame, regradeGame } from "../../server/features/grading/finalize.service.ts";
import { gradeMemberInLeague } from "../../server/features/grading/league-grading.service.ts";
import { saveRules } from "../../server/features/leagues/league-rules.service.ts";
import { credit } from "../../server/features/ledger/ledger.service.ts";
import { savePick } from "../../server/features/picks/picks.service.ts";
import { getPointsSettings, savePointsSettings } from "../../server/features/settings/settings.service.ts";
import type { Board } from "../../server/features/standings/board.ts";
import { flushPickRefresh, resetBoards } from "../../server/features/standings/standings.cache.ts";
import { allTimeBoard, leagueBoard, weekBoard } from "../../server/features/standings/standings.service.ts";
import { globalAllTimeRows, globalWeekRows } from "../../server/features/standings/standings.sql.ts";
import type { LeagueType, Side } from "../../shared/domain/enums.ts";
import { DEFAULT_LEAGUE_FORMAT } from "../../shared/domain/league-rules.ts";
import { pickOutcome } from "../../shared/domain/scoring.ts";
import {
  compareRankKeys,
  competitionRanks,
  type RankKey,
  sameBoardPlace,
  sameLeaguePlace,
} from "../../shared/domain/standings.ts";
import { createGame, createWeek } from "../support/fixtures.ts";

beforeEach(() => resetBoards());

const query = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await db().execute(statement));
const HOUR = 3600_000;

type LedgerRow = {
  user_id: string;
  source: string;
  amount: number;
  week_id: string | null;
  game_id: string | null;
  league_id: string | null;
  created_ms: number;
};
type PickRow = { user_id: string; game_id: string; winner: Side; updated_us: number };
type GameRow = {
  id: string;
  week_id: string;
  graded: boolean;
  final_home_score: number | null;
  final_away_score: number | null;
  kickoff_ms: number;
};
type LeagueRow = { id: string; league_type: LeagueType; season_scope: string; created_ms: number };

/** Everything a board is made of, read plainly. */
async function facts() {
  return {
    ledger: await query<LedgerRow>(
      sql`select user_id, source, amount, week_id, game_id, league_id, (extract(epoch from created_at) * 1000)::float8 as created_ms from points_transactions`,
    ),
    picks: await query<PickRow>(
      sql`select user_id, game_id, winner, (extract(epoch from updated_at) * 1000000)::float8 as updated_us from picks`,
    ),
    games: await query<GameRow>(
      sql`select id, week_id, graded_at is not null as graded, final_home_score, final_away_score, (extract(epoch from kickoff_iso) * 1000)::float8 as kickoff_ms from games`,
    ),
    leagues: await query<LeagueRow>(
      sql`select id, league_type, season_scope, (extract(epoch from created_at) * 1000)::float8 as created_ms from leagues`,
    ),
    members: await query<{ league_id: string; user_id: string }>(
      sql`select league_id, user_id from league_members where status = 'active'`,
    ),
    userIds: new Set((await db().select({ id: users.id }).from(users)).map((u) => u.id)),
  };
}
type Facts = Awaited<ReturnType<typeof facts>>;

/** The board a straightforward reading of the rules gives: [userId, rank, points, correct, incorrect]. */
function expectedBoard(
  f: Facts,
  countsRow: (r: LedgerRow) => boolean,
  countsPick: (p: PickRow, g: GameRow) => boolean,
  players: (id: string) => boolean,
  alwaysOn: Iterable<string> = [],
  same: (a: RankKey, b: RankKey) => boolean = sameBoardPlace,
) {
  const gameOf = new Map(f.games.map((g) => [g.id, g]));
  const stats = new Map<string, RankKey & { correct: number; incorrect: number }>();
  const of = (userId: string) =>
    stats.get(userId) ??
    stats.set(userId, { userId, points: 0, lastPickAt: null, correct: 0, incorrect: 0 }).get(userId)!;
  for (const userId of alwaysOn) of(userId);
  for (const r of f.ledger) if (players(r.user_id) && countsRow(r)) of(r.user_id).points += r.amount;
  for (const p of f.picks) {
    const g = gameOf.get(p.game_id)!;
    if (!players(p.user_id) || !countsPick(p, g)) continue;
    const s = of(p.user_id);
    if (!g.graded) continue;
    s.lastPickAt = Math.max(s.lastPickAt ?? 0, p.updated_us);
    const outcome = pickOutcome(p, { finalHomeScore: g.final_home_score, finalAwayScore: g.final_away_score });
    if (outcome === "correct") s.correct++;
    if (outcome === "incorrect") s.incorrect++;
  }
  const ordered = [...stats.values()].filter((s) => f.userIds.has(s.userId)).sort(compareRankKeys);
  const ranks = competitionRanks(ordered, same);
  return ordered.map((s, i) => [s.userId, ranks[i]!, s.points, s.correct, s.incorrect]);
}

const actual = (board: Board, withOutcomes = true) =>
  board.rows.map((r) => [
    r.userId,
    r.rank,
    r.points,
    withOutcomes ? r.correctWins : 0,
    withOutcomes ? r.incorrectWins : 0,
  ]);

function expectedLeague(f: Facts, league: LeagueRow, weekId: string | null) {
  const members = new Set(f.members.filter((m) => m.league_id === league.id).map((m) => m.user_id));
  const since = league.season_scope === "from_creation" ? league.created_ms : -Infinity;
  const picksCount = league.league_type !== "trivia_only";
  const triviaCounts = league.league_type !== "picks_only";
  const gameOf = new Map(f.games.map((g) => [g.id, g]));
  const inScope = (g: GameRow) => (!weekId || g.week_id === weekId) && g.kickoff_ms >= since;
  // A league counts its own pick rows (decision 024), never the site's.
  const countsRow = (r: LedgerRow) =>
    r.source === "pick"
      ? false
      : r.source === "league_pick"
        ? picksCount && r.league_id === league.id && inScope(gameOf.get(r.game_id!)!)
        : triviaCounts &&
          (r.league_id === null || r.league_id === league.id) &&
          (!weekId || r.week_id === weekId) &&
          r.created_ms >= since;
  // Every active member is on a league's boards, with 0 points until something counts.
  return expectedBoard(
    f,
    countsRow,
    (_p, g) => picksCount && inScope(g),
    (id) => members.has(id),
    members,
    sameLeaguePlace,
  ).map(([id, rank, points]) => [id, rank, points, 0, 0]);
}

const step = fc.oneof(
  fc.record({ kind: fc.constant("pick" as const), player: fc.nat(3), game: fc.nat(2), home: fc.boolean() }),
  fc.record({ kind: fc.constant("finalize" as const), game: fc.nat(2), home: fc.nat(4), away: fc.nat(4) }),
  fc.record({ kind: fc.constant("regrade" as const), game: fc.nat(2) }),
  fc.record({
    kind: fc.constant("trivia" as const),
    player: fc.nat(3),
    league: fc.option(fc.nat(2)),
    amount: fc.integer({ min: 1, max: 3 }),
    week: fc.nat(1),
  }),
  fc.record({
    kind: fc.constant("streak" as const),
    player: fc.nat(3),
    amount: fc.integer({ min: 1, max: 3 }),
    week: fc.nat(1),
  }),
  fc.record({ kind: fc.constant("join" as const), player: fc.nat(3), league: fc.nat(2) }),
  fc.record({ kind: fc.constant("remove" as const), player: fc.nat(3), league: fc.nat(2) }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

let run = 0;
const DAYS = ["2024-11-20", "2024-11-27"];

/** `penalty`: the site's incorrect-winner points, copied by its leagues (below 0, a total can be too). */
async function world(penalty: number) {
  const tag = `s${++run}`;
  await savePointsSettings({ ...(await getPointsSettings(db())), incorrectWinner: penalty });
  const now = clock.now().getTime();
  const weeks = [
    await createWeek({
      season: 2000 + run,
      week: 13,
      startDate: new Date("2024-11-17T06:00:00Z"),
      endDate: new Date("2024-11-24T05:59:59.999Z"),
    }),
    await createWeek({
      season: 2000 + run,
      week: 14,
      isCurrent: false,
      startDate: new Date("2024-11-24T06:00:00Z"),
      endDate: new Date("2024-12-01T05:59:59.999Z"),
    }),
  ];
  const games: Game[] = [
    await createGame(weeks[0]!.id, { kickoffISO: new Date(now + 24 * HOUR) }),
    await createGame(weeks[0]!.id, {
      kickoffISO: new Date(now + 48 * HOUR),
      spread: null,
      homeTeamRank: 9,
      awayTeamRank: 2,
    }),
    await createGame(weeks[1]!.id, { kickoffISO: new Date(now + 72 * HOUR) }),
  ];
  const people = await db()
    .insert(users)
    .values([0, 1, 2, 3].map((i) => ({ email: `${tag}-${i}@example.com`, handle: `${tag}_${i}` })))
    .returning();
  const shapes: { leagueType: LeagueType; seasonScope: "full_season" | "from_creation"; createdAt: Date }[] = [
    { leagueType: "both", seasonScope: "full_season", createdAt: new Date(now) },
    { leagueType: "picks_only", seasonScope: "from_creation", createdAt: new Date(now + 30 * HOUR) },
    { leagueType: "trivia_only", seasonScope: "full_season", createdAt: new Date(now) },
  ];
  const leagueList = await db()
    .insert(leagues)
    .values(
      shapes.map((s, i) => ({
        name: `League ${tag} ${i}`,
        slug: `l-${tag}-${i}`,
        ownerId: people[i]!.id,
        joinCode: `P${tag.toUpperCase()}X${i}`,
        ...s,
      })),
    )
    .returning();
  await db()
    .insert(leagueMembers)
    .values(leagueList.map((l, i) => ({ leagueId: l.id, userId: people[i]!.id, role: "owner" as const })));
  // On the site's format with a copy of its points, as a new league is.
  const points = await getPointsSettings(db());
  for (const league of leagueList) {
    await saveRules(db(), league.id, { ...DEFAULT_LEAGUE_FORMAT, points }, league.createdAt, null);
  }
  const question = (leagueId: string | null) => ({
    question: `Question of ${tag} ${leagueId}?`,
    correctAnswer: "A",
    incorrectAnswers: ["B", "C", "D"],
    category: "current" as const,
    difficulty: "easy" as const,
    leagueId,
  });
  const questions = await db()
    .insert(triviaQuestions)
    .values([question(null), ...leagueList.map((l) => question(l.id))])
    .returning();
  return { weeks, games, people, leagueList, questions };
}
type World = Awaited<ReturnType<typeof world>>;

async function apply(w: World, s: Step) {
  clock.advance(7);
  if (s.kind === "pick") {
    await savePick(w.people[s.player]!.id, { gameId: w.games[s.game]!.id, winner: s.home ? "HOME" : "AWAY" }).catch(
      () => {},
    ); // 409 once final
    return flushPickRefresh();
  }
  if (s.kind === "finalize")
    return void (await finalizeGame(w.games[s.game]!.id, { finalHomeScore: s.home, finalAwayScore: s.away }));
  if (s.kind === "regrade") return void (await regradeGame(w.games[s.game]!.id).catch(() => {})); // 409 before a finalize
  const user = w.people[s.player]!;
  if (s.kind === "join" || s.kind === "remove") {
    const leagueId = w.leagueList[s.league]!.id;
    if (s.kind === "join") {
      await db()
        .insert(leagueMembers)
        .values({ leagueId, userId: user.id })
        .onConflictDoUpdate({ target: [leagueMembers.leagueId, leagueMembers.userId], set: { status: "active" } });
      await gradeMemberInLeague(leagueId, user.id); // as joining does
    } else {
      await db()
        .update(leagueMembers)
        .set({ status: "removed" })
        .where(
          and(
            eq(leagueMembers.leagueId, leagueId),
            eq(leagueMembers.userId, user.id),
            eq(leagueMembers.role, "member"),
          ),
        );
    }
    return events.publish("league.members.changed", { leagueId });
  }
  const day = DAYS[s.week]!;
  await db().transaction(async (tx) => {
    if (s.kind === "streak") {
      const [submission] = await tx
        .insert(triviaSubmissions)
        .values({ userId: user.id, day, totalCorrect: 3, totalQuestions: 3 })
        .onConflictDoNothing()
        .returning();
      if (submission)
        await credit(tx, {
          source: "streak",
          triviaSubmissionId: submission.id,
          userId: user.id,
          day,
          amount: s.amount,
        });
      return;
    }
    const question = w.questions[s.league === null ? 0 : s.league + 1]!;
    const [attempt] = await tx
      .insert(userTriviaAttempts)
      .values({ userId: user.id, triviaQuestionId: question.id, attemptDate: day, userAnswer: "A", isCorrect: true })
      .onConflictDoNothing()
      .returning();
    if (!attempt) return;
    const source =
      s.league === null
        ? { source: "trivia" as const }
        : { source: "league_trivia" as const, leagueId: question.leagueId! };
    await credit(tx, { ...source, triviaAttemptId: attempt.id, userId: user.id, day, amount: s.amount });
  });
  events.publish("standings.changed", { weekId: null }); // as the trivia service does after a credit
}

/** A board's players in its order; rows read from the database come in the order the SQL gives them. */
const ids = async (rows: Promise<readonly { userId: string }[] | Board>) => {
  const read = await rows;
  return ("rows" in read ? read.rows : read).map((r) => r.userId);
};

async function expectBoardsMatchLedger(w: World) {
  const f = await facts();
  const gameOf = new Map(f.games.map((g) => [g.id, g]));
  for (const week of w.weeks) {
    const countsRow = (r: LedgerRow) =>
      r.league_id === null && (r.game_id ? gameOf.get(r.game_id)!.week_id === week.id : r.week_id === week.id);
    expect(actual(await weekBoard(week.id))).toEqual(
      expectedBoard(
        f,
        countsRow,
        (_p, g) => g.week_id === week.id,
        () => true,
      ),
    );
    expect(await ids(globalWeekRows(week.id))).toEqual(await ids(weekBoard(week.id)));
  }
  expect(await ids(globalAllTimeRows())).toEqual(await ids(allTimeBoard()));
  expect(actual(await allTimeBoard())).toEqual(
    expectedBoard(
      f,
      (r) => r.league_id === null,
      () => true,
      () => true,
    ),
  );
  // A league on the site's format with the site's points scores each member's picks as the site does.
  const byPick = (source: string, leagueId: string | null) => {
    const sums = new Map<string, number>();
    for (const r of f.ledger) {
      if (r.source !== source || r.league_id !== leagueId) continue;
      const key = `${r.user_id}:${r.game_id}`;
      sums.set(key, (sums.get(key) ?? 0) + r.amount);
    }
    return sums;
  };
  const site = byPick("pick", null);
  for (const league of f.leagues.filter((l) => l.league_type !== "trivia_only")) {
    const members = new Set(f.members.filter((m) => m.league_id === league.id).map((m) => m.user_id));
    const ofMembers = (sums: Map<string, number>) =>
      [...sums].filter(([key, amount]) => amount !== 0 && members.has(key.split(":")[0]!)).sort();
    expect(ofMembers(byPick("league_pick", league.id))).toEqual(ofMembers(site));
  }
  for (const { id } of w.leagueList) {
    const [league] = await db().select().from(leagues).where(eq(leagues.id, id));
    if (!league) continue;
    const row = f.leagues.find((l) => l.id === league.id)!;
    expect(actual(await leagueBoard(league, null), false)).toEqual(expectedLeague(f, row, null));
    for (const week of w.weeks)
      expect(actual(await leagueBoard(league, week.id), false)).toEqual(expectedLeague(f, row, week.id));
  }
}

describe("boards and league standings (property-based)", () => {
  it("equal a recomputation from the ledger, the SQL giving their order, after any sequence of picks, finalizes (a wrong pick penalised or not), regrades, trivia, streaks, joins and removals", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 12 }),
        fc.constantFrom(0, -2),
        async (steps, penalty) => {
          const w = await world(penalty);
          for (const s of steps) {
            await apply(w, s);
            await expectBoardsMatchLedger(w);
          }
        },
      ),
      { numRuns: 20 },
    );
  }, 180_000);
});
