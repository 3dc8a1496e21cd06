import { Client, type Room } from "@colyseus/sdk";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { forgetCurrentWeek } from "../../server/features/leaderboard/current-week.ts";
import { resetBoards } from "../../server/features/standings/standings.cache.ts";
import type { RunningServer } from "../../server/server.ts";
import type { LeagueState } from "../../shared/realtime/league.state.ts";
import { PROTOCOL_VERSION, roomNames } from "../../shared/realtime/rooms.ts";
import { signInCookie, startTestServer } from "../support/server.ts";

/** The file's test server; every test starts with no cached current week and no cached boards. */
export function useStandingsServer(): { readonly url: string } {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => {
    forgetCurrentWeek();
    resetBoards();
  });
  return {
    get url() {
      if (!server) throw new Error("the test server has not started");
      return server.url;
    },
  };
}

export type LeagueRoomClient = Room<unknown, LeagueState>;

/** Joins a league's room as `email` (signed in through the real HTTP API). */
export async function watchLeague(url: string, email: string, leagueId: string): Promise<LeagueRoomClient> {
  const cookie = await signInCookie(url, email);
  return new Client(url, { headers: { cookie, origin: url } }).joinOrCreate<LeagueState>(roomNames.league, {
    leagueId,
    protocol: PROTOCOL_VERSION,
  });
}

/** Resolves with read()'s first value that is neither undefined nor false, checked on every state change. */
export function waitFor<T>(room: Room, read: () => T | undefined | false, timeoutMs = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const check = () => {
      let value: T | undefined | false;
      try {
        value = read();
      } catch {
        value = undefined; // the first state patch has not arrived yet
      }
      if (value === undefined || value === false) return;
      room.onStateChange.remove(check);
      clearTimeout(timer);
      resolve(value);
    };
    const timer = setTimeout(() => {
      room.onStateChange.remove(check);
      reject(new Error("timed out waiting for room state"));
    }, timeoutMs);
    room.onStateChange(check);
    check();
  });
}

/** The code and message of a refused join (code 0 when it was not refused). */
export const refusal = (promise: Promise<Room>) =>
  promise.then(
    async (room) => {
      await room.leave();
      return { code: 0, message: "joined" };
    },
    (e: { code: number; message: string }) => ({ code: e.code, message: e.message }),
  );

export const rankOf = (room: LeagueRoomClient, board: "season" | "week", userId: string) =>
  room.state[board]?.get(userId)?.rank;
