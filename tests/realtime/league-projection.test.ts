import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { db } from "../../server/db/index.ts";
import { type Game, games, leagueVoidedGames } from "../../server/db/schema/index.ts";
import { events } from "../../server/events.ts";
import { adminClient, createGame, createWeek } from "../support/fixtures.ts";
import { leagueCast } from "../support/leagues.ts";
import { type LeagueRoomClient, useStandingsServer, waitFor, watchLeague } from "./league-room.support.ts";

const server = useStandingsServer();

const HOUR = 3_600_000;

/** What the sync does when it sees a live score: the game row, then `game.updated`. */
async function liveScore(game: Game, homeScore: number, awayScore: number) {
  await db().update(games).set({ status: "live", homeScore, awayScore }).where(eq(games.id, game.id));
  events.publish("game.updated", { gameId: game.id, weekId: game.weekId });
}

type Figures = Record<string, { points: number; rank: number }>;

const projected = (room: LeagueRoomClient): Figures =>
  Object.fromEntries(
    [...room.state.projected.entries()].map(([userId, line]) => [userId, { points: line.points, rank: line.rank }]),
  );
const week = (room: LeagueRoomClient): Figures =>
  Object.fromEntries(
    [...room.state.week.entries()].map(([userId, line]) => [userId, { points: line.points, rank: line.rank }]),
  );
const sorted = (figures: Figures) => JSON.stringify(Object.entries(figures).sort(([a], [b]) => a.localeCompare(b)));
const same = (a: Figures, b: Figures) => sorted(a) === sorted(b);

/** Waits until the room's projection is exactly `wanted` (with `liveGames` live) and returns the room's week board. */
async function projects(room: LeagueRoomClient, liveGames: number, wanted: Figures) {
  await waitFor(room, () => room.state.liveGames === liveGames && same(projected(room), wanted), 10_000);
  return week(room);
}

/** A private league with an owner and a member, and a current week of two games an hour and two ahead. */
async function world(rules: Record<string, unknown>) {
  const cast = await leagueCast("private");
  const ownerId = (await cast.owner.get("/api/auth/user")).body.id as string;
  if (Object.keys(rules).length > 0) {
    expect((await cast.owner.patch(`/api/leagues/${cast.league.id}`, rules)).status).toBe(200);
  }
  const current = await createWeek();
  const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR);
  const first = await createGame(current.id, { kickoffISO: at(1), spread: "Georgia -3.5", overUnder: "45.5" });
  const second = await createGame(current.id, {
    kickoffISO: at(2),
    homeTeam: "Ohio State",
    awayTeam: "Michigan",
    spread: "Ohio State -7",
  });
  return { ...cast, ownerId, week: current, first, second };
}

describe("If it ends now in the league room", () => {
  it("projects a spread confidence league's cards from the live score, follows the score and hands over to the week board at the final", async () => {
    const {
      owner,
      member,
      league,
      ownerId,
      memberId,
      week: current,
      first,
      second,
    } = await world({
      pickMode: "spread",
      confidence: true,
    });
    const card = `/api/leagues/${league.id}/card`;
    const ownerCard = await owner.put(card, {
      weekId: current.id,
      picks: [
        { gameId: first.id, winner: "HOME", confidence: 2 },
        { gameId: second.id, winner: "HOME", confidence: 1 },
      ],
    });
    expect(ownerCard.status).toBe(200);
    const memberCard = await member.put(card, {
      weekId: current.id,
      picks: [
        { gameId: first.id, winner: "AWAY", confidence: 1 },
        { gameId: second.id, winner: "AWAY", confidence: 2 },
      ],
    });
    expect(memberCard.status).toBe(200);

    const room = await watchLeague(server.url, "member@example.com", league.id);
    await waitFor(room, () => room.state.weekId === current.id && room.state.week.size === 2);
    expect(room.state.liveGames).toBe(0);
    expect(room.state.projected.size).toBe(0);

    // Georgia gives 3.5: at 14-3 the owner's Georgia covers for their 2.
    await liveScore(first, 14, 3);
    const board = await projects(room, 1, { [ownerId]: { points: 2, rank: 1 }, [memberId]: { points: 0, rank: 2 } });
    expect(board[ownerId]!.points).toBe(0);
    expect(board[memberId]!.points).toBe(0);

    // At 14-11 Texas covers: the member's 1 takes the lead.
    await liveScore(first, 14, 11);
    await projects(room, 1, { [ownerId]: { points: 0, rank: 2 }, [memberId]: { points: 1, rank: 1 } });

    // The second game goes live too: 0-10, Michigan covers for the member's 2.
    await liveScore(second, 0, 10);
    await projects(room, 2, { [ownerId]: { points: 0, rank: 2 }, [memberId]: { points: 3, rank: 1 } });

    const admin = await adminClient();
    expect(
      (await admin.post(`/api/admin/finalize/${first.id}`, { finalHomeScore: 14, finalAwayScore: 11 })).status,
    ).toBe(200);
    // Ended, the first game's point is the member's on the week board; the projection keeps the second.
    await projects(room, 1, { [ownerId]: { points: 0, rank: 2 }, [memberId]: { points: 3, rank: 1 } });
    await waitFor(room, () => room.state.week.get(memberId)?.points === 1, 10_000);

    expect(
      (await admin.post(`/api/admin/finalize/${second.id}`, { finalHomeScore: 0, finalAwayScore: 10 })).status,
    ).toBe(200);
    await projects(room, 0, {});
    await waitFor(room, () => room.state.week.get(memberId)?.points === 3 && room.state.week.get(memberId)?.rank === 1);
    expect(room.state.week.get(ownerId)).toMatchObject({ points: 0, rank: 2 });

    const json = JSON.stringify(room.state.toJSON());
    expect(json).not.toMatch(/HOME|AWAY|"winner"|confidence/i);
    await room.leave();
  });

  it("projects a league on the site's format from its members' week-page picks, and drops it when the game is final", async () => {
    const { owner, member, league, ownerId, memberId, first, second } = await world({});
    // The owner wins the first game; the member calls the second one exactly.
    expect((await owner.post("/api/picks", { gameId: first.id, winner: "HOME" })).status).toBe(200);
    expect((await member.post("/api/picks", { gameId: first.id, winner: "AWAY" })).status).toBe(200);
    expect(
      (await member.post("/api/picks", { gameId: second.id, winner: "HOME", predHomeScore: 21, predAwayScore: 7 }))
        .status,
    ).toBe(200);
    expect((await owner.post("/api/picks", { gameId: second.id, winner: "AWAY" })).status).toBe(200);
    const admin = await adminClient();
    expect(
      (await admin.post(`/api/admin/finalize/${first.id}`, { finalHomeScore: 24, finalAwayScore: 10 })).status,
    ).toBe(200);

    const room = await watchLeague(server.url, "owner@example.com", league.id);
    await waitFor(room, () => room.state.week.get(ownerId)?.points === 1 && room.state.week.get(memberId));
    expect(room.state.projected.size).toBe(0);

    // 21-7 as final: the member's winner (1) and exact score (2) pass the owner's 1.
    await liveScore(second, 21, 7);
    const board = await projects(room, 1, { [ownerId]: { points: 1, rank: 2 }, [memberId]: { points: 3, rank: 1 } });
    expect(board).toEqual({ [ownerId]: { points: 1, rank: 1 }, [memberId]: { points: 0, rank: 2 } });

    // 21-24: Michigan, the underdog, leads: the owner's pick of it would earn the winner (1) and upset (2) points.
    await liveScore(second, 21, 24);
    await projects(room, 1, { [ownerId]: { points: 4, rank: 1 }, [memberId]: { points: 0, rank: 2 } });

    expect(
      (await admin.post(`/api/admin/finalize/${second.id}`, { finalHomeScore: 21, finalAwayScore: 24 })).status,
    ).toBe(200);
    // The projection goes in the same patch as the week board takes the game's points.
    expect(await projects(room, 0, {})).toEqual({
      [ownerId]: { points: 4, rank: 1 },
      [memberId]: { points: 0, rank: 2 },
    });
    await room.leave();
  });

  it("does not project a live game the owner voided for the league", async () => {
    const { owner, league, ownerId, memberId, first } = await world({ confidence: true });
    const card = `/api/leagues/${league.id}/card`;
    const saved = await owner.put(card, {
      weekId: first.weekId,
      picks: [{ gameId: first.id, winner: "HOME", confidence: 2 }],
    });
    expect(saved.status).toBe(200);
    const room = await watchLeague(server.url, "owner@example.com", league.id);
    await waitFor(room, () => room.state.week.size === 2);

    await liveScore(first, 7, 0);
    await projects(room, 1, { [ownerId]: { points: 2, rank: 1 }, [memberId]: { points: 0, rank: 2 } });
    await db().insert(leagueVoidedGames).values({ leagueId: league.id, gameId: first.id, voidedAt: clock.now() });
    await liveScore(first, 14, 0);
    await projects(room, 0, {});
    await room.leave();
  });

  it("breaks a projected tie with the tiebreaker game's total now while that game is live", async () => {
    const { owner, member, league, ownerId, memberId, first, second } = await world({ tiebreaker: true });
    const card = `/api/leagues/${league.id}/card`;
    const picks = [{ gameId: second.id, winner: "HOME" }];
    // The member saves first, so on points alone they would lead a tie.
    expect((await member.put(card, { weekId: first.weekId, picks, tiebreakerTotal: 50 })).status).toBe(200);
    expect((await owner.put(card, { weekId: first.weekId, picks, tiebreakerTotal: 30 })).status).toBe(200);
    const room = await watchLeague(server.url, "member@example.com", league.id);
    await waitFor(room, () => room.state.week.size === 2);

    // The second game is the slate's last kickoff, the week's tiebreaker: 28 points so far.
    await liveScore(second, 21, 7);
    await projects(room, 1, { [ownerId]: { points: 1, rank: 1 }, [memberId]: { points: 1, rank: 2 } });
    await liveScore(second, 28, 21);
    await projects(room, 1, { [ownerId]: { points: 1, rank: 2 }, [memberId]: { points: 1, rank: 1 } });
    await room.leave();
  });
});
