import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "../../server/db/index.ts";
import { leagueMembers, leagues, triviaSubmissions, users } from "../../server/db/schema/index.ts";
import { adminClient, createGame, createWeek, playerClient } from "../support/fixtures.ts";

/** The database's own answer to a statement: null when it is accepted, else the SQLSTATE. */
async function sqlState(statement: ReturnType<typeof sql>): Promise<string | null> {
  try {
    await db().transaction(async (tx) => {
      await tx.execute(statement);
    });
    return null;
  } catch (error) {
    for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
      if (e.code && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    }
    throw error;
  }
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
