import { sql } from "drizzle-orm";
import postgres from "postgres";
import { openPglite, openPostgres, rowsOf, type Database } from "../../server/db/client.ts";
import { useDatabase } from "../../server/db/index.ts";
import { games, weeks } from "../../server/db/schema/index.ts";
import { finalizeGame, regradeGame } from "../../server/features/grading/finalize.service.ts";

const PICKS = Number(process.env.BENCH_PICKS ?? 100_000);

async function benchDatabase(kind: "postgres" | "pglite"): Promise<Database> {
  if (kind === "pglite") return openPglite();
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "bench_grading" with (force)`);
  await admin.unsafe(`create database "bench_grading"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = "/bench_grading";
  return openPostgres(target.toString());
}

/** Grades PICKS picks of one game (finalize, then regrade) and prints the times. */
export async function benchGrading(kind: "postgres" | "pglite") {
  const database = await benchDatabase(kind);
  useDatabase(database);
  const { db } = database;
  const [week] = await db
    .insert(weeks)
    .values({ season: 2024, week: 13, label: "Week 13", startDate: new Date(), endDate: new Date(), isCurrent: true })
    .returning();
  const [game] = await db
    .insert(games)
    .values({ weekId: week!.id, cfbdId: 1, homeTeam: "Georgia", awayTeam: "Texas", kickoffISO: new Date(), spread: "Georgia -3.5", overUnder: "52.5" })
    .returning();
  const seedStart = performance.now();
  await db.execute(sql`insert into users (email) select 'bench' || i || '@example.com' from generate_series(1, ${PICKS}::int) as i`);
  await db.execute(sql`
    insert into picks (user_id, game_id, winner, pred_home_score, pred_away_score, pred_over_under)
    select u.id, ${game!.id}::uuid,
      case when random() < 0.6 then 'HOME' else 'AWAY' end,
      case when random() < 0.5 then (random() * 40)::int end,
      null,
      case when random() < 0.5 then 'over' else 'under' end
    from users u`);
  await db.execute(sql`update picks set pred_away_score = case when winner = 'HOME' then greatest(pred_home_score - 3, 0) else pred_home_score + 3 end, pred_home_score = case when winner = 'HOME' then pred_home_score else greatest(pred_home_score - 3, 0) end where pred_home_score is not null`);
  // Picks are made over days before a game ends: by then autovacuum has visited them. Settle the
  // fresh rows the same way, so the timing measures grading and not background clean-up.
  await db.execute(sql`vacuum analyze`);
  if (kind === "postgres") await db.execute(sql`checkpoint`);
  const seedMs = performance.now() - seedStart;

  const finalizeStart = performance.now();
  await finalizeGame(game!.id, { finalHomeScore: 31, finalAwayScore: 28 });
  const finalizeMs = performance.now() - finalizeStart;
  const regradeStart = performance.now();
  await regradeGame(game!.id);
  const regradeMs = performance.now() - regradeStart;
  const [{ txns }] = rowsOf<{ txns: number }>(await db.execute(sql`select count(*)::int as txns from points_transactions`)) as [{ txns: number }];
  await database.close();
  console.log(
    `grading ${kind}: ${PICKS.toLocaleString()} picks, finalize ${finalizeMs.toFixed(0)} ms, regrade ${regradeMs.toFixed(0)} ms` +
      ` (seeding ${seedMs.toFixed(0)} ms; ${txns} transactions)`,
  );
  return { finalizeMs, regradeMs };
}
