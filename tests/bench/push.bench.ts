import { sql } from "drizzle-orm";
import postgres from "postgres";
import { clock } from "../../server/clock.ts";
import { openPostgres } from "../../server/db/client.ts";
import { useDatabase } from "../../server/db/index.ts";
import { PUSH_SEND_CONCURRENCY } from "../../server/features/push/push.sender.ts";
import {
  claimLeaguePicksLockReminders,
  claimSitePicksLockReminders,
} from "../../server/features/push/reminders.service.ts";
import { defaultPointsSettings } from "../../shared/domain/default-points-settings.ts";

const PLAYERS = Number(process.env.BENCH_PUSH_PLAYERS ?? 100_000);
/** Power-5 games kicking off within the hour (a Saturday noon window), of 60 in the week. */
const GAMES_DUE = 12;
const GAMES = 60;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const DATABASE = "bench_push";
/** An assumed round trip to a push service, for the sending time printed beside the figures. */
const SEND_MS = 100;

async function benchDatabase() {
  const url =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${DATABASE}" with (force)`);
  await admin.unsafe(`create database "${DATABASE}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${DATABASE}`;
  return openPostgres(target.toString());
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * "Picks lock in 1 hour" for PLAYERS subscribed players (one device each) on PostgreSQL: the
 * job's decision and claim (one statement for the site's games), with half the players having
 * picked half the due games, every player in one of 1,000 leagues of 100, half of them locking the
 * whole card at the first kickoff (the league pass reads their slates and members' cards). The
 * sending after it is bounded (PUSH_SEND_CONCURRENCY);
 * its time is printed at an assumed 100 ms a request. Goal: ≤ 5 s to decide and enqueue.
 */
export async function benchPush() {
  const database = await benchDatabase();
  useDatabase(database);
  const { db } = database;
  const now = clock.now();
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
  const seedStarted = performance.now();
  await db.execute(
    sql`insert into users (email, handle) select 'push' || i || '@example.com', 'push_' || i from generate_series(1, ${PLAYERS}::int) i`,
  );
  await db.execute(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
    select id, 'https://push.example.com/send/' || id, repeat('B', 87), repeat('A', 22) from users`);
  await db.execute(sql`insert into weeks (season, week, label, start_date, end_date, is_current)
    values (2024, 13, 'Week 13', ${at(-3 * 24 * 60)}::timestamptz, ${at(4 * 24 * 60)}::timestamptz, true)`);
  await db.execute(sql`insert into games (week_id, cfbd_id, home_team, away_team, kickoff_iso)
    select w.id, n, 'Home ' || n, 'Away ' || n,
      case when n < ${GAMES_DUE}::int then ${at(45)}::timestamptz else ${at(24 * 60)}::timestamptz + n * interval '10 minutes' end
    from weeks w cross join generate_series(0, ${GAMES - 1}::int) n`);
  await db.execute(sql`insert into picks (user_id, game_id, winner)
    select u.id, g.id, 'HOME'
    from (select id, row_number() over (order by id) as i from users) u
    join games g on g.cfbd_id < ${GAMES_DUE / 2}::int
    where u.i % 2 = 0`);
  await db.execute(sql`insert into leagues (name, slug, owner_id, join_code)
    select 'Push League ' || l, 'push-league-' || l, u.id, 'PUSH' || lpad(l::text, 6, '0')
    from generate_series(1, 1000) l join (select id, row_number() over (order by id) as i from users) u on u.i = l`);
  await db.execute(sql`insert into league_members (league_id, user_id, role)
    select l.id, u.id, case when u.id = l.owner_id then 'owner' else 'member' end
    from (select id, row_number() over (order by id) as i from users) u
    join (select id, owner_id, row_number() over (order by id) as i from leagues) l on l.i = (u.i % 1000) + 1`);
  // Half the leagues lock their whole card at the slate's first kickoff (their own pool), half play on the site's picks.
  await db.execute(sql`insert into league_rule_sets (league_id, deadline, points, saved_at)
    select id, case when row_number() over (order by id) % 2 = 0 then 'first_kickoff' else 'kickoff' end,
      ${JSON.stringify(defaultPointsSettings)}::jsonb, ${at(-30 * 24 * 60)}::timestamptz
    from leagues`);
  await db.execute(sql`analyze`);
  console.log(
    `push reminders: seeded ${PLAYERS} subscribed players in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  const site: number[] = [];
  const leagues: number[] = [];
  let messages = 0;
  for (let round = 0; round < ROUNDS; round++) {
    await db.execute(sql`truncate push_sent`);
    let started = performance.now();
    messages = (await claimSitePicksLockReminders(now)).length;
    site.push(performance.now() - started);
    started = performance.now();
    await claimLeaguePicksLockReminders(now);
    leagues.push(performance.now() - started);
  }
  const again = performance.now();
  const repeated = (await claimSitePicksLockReminders(now)).length;
  const rerun = performance.now() - again;
  const sendSeconds = (messages * SEND_MS) / PUSH_SEND_CONCURRENCY / 1000;
  console.log(
    `push reminders: decide + claim "Picks lock in 1 hour" for ${PLAYERS} players: median ${(median(site) / 1000).toFixed(2)} s ` +
      `(${ROUNDS} rounds: ${site.map((ms) => (ms / 1000).toFixed(2)).join(", ")}), goal ≤ 5 s; ${messages} messages`,
  );
  console.log(
    `push reminders: the league pass (1,000 leagues, 500 with cards locking at the first kickoff): median ${(median(leagues) / 1000).toFixed(2)} s; ` +
      `a second run finds every key taken: ${repeated} messages in ${(rerun / 1000).toFixed(2)} s`,
  );
  console.log(
    `push reminders: sending ${messages} at ${PUSH_SEND_CONCURRENCY} at a time, ${SEND_MS} ms each: about ${Math.round(sendSeconds)} s`,
  );
  await database.close();
}
