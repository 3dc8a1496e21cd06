import { Client, type Room } from "@colyseus/sdk";
import { sql } from "drizzle-orm";
import { createSession } from "../../server/auth/session.service.ts";
import { clock } from "../../server/clock.ts";
import { openPglite, rowsOf } from "../../server/db/client.ts";
import { db, useDatabase } from "../../server/db/index.ts";
import { openTriviaDay } from "../../server/features/trivia/trivia-day.service.ts";
import { unlockQuestion } from "../../server/features/trivia/trivia-play.service.ts";
import { startHttpServer } from "../../server/server.ts";
import { triviaDayOf } from "../../shared/domain/trivia-day.ts";
import { type ClockSample, clockOffset } from "../../shared/realtime/clock-offset.ts";
import type { LeagueState } from "../../shared/realtime/league.state.ts";
import { PROTOCOL_VERSION, roomNames } from "../../shared/realtime/rooms.ts";

const CLIENTS = Number(process.env.BENCH_ROOM_CLIENTS ?? 1_000);
const JOIN_CONCURRENCY = 50;
const CLOCK_SAMPLES = 3;
/** The server's clock runs this far from the machine's, as APP_CLOCK or a real skew would make it. */
const SERVER_SKEW_MS = 37 * 60_000 + 123;

type Watcher = { room: Room<unknown, LeagueState>; offset: number };

const percentile = (values: number[], p: number) =>
  values.toSorted((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function seed(members: number) {
  await db().execute(
    sql`insert into users (email, handle) select 'racer' || i || '@example.com', 'racer_' || i from generate_series(1, ${members}::int) i`,
  );
  const [owner] = rowsOf<{ id: string }>(await db().execute(sql`select id from users order by handle limit 1`));
  const [league] = rowsOf<{ id: string }>(
    await db().execute(
      sql`insert into leagues (name, slug, owner_id, join_code) values ('Bench Race', 'bench-race', ${owner!.id}::uuid, 'BENCHRACE1') returning id`,
    ),
  );
  await db().execute(sql`insert into league_members (league_id, user_id, role)
    select ${league!.id}::uuid, id, case when id = ${owner!.id}::uuid then 'owner' else 'member' end from users`);
  await db().execute(sql`insert into trivia_questions (question, correct_answer, incorrect_answers, category, difficulty)
    select 'Bench question number ' || i || '?', 'Right', array['A', 'B', 'C'], 'fun_facts', 'easy' from generate_series(1, 3) i`);
  const users = rowsOf<{ id: string }>(await db().execute(sql`select id from users order by handle`));
  return { leagueId: league!.id, ownerId: owner!.id, userIds: users.map((u) => u.id) };
}

async function watch(url: string, userId: string, leagueId: string): Promise<Watcher> {
  const { token } = await createSession(userId);
  const client = new Client(url, { headers: { cookie: `session=${token}`, origin: url } });
  const room = await client.joinOrCreate<LeagueState>(roomNames.league, { leagueId, protocol: PROTOCOL_VERSION });
  const samples: ClockSample[] = [];
  for (let i = 0; i < CLOCK_SAMPLES; i++) {
    const sentAt = Date.now();
    const { serverNow } = (await room.request("clock", {})) as { serverNow: string };
    samples.push({ sentAt, receivedAt: Date.now(), serverNow: Date.parse(serverNow) });
  }
  return { room, offset: clockOffset(samples) };
}

async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  return results;
}

/** Unlocks the owner's first question and collects, per watcher, its remaining time minus the server's. */
async function measure(watchers: Watcher[], ownerId: string, questionId: string) {
  const errors: number[] = [];
  const latencies: number[] = [];
  const unlockedAt = Date.now();
  const received = watchers.map(
    ({ room, offset }) =>
      new Promise<void>((resolve) => {
        const check = () => {
          const deadlineAt = room.state.trivia?.get(ownerId)?.deadlineAt ?? 0;
          if (deadlineAt === 0) return;
          const clientRemaining = deadlineAt - (Date.now() + offset);
          const serverRemaining = deadlineAt - clock.now().getTime();
          errors.push(Math.abs(clientRemaining - serverRemaining));
          latencies.push(Date.now() - unlockedAt);
          room.onStateChange.remove(check);
          resolve();
        };
        room.onStateChange(check);
      }),
  );
  await unlockQuestion(ownerId, questionId);
  await Promise.all(received);
  return { errors, latencies };
}

/** `npm run bench`: 1,000 SDK clients in one league room receive a member's trivia deadline. */
export async function benchTriviaDeadline() {
  const database = await openPglite();
  useDatabase(database);
  const { leagueId, ownerId, userIds } = await seed(CLIENTS);
  clock.startAt(new Date(Date.now() + SERVER_SKEW_MS));
  const server = await startHttpServer(0, "127.0.0.1");
  try {
    await openTriviaDay(triviaDayOf(clock.now()));
    const [first, second] = rowsOf<{ id: string }>(
      await db().execute(sql`select trivia_question_id as id from trivia_daily_questions order by position`),
    );
    const baseline = await measure([await watch(server.url, userIds[1]!, leagueId)], ownerId, first!.id);
    const startedJoins = Date.now();
    const watchers = await inBatches(userIds, JOIN_CONCURRENCY, (id) => watch(server.url, id, leagueId));
    const joinSeconds = (Date.now() - startedJoins) / 1000;
    await db().execute(sql`update user_trivia_attempts set answered_at = now() where user_id = ${ownerId}::uuid`);
    const loaded = await measure(watchers, ownerId, second!.id);
    const row = (label: string, values: number[]) =>
      `${label} p50 ${ms(percentile(values, 50))}, p99 ${ms(percentile(values, 99))}`;
    console.log(
      `trivia deadline, ${CLIENTS} clients in one league room (joined in ${joinSeconds.toFixed(1)} s; server clock skewed ${SERVER_SKEW_MS} ms):`,
    );
    console.log(
      `  remaining-time difference: ${row("1 client (baseline)", baseline.errors)} | ${row(`${CLIENTS} clients`, loaded.errors)} (target p99 <= 100 ms)`,
    );
    console.log(
      `  delivery after unlock:     ${row("1 client (baseline)", baseline.latencies)} | ${row(`${CLIENTS} clients`, loaded.latencies)}`,
    );
    await Promise.all(watchers.map((w) => w.room.leave().catch(() => {})));
  } finally {
    clock.reset();
    await server.close();
    await database.close();
  }
}
