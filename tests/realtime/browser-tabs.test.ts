import { Client, CloseCode } from "@colyseus/sdk";
import { describe, expect, it } from "vitest";
import type { LeagueState } from "../../shared/realtime/league.state.ts";
import { PROTOCOL_VERSION, roomNames } from "../../shared/realtime/rooms.ts";
import { leagueCast } from "../support/leagues.ts";
import { signInCookie } from "../support/server.ts";
import { type LeagueRoomClient, useStandingsServer, waitFor, watchLeague } from "./league-room.support.ts";

const server = useStandingsServer();

/** Tabs of one browser: one session cookie, one SDK client each (as each tab loads its own script). */
async function browserTabs(email: string, leagueId: string, count: number): Promise<LeagueRoomClient[]> {
  const cookie = await signInCookie(server.url, email);
  const tab = () =>
    new Client(server.url, { headers: { cookie, origin: server.url } }).joinOrCreate<LeagueState>(roomNames.league, {
      leagueId,
      protocol: PROTOCOL_VERSION,
    });
  return Promise.all(Array.from({ length: count }, tab));
}

describe("tabs of one browser session", () => {
  it("join the same room together, each in its own seat", async () => {
    const { league } = await leagueCast("public");
    const tabs = await browserTabs("member@example.com", league.id, 3);
    expect(new Set(tabs.map((tab) => tab.roomId)).size).toBe(1);
    expect(new Set(tabs.map((tab) => tab.sessionId)).size).toBe(3);
    await Promise.all(tabs.map((tab) => tab.leave()));
  });

  it("keep a member online while any of their tabs is open, and offline once all are closed", async () => {
    const { league, memberId, outsider, outsiderId } = await leagueCast("public");
    const watcher = await watchLeague(server.url, "owner@example.com", league.id);
    const [first, second] = await browserTabs("member@example.com", league.id, 2);
    await waitFor(watcher, () => watcher.state.online.has(memberId));

    await first!.leave();
    // Another member coming online publishes the list again, after the closed tab was let go.
    expect((await outsider.post("/api/leagues/join", { joinCode: league.joinCode })).status).toBe(200);
    const newcomer = await watchLeague(server.url, "outsider@example.com", league.id);
    await waitFor(watcher, () => watcher.state.online.has(outsiderId));
    expect(watcher.state.online.has(memberId)).toBe(true);

    await second!.leave();
    await waitFor(watcher, () => !watcher.state.online.has(memberId));
    await Promise.all([watcher.leave(), newcomer.leave()]);
  });

  it("resume a dropped tab's own seat while the other tab stays connected", async () => {
    const { league, memberId } = await leagueCast("public");
    const [dropped, steady] = await browserTabs("member@example.com", league.id, 2);
    dropped!.reconnection.minUptime = 0;
    const seat = dropped!.sessionId;
    const resumed = new Promise<void>((resolve) => dropped!.onReconnect(() => resolve()));
    let steadyLeft = false;
    steady!.onLeave(() => (steadyLeft = true));
    dropped!.connection.close(CloseCode.MAY_TRY_RECONNECT);
    await resumed;
    expect(dropped!.sessionId).toBe(seat);
    expect(dropped!.roomId).toBe(steady!.roomId);
    expect(steadyLeft).toBe(false);
    await waitFor(steady!, () => steady!.state.online.has(memberId));
    await Promise.all([dropped!.leave(), steady!.leave()]);
  });
});
