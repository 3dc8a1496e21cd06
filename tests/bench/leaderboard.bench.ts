import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import { Hono } from "hono";
import postgres from "postgres";
import { createApp } from "../../server/app.ts";
import { createSession } from "../../server/auth/session.service.ts";
import { openPostgres, rowsOf } from "../../server/db/client.ts";
import { useDatabase } from "../../server/db/index.ts";
import * as schema from "../../server/db/schema/index.ts";
import { leagues } from "../../server/db/schema/index.ts";
import { setEnvForTests } from "../../server/env.ts";
import { events } from "../../server/events.ts";
import { finalizeGame } from "../../server/features/grading/finalize.service.ts";
import { saveRules } from "../../server/features/leagues/league-rules.service.ts";
import { countGame, rebuildFigures } from "../../server/features/standings/figures.sql.ts";
import { resetBoards } from "../../server/features/standings/standings.cache.ts";
import { allTimeBoard, leagueBoard, weekBoard } from "../../server/features/standings/standings.service.ts";
import { defaultPointsSettings } from "../../shared/domain/default-points-settings.ts";
import { DEFAULT_LEAGUE_FORMAT } from "../../shared/domain/league-rules.ts";

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const PICKS_EACH = 20; // 2,000,000 picks for 100,000 players
const WEEKS = 10;
const GAMES_PER_WEEK = 20;
const MEMBERS = 1_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 32;

/** BENCH_REUSE=1 keeps the database a previous run seeded (the seed takes about two minutes at 100,000 players). */
const REUSE = process.env.BENCH_REUSE === "1";
/** One database a size, so a 1,000,000-player seed is kept beside the default one. */
const DATABASE = PLAYERS === 100_000 ? "bench_leaderboard" : `bench_leaderboard_${PLAYERS}`;

async function benchDatabase() {
  const url =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  if (!REUSE) {
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists "${DATABASE}" with (force)`);
    await admin.unsafe(`create database "${DATABASE}"`);
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${DATABASE}`;
  return { database: await openPostgres(target.toString()), url: target.toString() };
}

/** The seed's own session: no wait for the WAL flush on commit, room to sort the rebuilt indexes. */
async function seedOnce(url: string) {
  const client = postgres(url, {
    max: 1,
    onnotice: () => {},
    connection: { synchronous_commit: "off", maintenance_work_mem: "1GB", work_mem: "256MB" },
  });
  const start = performance.now();
  try {
    const league = await seed(drizzle(client, { schema }) as unknown as Db);
    console.log(
      `leaderboard postgres: seeded ${PLAYERS.toLocaleString("en-US")} players in ${((performance.now() - start) / 1000).toFixed(0)} s`,
    );
    return league;
  } finally {
    await client.end();
  }
}

/**
 * Set-based seed: PLAYERS users, WEEKS weeks of GAMES_PER_WEEK games (the last week current, half
 * of its games graded, every earlier game graded), PICKS_EACH picks a player over distinct games,
 * a correct-winner ledger row for each correct pick, totals to match, and a league of MEMBERS.
 */
async function seed(db: Db) {
  const games = WEEKS * GAMES_PER_WEEK;
  const restore = await withoutKeys(db, ["picks", "points_transactions"]);
  // The boards' figures are built once at the end (rebuildFigures), not row by row by the triggers.
  await db.execute(sql`alter table picks disable trigger picks_add_figures`);
  await db.execute(sql`alter table points_transactions disable trigger points_transactions_add_figures`);
  await db.execute(
    sql`insert into users (email, handle) select 'bench' || i || '@example.com', 'bench_' || i from generate_series(1, ${PLAYERS}::int) i`,
  );
  await db.execute(sql`insert into weeks (season, week, label, start_date, end_date, is_current)
    select 2024, w, 'Week ' || w, timestamptz '2024-08-25 05:00Z' + (w - 1) * interval '7 days',
      timestamptz '2024-09-01 04:59Z' + (w - 1) * interval '7 days', w = ${WEEKS}::int
    from generate_series(1, ${WEEKS}::int) w`);
  await db.execute(sql`insert into games (week_id, cfbd_id, home_team, away_team, kickoff_iso, status, final_home_score, final_away_score, graded_at)
    select wk.id, n, 'Home ' || n, 'Away ' || n, wk.start_date + interval '6 days',
      case when graded then 'final' else 'scheduled' end,
      case when graded then 20 + n % 7 end, case when graded then 17 + n % 11 end, case when graded then now() end
    from generate_series(0, ${games - 1}::int) n
    join weeks wk on wk.week = n / ${GAMES_PER_WEEK}::int + 1,
    lateral (select n < ${games - GAMES_PER_WEEK / 2}::int as graded) g`);
  await db.execute(sql`insert into picks (user_id, game_id, winner, updated_at)
    select u.id, g.id, case when random() < 0.55 then 'HOME' else 'AWAY' end, now() - random() * interval '30 days'
    from (select id, row_number() over (order by id) as i from users) u
    cross join generate_series(0, ${PICKS_EACH - 1}::int) k
    join games g on g.cfbd_id = (u.i + k * ${games / PICKS_EACH}::int) % ${games}::int`);
  await db.execute(sql`insert into points_transactions (user_id, source, reason, amount, week_id, game_id, pick_id)
    select p.user_id, 'pick', 'correct_winner', 1, g.week_id, g.id, p.id
    from picks p join games g on g.id = p.game_id
    where g.graded_at is not null and p.winner = case when g.final_home_score > g.final_away_score then 'HOME' else 'AWAY' end`);
  await restore();
  // Statistics of the loaded tables: without them the league's copy below ran as a nested loop (> 8 minutes at 1,000,000 players).
  await db.execute(sql`analyze`);
  await db.execute(sql`update user_points up set points_total = t.total
    from (select user_id, sum(amount)::int as total from points_transactions group by user_id) t where t.user_id = up.user_id`);
  await db.execute(sql`alter table picks enable trigger picks_add_figures`);
  await db.execute(sql`alter table points_transactions enable trigger points_transactions_add_figures`);
  await rebuildFigures(db);
  const ownerId = await idOf(db, sql`select id from users order by id limit 1`);
  const [league] = await db
    .insert(leagues)
    .values({ name: "Bench League", slug: "bench-league", ownerId, joinCode: "BENCH123", visibility: "public" })
    .returning();
  await db.execute(sql`insert into league_members (league_id, user_id, role)
    select ${league!.id}::uuid, id, case when id = ${ownerId}::uuid then 'owner' else 'member' end
    from users order by id limit ${MEMBERS}::int`);
  // On the site's format: its rules, and its own rows of its members' correct picks (decision 024).
  await saveRules(
    db,
    league!.id,
    { ...DEFAULT_LEAGUE_FORMAT, points: { ...defaultPointsSettings } },
    new Date(0),
    null,
  );
  await db.execute(sql`insert into points_transactions (user_id, source, reason, amount, week_id, game_id, pick_id, league_id)
    select t.user_id, 'league_pick', t.reason, t.amount, t.week_id, t.game_id, t.pick_id, m.league_id
    from points_transactions t join league_members m on m.user_id = t.user_id and m.league_id = ${league!.id}::uuid
    where t.source = 'pick'`);
  await db.execute(sql`vacuum analyze`);
  return league!;
}

/**
 * Drops the tables' keys, indexes and foreign keys for a bulk insert and gives back what builds
 * them again from their own definitions (one sort each, not 20 million index insertions and
 * foreign-key checks): the bench's seed only, the schema is unchanged once it returns.
 */
async function withoutKeys(db: Db, tables: string[]) {
  const names = sql`${`{${tables.join(",")}}`}::text[]`;
  const constraints = rowsOf<{ table: string; name: string; definition: string }>(
    await db.execute(sql`select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition
      from pg_constraint where conrelid::regclass::text = any(${names}) and contype in ('p', 'u', 'f')
      order by contype = 'f'`),
  );
  const indexes = rowsOf<{ name: string; definition: string }>(
    await db.execute(sql`select indexname as name, indexdef as definition from pg_indexes
      where tablename = any(${names}) and indexname not in (select conname from pg_constraint)`),
  );
  for (const c of [...constraints].reverse())
    await db.execute(sql.raw(`alter table ${c.table} drop constraint "${c.name}"`));
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  return async () => {
    for (const index of indexes) await db.execute(sql.raw(index.definition));
    for (const c of constraints)
      await db.execute(sql.raw(`alter table ${c.table} add constraint "${c.name}" ${c.definition}`));
  };
}

type Db = Awaited<ReturnType<typeof benchDatabase>>["database"]["db"];
const idOf = async (db: Db, statement: ReturnType<typeof sql>) =>
  rowsOf<{ id: string }>(await db.execute(statement))[0]!.id;

function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<{ url: string; server: Server }> {
  const server = createAdaptorServer({ fetch }) as Server;
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    ),
  );
}

// node:http with keep-alive: on these machines undici's fetch adds ~10 ms to every loopback request.
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
/** What Chromium sends: every route answers as it would a browser (the body is counted, not unpacked). */
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";
const get = (url: string, cookie: string, encoding = BROWSER_ENCODINGS, retries = 1): Promise<void> =>
  new Promise<void>((resolve, reject) => {
    http
      .get(url, { agent, headers: encoding ? { cookie, "accept-encoding": encoding } : { cookie } }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        response.resume();
        response.on("end", resolve);
      })
      // A kept-alive socket the server closed as the request left: once more on a new one.
      .on("error", (error) =>
        retries > 0 ? get(url, cookie, encoding, retries - 1).then(resolve, reject) : reject(error),
      );
  });

/** Each route is served this long before it is measured, as it is in a process that has run a while. */
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 2);

interface Target {
  url: string;
  cookie?: string;
  encoding?: string;
}

/** Requests a second with CONCURRENCY requests in flight for `seconds`, every answer checked for 200. */
async function load({ url, cookie = "", encoding = BROWSER_ENCODINGS }: Target, seconds: number) {
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      await get(url, cookie, encoding);
      done++;
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { done, seconds: (performance.now() - start) / 1000 };
}

/**
 * A route's requests a second beside the bare route's, measured in turns of one second each for
 * SECONDS each, so a slow spell of the shared machine falls on both alike (measured one after the
 * other, the bare route's figure moved by a third between runs). Both are first served
 * WARM_SECONDS: a route's first seconds run code V8 has not optimized yet (from its first request
 * 4,895 req/s, the same route warm 7,664).
 */
async function besideBare(route: Target, bare: Target) {
  await get(route.url, route.cookie ?? "", route.encoding); // the first request after a change computes the board
  await load(route, WARM_SECONDS);
  await load(bare, WARM_SECONDS);
  const sum = { route: { done: 0, seconds: 0 }, bare: { done: 0, seconds: 0 } };
  for (let turn = 0; turn < SECONDS; turn++)
    for (const [into, target] of [
      [sum.route, route],
      [sum.bare, bare],
    ] as const) {
      const { done, seconds } = await load(target, 1);
      into.done += done;
      into.seconds += seconds;
    }
  return { rps: sum.route.done / sum.route.seconds, bareRps: sum.bare.done / sum.bare.seconds };
}

const ms = async (run: () => Promise<unknown>) => {
  const start = performance.now();
  await run();
  return performance.now() - start;
};

const CHANGES = Number(process.env.BENCH_BOARD_CHANGES ?? 5);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Changes moving boards that are held in memory (decision 042), each timed from the change's event
 * until the week, all-time and league season boards all show it, beside recomputing the same
 * three boards from scratch in the same run: one player's points (as a trivia answer moves them),
 * and a game's grading through the real finalize (its pickers move).
 */
async function benchMoves(db: Db, league: typeof leagues.$inferSelect, weekId: string) {
  const boards = () => Promise.all([weekBoard(weekId), allTimeBoard(), leagueBoard(league, null)]);
  // CHANGES games of the current week are graded for the first time below: their grading is taken
  // back first (ledger rows, totals, graded_at), so a kept database can be run again.
  const toGrade = rowsOf<{ id: string }>(
    await db.execute(
      sql`select id from games where week_id = ${weekId}::uuid order by cfbd_id desc limit ${CHANGES}::int`,
    ),
  ).map((row) => row.id);
  const ungraded = sql`${`{${toGrade.join(",")}}`}::uuid[]`;
  await db.execute(sql`with d as (delete from points_transactions where game_id = any(${ungraded}) returning user_id, amount, league_id)
    update user_points up set points_total = up.points_total - s.total
    from (select user_id, sum(amount)::int as total from d where league_id is null group by user_id) s
    where s.user_id = up.user_id`);
  await db.execute(sql`update games set graded_at = null, status = 'scheduled', final_home_score = null,
    final_away_score = null where id = any(${ungraded})`);
  // The stored figures stop counting them, as for a game no longer graded (decision 044).
  for (const id of toGrade) await countGame(db, id);
  resetBoards();
  await boards();
  const players = rowsOf<{ id: string }>(
    await db.execute(sql`select id from users order by random() limit ${CHANGES}::int`),
  ).map((row) => row.id);
  const one: number[] = [];
  for (const [i, userId] of players.entries()) {
    // Alternately up and down, so a kept database ends where it began.
    await db.execute(
      sql`update user_points set points_total = points_total + ${i % 2 ? -3 : 3}::int where user_id = ${userId}::uuid`,
    );
    one.push(
      await ms(async () => {
        events.publish("standings.changed", { weekId: null, userIds: [userId] });
        await boards();
      }),
    );
  }
  const graded: number[] = [];
  const grading: number[] = [];
  let pickers = 0;
  for (const [i, gameId] of toGrade.entries()) {
    const [game] = rowsOf<{ id: string; pickers: number }>(
      await db.execute(
        sql`select ${gameId}::uuid as id, count(*)::int as pickers from picks where game_id = ${gameId}::uuid`,
      ),
    );
    pickers = game!.pickers;
    const start = performance.now();
    await finalizeGame(game!.id, { finalHomeScore: 20 + (i % 9), finalAwayScore: 17 + ((i * 5) % 11) });
    const finalized = performance.now();
    await boards();
    graded.push(performance.now() - finalized);
    grading.push(finalized - start);
  }
  // A regrade of a game the boards already count rebuilds the global boards (decision 042).
  const regraded = await ms(async () => {
    await finalizeGame(toGrade[0]!, { finalHomeScore: 3, finalAwayScore: 30 });
    await boards();
  });
  const recompute: number[] = [];
  for (let i = 0; i < 2; i++) {
    resetBoards();
    recompute.push(await ms(boards));
  }
  return { one, graded, grading, pickers, regraded, recompute: median(recompute) };
}

export async function benchLeaderboard() {
  // Thousands of reads a second from one player: the per-player read limit would answer 429.
  setEnvForTests({ LOG_LEVEL: "warn", RATE_LIMITS: "off" });
  const { database, url } = await benchDatabase();
  useDatabase(database);
  const league = REUSE ? (await database.db.select().from(leagues))[0]! : await seedOnce(url);
  const { token } = await createSession(await idOf(database.db, sql`select id from users order by id desc limit 1`));
  const cookie = `session=${token}`;
  const memberId = await idOf(
    database.db,
    sql`select user_id as id from league_members where league_id = ${league.id} order by user_id offset ${MEMBERS / 2} limit 1`,
  );
  const memberCookie = `session=${(await createSession(memberId)).token}`;
  const weekId = await idOf(database.db, sql`select id from weeks where is_current`);

  const weekMs = await ms(() => weekBoard(weekId));
  const allMs = await ms(() => allTimeBoard());
  const leagueMs = await ms(() => leagueBoard(league, null));
  resetBoards();
  const leagueAgainMs = await ms(() => leagueBoard(league, null));
  const moves = await benchMoves(database.db, league, weekId);

  const app = await listen(createApp().fetch);
  const bare = await listen(new Hono().get("/bare", (c) => c.json({ ok: true })).fetch);
  const bareRoute = { url: `${bare.url}/bare` };
  const measure = (url: string, cookie: string, encoding?: string) =>
    besideBare({ url: `${app.url}${url}`, cookie, encoding }, bareRoute);
  const season = `/api/leagues/${league.id}/standings/season`;
  const week = await measure("/api/leaderboard?scope=current", cookie);
  const all = await measure("/api/leaderboard?scope=all", cookie);
  const member = await measure(season, memberCookie);
  const outsider = await measure(season, cookie);
  const plain = await measure(season, memberCookie, "");
  const session = await measure("/api/auth/user", cookie);
  for (const s of [app.server, bare.server]) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
  await database.close();

  const rps = ({ rps, bareRps }: { rps: number; bareRps: number }) =>
    `${rps.toFixed(0)} req/s (${((rps / bareRps) * 100).toFixed(0)}% of bare's ${bareRps.toFixed(0)})`;
  const players = PLAYERS.toLocaleString("en-US");
  console.log(
    `leaderboard postgres: ${players} players, ${(PLAYERS * PICKS_EACH).toLocaleString("en-US")} picks — board computed once per change:` +
      ` week ${weekMs.toFixed(0)} ms, all time ${allMs.toFixed(0)} ms; league of ${MEMBERS.toLocaleString("en-US")} members season standings` +
      ` ${leagueMs.toFixed(0)} ms (again after a change ${leagueAgainMs.toFixed(0)} ms)`,
  );
  const figures = (values: number[]) =>
    `median ${median(values).toFixed(0)} ms (${values.map((v) => v.toFixed(0)).join(", ")})`;
  console.log(
    `leaderboard postgres: a change moves the boards in memory (week, all time, league season, until all three show it):` +
      ` one player's points ${figures(moves.one)}; a game's grading (${moves.pickers.toLocaleString("en-US")} pickers)` +
      ` ${figures(moves.graded)} after the finalize itself (${figures(moves.grading)});` +
      ` beside recomputing the same three boards ${moves.recompute.toFixed(0)} ms` +
      ` (a regrade of a counted game rebuilds them: ${moves.regraded.toFixed(0)} ms with its finalize)` +
      ` (one player ${(moves.recompute / median(moves.one)).toFixed(0)}× faster, a game ${(moves.recompute / median(moves.graded)).toFixed(1)}×)`,
  );
  console.log(
    `leaderboard postgres: routes beside a bare Hono JSON route in turns (signed in, ${CONCURRENCY} in flight, asked as a browser asks: ${BROWSER_ENCODINGS}):` +
      ` GET /api/leaderboard (top 100 + me) week ${rps(week)}, all time ${rps(all)};` +
      ` league season standings to a member ${rps(member)}, to a player outside the public league ${rps(outsider)},` +
      ` to a member whose client takes no gzip ${rps(plain)};` +
      ` for scale, GET /api/auth/user (the session lookup every signed-in request makes, and the player's points) ${rps(session)}`,
  );
}
