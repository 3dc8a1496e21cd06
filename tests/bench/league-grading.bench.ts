import { availableParallelism, loadavg } from "node:os";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import postgres from "postgres";
import { type Database, type Db, openPglite, openPostgres, rowsOf } from "../../server/db/client.ts";
import { useDatabase } from "../../server/db/index.ts";
import { type Game, games, leagues, pointsTransactions, weeks } from "../../server/db/schema/index.ts";
import { finalizeGame, regradeGame } from "../../server/features/grading/finalize.service.ts";
import { gradeLeaguePicks } from "../../server/features/grading/league-grading.service.ts";
import { defaultPointsSettings } from "../../shared/domain/points-settings.ts";
import { gradeLeaguesRowByRow } from "./league-grading.row-by-row.ts";

type Kind = "postgres" | "pglite";

/** Sizes: 1,000 leagues × 100 members × 10 games on PostgreSQL; PGlite defaults to 100 leagues. */
function sizes(kind: Kind) {
  const leagueCount = Number(process.env.BENCH_LEAGUES ?? (kind === "postgres" ? 1_000 : 100));
  const members = Number(process.env.BENCH_LEAGUE_MEMBERS ?? 100);
  const gameCount = Number(process.env.BENCH_LEAGUE_GAMES ?? 10);
  // League i has users i*members.. (mod the user count): at full size every user is in one league.
  const users = Number(process.env.BENCH_LEAGUE_USERS ?? Math.min(100_000, leagueCount * members));
  const baselinePicks = Number(process.env.BENCH_LEAGUE_BASELINE_PICKS ?? 5_000);
  if (users < members) throw new Error("BENCH_LEAGUE_USERS must be at least BENCH_LEAGUE_MEMBERS");
  return { leagueCount, members, gameCount, users, baselinePicks };
}
type Sizes = ReturnType<typeof sizes>;

async function benchDatabase(kind: Kind): Promise<Database> {
  if (kind === "pglite") return openPglite();
  const url =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "bench_league_grading" with (force)`);
  await admin.unsafe(`create database "bench_league_grading"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = "/bench_league_grading";
  return openPostgres(target.toString());
}

// League i's format: half straight with confidence, a quarter against the spread (half of those with
// confidence), a quarter on the site's format with points of their own (they grade the site's picks).
const onSiteFormat = (i: SQL) => sql`${i} % 4 = 3`;
const pickModeOf = (i: SQL) => sql`case when ${i} % 4 = 2 then 'spread' else 'straight' end`;
const confidenceOf = (i: SQL) => sql`(${i} % 4 in (0, 1) or ${i} % 8 = 6)`;
const sitePoints = { ...defaultPointsSettings, correctWinner: 3, upsetBonus: 5 };
const cardPoints = { ...defaultPointsSettings, correctWinner: 2 };

// Game n's home line: home favoured on even games, away on odd ones, some whole numbers so pushes happen.
const homeLineOf = (n: SQL) => sql`(case when ${n} % 2 = 0 then -(${n} % 7 + 1.5) else ${n} % 5 + 2.0 end)::numeric`;
const finalScoreOf = (n: number) => ({ finalHomeScore: 17 + ((n * 11) % 21), finalAwayScore: 14 + ((n * 7) % 17) });

const numberedUsers = sql`(select id, (row_number() over (order by id) - 1)::int as n from users)`;
const numberedLeagues = sql`(select id, split_part(slug, '-', 3)::int as i from leagues)`;

/** Set-based seed: users, one week of past games, leagues with rules and members, card and site picks. */
async function seed(db: Db, s: Sizes) {
  await db.execute(
    sql`insert into users (email) select 'bench' || i || '@example.com' from generate_series(1, ${s.users}::int) as i`,
  );
  const [week] = await db
    .insert(weeks)
    .values({
      season: 2024,
      week: 13,
      label: "Week 13",
      startDate: new Date(Date.now() - 3 * 86_400_000),
      endDate: new Date(Date.now() + 4 * 86_400_000),
      isCurrent: true,
    })
    .returning();
  const line = homeLineOf(sql`n`);
  await db.execute(sql`
    insert into games (week_id, cfbd_id, home_team, away_team, kickoff_iso, spread, over_under)
    select ${week!.id}::uuid, n + 1, 'Home ' || n, 'Away ' || n, now() - (${s.gameCount}::int - n + 3) * interval '1 hour',
      case when ${line} < 0 then 'Home ' || n || ' ' || ${line} else 'Away ' || n || ' -' || ${line} end,
      (45 + n % 10) || '.5'
    from generate_series(0, ${s.gameCount - 1}::int) as n`);
  await db.execute(sql`
    insert into leagues (name, slug, owner_id, join_code)
    select 'Bench league ' || i, 'bench-league-' || i, u.id, 'BENCH' || lpad(i::text, 8, '0')
    from generate_series(0, ${s.leagueCount - 1}::int) as i
    join ${numberedUsers} u on u.n = (i * ${s.members}::int) % ${s.users}::int`);
  const i = sql`l.i`;
  await db.execute(sql`
    insert into league_rule_sets (league_id, pick_mode, confidence, points, saved_at)
    select l.id, ${pickModeOf(i)}, ${confidenceOf(i)},
      case when ${onSiteFormat(i)} then ${JSON.stringify(sitePoints)}::jsonb else ${JSON.stringify(cardPoints)}::jsonb end,
      now() - interval '30 days'
    from ${numberedLeagues} l`);
  await db.execute(sql`
    insert into league_members (league_id, user_id, role, joined_at)
    select l.id, u.id, case when k = 0 then 'owner' else 'member' end, now() - interval '30 days'
    from ${numberedLeagues} l cross join generate_series(0, ${s.members - 1}::int) as k
    join ${numberedUsers} u on u.n = (l.i * ${s.members}::int + k) % ${s.users}::int`);
  // Card picks of every member of the card leagues; a member's confidence values are 1..games, each once.
  await db.execute(sql`
    insert into league_picks (league_id, user_id, week_id, game_id, winner, confidence, line, saved_at)
    select m.league_id, m.user_id, g.week_id, g.id, case when random() < 0.55 then 'HOME' else 'AWAY' end,
      case when r.confidence then (g.cfbd_id - 1 + abs(hashtext(m.user_id::text)::bigint)) % ${s.gameCount}::int + 1 end,
      case when r.pick_mode = 'spread' then ${homeLineOf(sql`(g.cfbd_id - 1)`)} end,
      g.kickoff_iso - interval '1 day'
    from league_members m join league_rule_sets r on r.league_id = m.league_id
    cross join games g
    where r.pick_mode = 'spread' or r.confidence
    order by m.league_id, m.user_id, g.kickoff_iso`);
  // Every user's week-page picks, as the site bench makes them: graded by the site and the site-format leagues.
  await db.execute(sql`
    insert into picks (user_id, game_id, winner, pred_home_score, pred_away_score, pred_over_under)
    select user_id, game_id, winner,
      case when home is not null then case when winner = 'HOME' then home else greatest(home - 3, 0) end end,
      case when home is not null then case when winner = 'HOME' then greatest(home - 3, 0) else home end end,
      over_under
    from (
      select u.id as user_id, g.id as game_id, case when random() < 0.6 then 'HOME' else 'AWAY' end as winner,
        case when random() < 0.5 then (random() * 40)::int end as home,
        case when random() < 0.5 then 'over' else 'under' end as over_under
      from users u cross join games g
    ) as p`);
  // Picks are made over days before a game ends: by then autovacuum has visited them.
  await db.execute(sql`vacuum analyze`);
  return db.select().from(games).orderBy(games.kickoffISO);
}

const timed = async (run: () => Promise<unknown>) => {
  const start = performance.now();
  await run();
  return performance.now() - start;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const count = (n: number) => n.toLocaleString("en-US");
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;
const firstRow = async <T>(db: Db, statement: SQL) => rowsOf<T>(await db.execute(statement))[0]!;

/** The league part alone, in a transaction as gradeGame runs it (after the site's grading raised work_mem). */
const gradeLeaguesAlone = (db: Db, game: Game) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    await gradeLeaguePicks(tx, game);
  });

/** Picks a game's grading reads in leagues: card picks, and site picks of the site-format leagues' members. */
const leaguePicksOf = (db: Db, gameId: string) =>
  firstRow<{ n: number }>(
    db,
    sql`select ((select count(*) from league_picks where game_id = ${gameId}::uuid)
      + (select count(*) from league_members m join league_rule_sets r on r.league_id = m.league_id
          join picks p on p.user_id = m.user_id and p.game_id = ${gameId}::uuid
          where m.status = 'active' and r.pick_mode = 'straight' and not r.confidence))::int as n`,
  ).then((row) => row.n);

const leagueRowsOf = (db: Db, gameId: string, leagueIds: string[]) =>
  db
    .select({ rows: sql<number>`count(*)::int`, points: sql<number>`coalesce(sum(amount), 0)::int` })
    .from(pointsTransactions)
    .where(
      and(
        eq(pointsTransactions.source, "league_pick"),
        eq(pointsTransactions.gameId, gameId),
        inArray(pointsTransactions.leagueId, leagueIds),
      ),
    )
    .then(([row]) => row!);

/**
 * Finalizes every game of the week (site and league grading), times the league part alone on one
 * game (first grading, then an unchanged regrade), and a row-by-row baseline on a few leagues.
 */
export async function benchLeagueGrading(kind: Kind) {
  const s = sizes(kind);
  const database = await benchDatabase(kind);
  useDatabase(database);
  const { db } = database;
  const seedStart = performance.now();
  const card = await seed(db, s);
  const seedMs = performance.now() - seedStart;
  const checkpoint = () => (kind === "postgres" ? db.execute(sql`checkpoint`) : Promise.resolve());

  const finalizeMs: number[] = [];
  for (const [n, game] of card.entries()) {
    await checkpoint();
    finalizeMs.push(await timed(() => finalizeGame(game.id, finalScoreOf(n))));
  }
  const written = await firstRow<{ league: number; site: number }>(
    db,
    sql`select (count(*) filter (where source = 'league_pick'))::int as league, (count(*) filter (where source = 'pick'))::int as site
      from points_transactions`,
  );

  // The league part alone on the first game: its league rows removed, then graded twice.
  const [first] = await db.select().from(games).where(eq(games.id, card[0]!.id));
  const picksPerGame = await leaguePicksOf(db, first!.id);
  await db.execute(sql`delete from points_transactions where source = 'league_pick' and game_id = ${first!.id}::uuid`);
  await db.execute(sql`vacuum analyze points_transactions`);
  await checkpoint();
  const leagueFirstMs = await timed(() => gradeLeaguesAlone(db, first!));
  const leagueUnchangedMs = await timed(() => gradeLeaguesAlone(db, first!));
  const regradeUnchangedMs = await timed(() => regradeGame(first!.id));

  // The baseline on the first leagues (every format) of another game, checked against the set-based rows.
  const baselineGame = card[Math.min(1, card.length - 1)]!;
  const baselineLeagues = await db
    .select({ id: leagues.id })
    .from(leagues)
    .orderBy(sql`split_part(${leagues.slug}, '-', 3)::int`)
    .limit(Math.max(1, Math.ceil(s.baselinePicks / s.members)))
    .then((rows) => rows.map((row) => row.id));
  const setBased = await leagueRowsOf(db, baselineGame.id, baselineLeagues);
  await db
    .delete(pointsTransactions)
    .where(
      and(
        eq(pointsTransactions.source, "league_pick"),
        eq(pointsTransactions.gameId, baselineGame.id),
        inArray(pointsTransactions.leagueId, baselineLeagues),
      ),
    );
  await db.execute(sql`vacuum analyze points_transactions`);
  let baselineCount = 0;
  const rowByRowMs = await timed(async () => {
    baselineCount = await gradeLeaguesRowByRow(db, baselineGame.id, baselineLeagues);
  });
  const rowByRow = await leagueRowsOf(db, baselineGame.id, baselineLeagues);
  await database.close();
  if (rowByRow.rows !== setBased.rows || rowByRow.points !== setBased.points) {
    throw new Error(
      `the row-by-row baseline wrote ${rowByRow.rows} rows worth ${rowByRow.points}, set-based ${setBased.rows} worth ${setBased.points}`,
    );
  }

  const label = `league grading ${kind}`;
  console.log(
    `${label}: ${count(s.leagueCount)} leagues × ${count(s.members)} members × ${s.gameCount} games, ${count(s.users)} users` +
      " (half straight with confidence, a quarter against the spread, a quarter on the site's format)" +
      ` (seeded in ${seconds(seedMs)}) — per game ${count(picksPerGame)} league picks, ${count(Math.round(written.league / s.gameCount))} league rows` +
      ` and ${count(Math.round(written.site / s.gameCount))} site rows written; load average ${loadavg()[0]!.toFixed(1)}` +
      ` on ${availableParallelism()} cores`,
  );
  console.log(
    `${label}: finalize (site + every league) ${finalizeMs.map(seconds).join(", ")}` +
      ` (p50 ${seconds(percentile(finalizeMs, 0.5))}, max ${seconds(Math.max(...finalizeMs))})`,
  );
  console.log(
    `${label}: league part alone for one game — first grading ${seconds(leagueFirstMs)}, regrade with nothing to change` +
      ` ${seconds(leagueUnchangedMs)}; whole regrade (site + leagues) with nothing to change ${seconds(regradeUnchangedMs)}`,
  );
  const perPickRowByRow = rowByRowMs / baselineCount;
  const perPickSetBased = leagueFirstMs / picksPerGame;
  console.log(
    `${label}: baseline row by row (one INSERT per ledger row) ${count(baselineCount)} league picks in` +
      ` ${seconds(rowByRowMs)} = ${(perPickRowByRow * 1000).toFixed(0)} µs a pick, ${seconds(perPickRowByRow * picksPerGame)} for` +
      ` ${count(picksPerGame)}; set-based ${(perPickSetBased * 1000).toFixed(1)} µs a pick —` +
      ` ${(perPickRowByRow / perPickSetBased).toFixed(0)}× faster`,
  );
}
