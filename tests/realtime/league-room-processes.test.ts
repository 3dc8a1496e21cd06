import { Client, type Room } from "@colyseus/sdk";
import postgres from "postgres";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { LeagueState } from "../../shared/realtime/league.state.ts";
import { PROTOCOL_VERSION, roomNames } from "../../shared/realtime/rooms.ts";
import { forgetColyseusState, workerRedisUrl } from "../support/redis.ts";
import { signInCookie } from "../support/server.ts";
import {
  canRunSeveralProcesses,
  createProcessDatabase,
  type ProcessDatabase,
  type ServerProcess,
  startServerProcess,
} from "../support/server-process.ts";
import { waitFor } from "./league-room.support.ts";

let database: ProcessDatabase;
let a: ServerProcess;
let b: ServerProcess;

async function call(server: ServerProcess, cookie: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { "content-type": "application/json", origin: server.url, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Signs in on `server` and finishes profile setup; returns the cookie and the user's id. */
async function player(server: ServerProcess, email: string, handle: string) {
  const cookie = await signInCookie(server.url, email, { completeProfile: false });
  await call(server, cookie, "PATCH", "/api/auth/set-handle", { handle, termsAccepted: true });
  const { id } = (await call(server, cookie, "GET", "/api/auth/user")) as { id: string };
  return { cookie, id };
}

/** A game of our own kicking off tomorrow, in a week the replay sync never touches. */
async function insertGame(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const [week] = await sql`insert into weeks (season, week, label, start_date, end_date)
    values (2031, 1, 'Week 1', now(), now() + interval '7 days') returning id`;
  const [game] = await sql`insert into games (week_id, cfbd_id, home_team, away_team, kickoff_iso)
    values (${week!.id}, 990101, 'Georgia', 'Texas', now() + interval '1 day') returning id`;
  await sql.end();
  return game!.id as string;
}

const watch = (server: ServerProcess, cookie: string, leagueId: string): Promise<Room<unknown, LeagueState>> =>
  new Client(server.url, { headers: { cookie, origin: server.url } }).joinOrCreate<LeagueState>(roomNames.league, {
    leagueId,
    protocol: PROTOCOL_VERSION,
  });

describe.skipIf(!canRunSeveralProcesses)("the league room across two server processes sharing Redis", () => {
  beforeAll(async () => {
    const redis = workerRedisUrl();
    await forgetColyseusState(redis);
    database = await createProcessDatabase();
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redis,
      SYNC_INTERVAL_MINUTES: "1440",
      ADMIN_EMAILS: "admin@example.com",
    };
    a = await startServerProcess(env);
    b = await startServerProcess(env);
  }, 120_000);

  afterEach(({ task }) => {
    if (task.result?.state === "fail") console.log(`process A:\n${a?.output()}\nprocess B:\n${b?.output()}`);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it("moves ranks in a league room of process B on a finalize on process A, and shows members online on either", async () => {
    const gameId = await insertGame(database.url);
    const owner = await player(a, "owner@example.com", "owner_mp");
    const member = await player(a, "member@example.com", "member_mp");
    const admin = await signInCookie(a.url, "admin@example.com");
    const league = (await call(a, owner.cookie, "POST", "/api/leagues", {
      name: "Two Process League",
      visibility: "private",
    })) as { id: string; joinCode: string };
    await call(a, member.cookie, "POST", "/api/leagues/join", { joinCode: league.joinCode });
    await call(a, owner.cookie, "POST", "/api/picks", { gameId, winner: "AWAY" });
    await call(a, member.cookie, "POST", "/api/picks", { gameId, winner: "HOME" });

    const onA = await watch(a, owner.cookie, league.id);
    const onB = await watch(b, await signInCookie(b.url, "member@example.com"), league.id);
    await waitFor(onB, () => onB.state.season.size === 2 && onB.state.online.size === 2, 5000);
    await waitFor(onA, () => onA.state.online.has(member.id) && onA.state.online.has(owner.id), 5000);

    const started = performance.now();
    await call(a, admin, "POST", `/api/admin/finalize/${gameId}`, { finalHomeScore: 28, finalAwayScore: 21 });
    await waitFor(
      onB,
      () => onB.state.season.get(member.id)?.points === 1 && onB.state.season.get(member.id)?.rank === 1,
      15_000,
    );
    const elapsed = performance.now() - started;
    console.log(`finalize on A → league room on B moved after ${elapsed.toFixed(0)} ms`);
    expect(onB.state.season.get(owner.id)?.rank).toBe(2);
    expect(JSON.stringify(onB.state.toJSON())).not.toMatch(/@example\.com|HOME|AWAY|winner/);

    await onA.leave();
    await waitFor(onB, () => !onB.state.online.has(owner.id) && onB.state.online.has(member.id), 3000);
    await onB.leave();
  });
});
