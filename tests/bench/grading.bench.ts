import { sql } from "drizzle-orm";
import postgres from "postgres";
import { type Database, openPglite, openPostgres } from "../../server/db/client.ts";
import { useDatabase } from "../../server/db/index.ts";
import { games, weeks } from "../../server/db/schema/index.ts";
import { finalizeGame, regradeGame } from "../../server/features/grading/finalize.service.ts";
import { savePointsSettings } from "../../server/features/settings/settings.service.ts";
import { defaultPointsSettings } from "../../shared/domain/points-settings.ts";
import { gradeGameRowByRow } from "./grading.row-by-row.ts";

const PICKS = Number(process.env.BENCH_PICKS ?? 100_000);
const BASELINE_PICKS = Math.min(PICKS, Number(process.env.BENCH_BASELINE_PICKS ?? 2_000));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

async function benchDatabase(kind: "postgres" | "pglite"): Promise<Database> {
  if (kind === "pglite") return openPglite();
  const url =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "bench_grading" with (force)`);
  await admin.unsafe(`create database "bench_grading"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = "/bench_grading";
  return openPostgres(target.toString());
}

/** A game with one pick from every user: 60% pick the home side, half predict a score, all pick over or under. */
async function gameWithPicks({ db }: Database, weekId: string, cfbdId: number, limit = PICKS) {
  const [game] = await db
    .insert(games)
    .values({
      weekId,
      cfbdId,
      homeTeam: "Georgia",
      awayTeam: "Texas",
      kickoffISO: new Date(),
      spread: "Georgia -3.5",
      overUnder: "52.5",
    })
    .returning();
  await db.execute(sql`
    insert into picks (user_id, game_id, winner, pred_home_score, pred_away_score, pred_over_under)
    select id, ${game!.id}::uuid, winner,
      case when home is not null then case when winner = 'HOME' then home else greatest(home - 3, 0) end end,
      case when home is not null then case when winner = 'HOME' then greatest(home - 3, 0) else home end end,
      over_under
    from (
      select id, case when random() < 0.6 then 'HOME' else 'AWAY' end as winner,
        case when random() < 0.5 then (random() * 40)::int end as home,
        case when random() < 0.5 then 'over' else 'under' end as over_under
      from (select id from users order by id limit ${limit}) as some_users
    ) as u`);
  // Picks are made over days before a game ends: by then autovacuum has visited them. Settle the
  // fresh rows the same way, so the timing measures grading and not background clean-up.
  await db.execute(sql`vacuum analyze`);
  return game!;
}

const timed = async (run: () => Promise<unknown>) => {
  const start = performance.now();
  await run();
  return performance.now() - start;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Finalizes ROUNDS games of PICKS picks each, then regrades the last one twice, and prints the times. */
export async function benchGrading(kind: "postgres" | "pglite") {
  const database = await benchDatabase(kind);
  useDatabase(database);
  const { db } = database;
  const [week] = await db
    .insert(weeks)
    .values({ season: 2024, week: 13, label: "Week 13", startDate: new Date(), endDate: new Date(), isCurrent: true })
    .returning();
  await db.execute(
    sql`insert into users (email) select 'bench' || i || '@example.com' from generate_series(1, ${PICKS}::int) as i`,
  );
  const finalizeMs: number[] = [];
  let lastGameId = "";
  for (let round = 0; round < ROUNDS; round++) {
    const game = await gameWithPicks(database, week!.id, round + 1);
    if (kind === "postgres") await db.execute(sql`checkpoint`);
    finalizeMs.push(await timed(() => finalizeGame(game.id, { finalHomeScore: 31, finalAwayScore: 28 })));
    lastGameId = game.id;
  }
  const unchangedMs = await timed(() => regradeGame(lastGameId));
  const baseline = await gameWithPicks(database, week!.id, ROUNDS + 1, BASELINE_PICKS);
  const rowByRowMs = await timed(() => gradeGameRowByRow(db, baseline.id, { finalHomeScore: 31, finalAwayScore: 28 }));
  await savePointsSettings({ ...defaultPointsSettings, correctWinner: 2, overUnderCorrect: 0 });
  const changedMs = await timed(() => regradeGame(lastGameId));
  await database.close();
  const median = [...finalizeMs].sort((a, b) => a - b)[Math.floor(finalizeMs.length / 2)]!;
  console.log(
    `grading ${kind}: ${PICKS.toLocaleString("en-US")} picks of one game — finalize ${finalizeMs.map(seconds).join(", ")}` +
      ` (median ${seconds(median)}); regrade with nothing to change ${seconds(unchangedMs)};` +
      ` regrade after a scoring change ${seconds(changedMs)}`,
  );
  const perPickRowByRow = rowByRowMs / BASELINE_PICKS;
  const perPickSetBased = median / PICKS;
  console.log(
    `grading ${kind}: baseline row by row (one statement per transaction and per total) ${BASELINE_PICKS.toLocaleString("en-US")} picks in` +
      ` ${seconds(rowByRowMs)} = ${(perPickRowByRow * 1000).toFixed(0)} µs a pick, ${seconds(perPickRowByRow * PICKS)} for` +
      ` ${PICKS.toLocaleString("en-US")}; set-based ${(perPickSetBased * 1000).toFixed(1)} µs a pick —` +
      ` ${(perPickRowByRow / perPickSetBased).toFixed(0)}× faster`,
  );
}
