import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterEach, describe, expect, it } from "vitest";
import { rebuildFigures } from "../features/standings/figures.sql.ts";
import { type DbOrTx, rowsOf } from "./client.ts";

const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A copy of the migrations folder that stops after the first `count` migrations. */
function firstMigrations(count: number) {
  const dir = mkdtempSync(join(tmpdir(), "migrations-"));
  dirs.push(dir);
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8"));
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe("upgrading the database", () => {
  it("moves every user's points total into user_points and keeps the graded transactions", async () => {
    const client = await PGlite.create();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: firstMigrations(2) });
    await db.execute(sql`insert into users (id, email, points_total) values
      ('00000000-0000-4000-8000-000000000001', 'a@example.com', 3),
      ('00000000-0000-4000-8000-000000000002', 'b@example.com', 0)`);
    await db.execute(sql`insert into weeks (id, season, week, label, start_date, end_date)
      values ('00000000-0000-4000-8000-0000000000a1', 2024, 13, 'Week 13', now(), now())`);
    await db.execute(sql`insert into games (id, week_id, cfbd_id, home_team, away_team, kickoff_iso)
      values ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-0000000000a1', 1, 'Georgia', 'Texas', now())`);
    await db.execute(sql`insert into picks (id, user_id, game_id, winner) values
      ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000b1', 'HOME')`);
    await db.execute(sql`insert into points_transactions (user_id, pick_id, game_id, amount, reason) values
      ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000b1', 1, 'Correct winner'),
      ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000b1', 2, 'Exact score')`);

    await migrate(db, { migrationsFolder });

    const totals = rowsOf<{ email: string; points_total: number }>(
      await db.execute(
        sql`select u.email, p.points_total from users u join user_points p on p.user_id = u.id order by u.email`,
      ),
    );
    expect(totals).toEqual([
      { email: "a@example.com", points_total: 3 },
      { email: "b@example.com", points_total: 0 },
    ]);
    const txns = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from points_transactions`));
    expect(txns[0]!.n).toBe(2);
    await db.execute(sql`insert into users (email) values ('c@example.com')`);
    const created = rowsOf<{ points_total: number }>(
      await db.execute(
        sql`select p.points_total from user_points p join users u on u.id = p.user_id where u.email = 'c@example.com'`,
      ),
    );
    expect(created).toEqual([{ points_total: 0 }]);
    await db.execute(sql`delete from picks`);
    const afterDelete = rowsOf<{ points_total: number }>(
      await db.execute(
        sql`select points_total from user_points where user_id = '00000000-0000-4000-8000-000000000001'`,
      ),
    );
    expect(afterDelete).toEqual([{ points_total: 0 }]);
    await client.close();
  }, 60_000);

  it("upgrades a database made before the ledger for every source, keeping every user, pick and point", async () => {
    const client = await PGlite.create();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: firstMigrations(3) });
    await db.execute(sql`insert into users (id, email, handle) values
      ('00000000-0000-4000-8000-000000000001', 'right@example.com', 'right'),
      ('00000000-0000-4000-8000-000000000002', 'wrong@example.com', 'wrong'),
      ('00000000-0000-4000-8000-000000000003', 'none@example.com', null)`);
    await db.execute(sql`insert into weeks (id, season, week, label, start_date, end_date)
      values ('00000000-0000-4000-8000-0000000000a1', 2024, 13, 'Week 13', now(), now())`);
    await db.execute(sql`insert into games (id, week_id, cfbd_id, home_team, away_team, kickoff_iso, status, final_home_score, final_away_score) values
      ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-0000000000a1', 1, 'Georgia', 'Texas', now(), 'final', 30, 15),
      ('00000000-0000-4000-8000-0000000000b2', '00000000-0000-4000-8000-0000000000a1', 2, 'Alabama', 'Auburn', now(), 'scheduled', null, null)`);
    await db.execute(sql`insert into picks (id, user_id, game_id, winner, pred_home_score, pred_away_score) values
      ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000b1', 'HOME', 30, 15),
      ('00000000-0000-4000-8000-0000000000c2', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-0000000000b1', 'AWAY', null, null),
      ('00000000-0000-4000-8000-0000000000c3', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-0000000000b2', 'AWAY', null, null)`);
    await db.execute(sql`insert into points_transactions (user_id, pick_id, game_id, amount, reason) values
      ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000b1', 1, 'Correct winner'),
      ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000b1', 2, 'Exact score')`);
    await db.execute(
      sql`update user_points set points_total = 3 where user_id = '00000000-0000-4000-8000-000000000001'`,
    );
    const count = async (table: string) =>
      rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;
    const before = { users: await count("users"), picks: await count("picks") };

    await migrate(db, { migrationsFolder });

    expect({ users: await count("users"), picks: await count("picks") }).toEqual(before);
    const totals = rowsOf<{ email: string; points_total: number }>(
      await db.execute(
        sql`select u.email, p.points_total from users u join user_points p on p.user_id = u.id order by u.email`,
      ),
    );
    expect(totals).toEqual([
      { email: "none@example.com", points_total: 0 },
      { email: "right@example.com", points_total: 3 },
      { email: "wrong@example.com", points_total: 0 },
    ]);
    const ledger = rowsOf<{ pick_id: string; source: string; reason: string; amount: number; week_id: string }>(
      await db.execute(
        sql`select pick_id, source, reason, amount, week_id from points_transactions order by pick_id, reason`,
      ),
    );
    const week = "00000000-0000-4000-8000-0000000000a1";
    expect(ledger).toEqual([
      {
        pick_id: "00000000-0000-4000-8000-0000000000c1",
        source: "pick",
        reason: "correct_winner",
        amount: 1,
        week_id: week,
      },
      {
        pick_id: "00000000-0000-4000-8000-0000000000c1",
        source: "pick",
        reason: "exact_score",
        amount: 2,
        week_id: week,
      },
    ]);
    const graded = rowsOf<{ cfbd_id: number; graded: boolean }>(
      await db.execute(sql`select cfbd_id, graded_at is not null as graded from games order by cfbd_id`),
    );
    expect(graded).toEqual([
      { cfbd_id: 1, graded: true },
      { cfbd_id: 2, graded: false },
    ]); // the final game's picks have outcomes
    await client.close();
  }, 60_000);

  it("builds the boards' figures from the ledger and picks as they stood, as a rebuild from them does", async () => {
    const client = await PGlite.create();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: firstMigrations(19) });
    const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
    await db.execute(sql`insert into users (id, email) values (${id(1)}, 'a@example.com'), (${id(2)}, 'b@example.com'),
      (${id(3)}, 'c@example.com'), (${id(4)}, 'd@example.com')`);
    await db.execute(sql`insert into weeks (id, season, week, label, start_date, end_date) values
      (${id(11)}, 2024, 13, 'Week 13', now(), now()), (${id(12)}, 2024, 14, 'Week 14', now(), now())`);
    await db.execute(sql`insert into games (id, week_id, cfbd_id, home_team, away_team, kickoff_iso, status, final_home_score, final_away_score, graded_at) values
      (${id(21)}, ${id(11)}, 1, 'Georgia', 'Texas', now(), 'final', 21, 14, now()),
      (${id(22)}, ${id(11)}, 2, 'Ohio State', 'Michigan', now(), 'final', 10, 10, now()),
      (${id(23)}, ${id(12)}, 3, 'Oregon', 'USC', now(), 'scheduled', null, null, null)`);
    await db.execute(sql`insert into picks (id, user_id, game_id, winner, updated_at) values
      (${id(31)}, ${id(1)}, ${id(21)}, 'HOME', '2024-11-20T10:00:00Z'), (${id(32)}, ${id(1)}, ${id(22)}, 'AWAY', '2024-11-21T10:00:00Z'),
      (${id(33)}, ${id(2)}, ${id(21)}, 'AWAY', '2024-11-19T10:00:00Z'), (${id(34)}, ${id(2)}, ${id(23)}, 'HOME', '2024-11-25T10:00:00Z')`);
    // The first pick row still names the week its game was in before it moved.
    await db.execute(sql`insert into points_transactions (user_id, source, reason, amount, week_id, game_id, pick_id) values
      (${id(1)}, 'pick', 'correct_winner', 3, ${id(12)}, ${id(21)}, ${id(31)})`);
    await db.execute(sql`insert into points_transactions (user_id, source, reason, amount, week_id, trivia_attempt_id) values
      (${id(3)}, 'trivia', 'trivia_correct', 2, ${id(12)}, ${id(41)}), (${id(4)}, 'trivia', 'trivia_correct', 1, null, ${id(42)})`);
    await db.execute(
      sql`update user_points set points_total = case user_id when ${id(1)} then 3 when ${id(3)} then 2 when ${id(4)} then 1 else 0 end`,
    );

    await migrate(db, { migrationsFolder });

    const figures = async () => ({
      weeks: rowsOf(
        await db.execute(sql`select week_id, user_id, points, correct_wins, incorrect_wins,
        last_counted_pick_at::text from board_week_figures order by week_id, user_id`),
      ),
      players: rowsOf(
        await db.execute(sql`select user_id, on_board, correct_wins, incorrect_wins,
        last_counted_pick_at::text from user_points order by user_id`),
      ),
      games: rowsOf(
        await db.execute(
          sql`select id, figures_week_id, counted_home_score, counted_away_score from games order by id`,
        ),
      ),
    });
    const migrated = await figures();
    expect(migrated.weeks).toEqual([
      {
        week_id: id(11),
        user_id: id(1),
        points: 3,
        correct_wins: 1,
        incorrect_wins: 1,
        last_counted_pick_at: "2024-11-21 10:00:00+00",
      },
      {
        week_id: id(11),
        user_id: id(2),
        points: 0,
        correct_wins: 0,
        incorrect_wins: 1,
        last_counted_pick_at: "2024-11-19 10:00:00+00",
      },
      { week_id: id(12), user_id: id(2), points: 0, correct_wins: 0, incorrect_wins: 0, last_counted_pick_at: null },
      { week_id: id(12), user_id: id(3), points: 2, correct_wins: 0, incorrect_wins: 0, last_counted_pick_at: null },
    ]);
    expect(migrated.players.map((p) => (p as { on_board: boolean }).on_board)).toEqual([true, true, true, true]);
    await rebuildFigures(db as unknown as DbOrTx);
    expect(await figures()).toEqual(migrated);
    await client.close();
  }, 60_000);
});
