import { describe, expect, it, vi } from "vitest";
import { leagueRows } from "../../server/features/standings/league-standings.sql.ts";
import { adminClient, createGame, createWeek } from "../support/fixtures.ts";
import { leagueCast } from "../support/leagues.ts";
import { useStandingsServer, waitFor, watchLeague } from "./league-room.support.ts";

vi.mock("../../server/features/standings/league-standings.sql.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../server/features/standings/league-standings.sql.ts")>();
  return { ...actual, leagueRows: vi.fn(actual.leagueRows) };
});

const server = useStandingsServer();

describe("the league room's two boards", () => {
  it("never shows a week board that has a game's grading beside a season board that has not", async () => {
    const week = await createWeek();
    const game = await createGame(week.id);
    const { owner, member, league, memberId } = await leagueCast("private");
    expect((await member.post("/api/picks", { gameId: game.id, winner: "HOME" })).status).toBe(200);
    expect((await owner.post("/api/picks", { gameId: game.id, winner: "AWAY" })).status).toBe(200);
    const admin = await adminClient();
    const room = await watchLeague(server.url, "member@example.com", league.id);
    await waitFor(room, () => room.state.week.get(memberId) && room.state.season.get(memberId));
    const seen: Array<[week: number | undefined, season: number | undefined]> = [];
    room.onStateChange(() =>
      seen.push([room.state.week.get(memberId)?.points, room.state.season.get(memberId)?.points]),
    );

    // The next read of the week board waits until the game is graded; the season board's is read before.
    let entered = () => {};
    const weekReadWaits = new Promise<void>((resolve) => (entered = resolve));
    let release = () => {};
    const graded = new Promise<void>((resolve) => (release = resolve));
    const actual = vi.mocked(leagueRows).getMockImplementation()!;
    vi.mocked(leagueRows).mockImplementation(async (...args) => {
      if (args[1] !== null) {
        entered();
        await graded;
      }
      return actual(...args);
    });
    // A change of its own (a new username) makes the room read both boards again.
    expect((await member.patch("/api/me/profile", { handle: "member_two" })).status).toBe(200);
    await weekReadWaits;
    expect((await admin.post(`/api/admin/finalize/${game.id}`, { finalHomeScore: 28, finalAwayScore: 3 })).status).toBe(
      200,
    );
    release();

    await waitFor(
      room,
      () => room.state.week.get(memberId)?.points === 1 && room.state.season.get(memberId)?.points === 1,
      15_000,
    );
    expect(seen.filter(([weekPoints, seasonPoints]) => weekPoints !== seasonPoints)).toEqual([]);
    vi.mocked(leagueRows).mockImplementation(actual);
    await room.leave();
  });
});
