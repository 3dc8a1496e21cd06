import type { CurrentWeekResponse, PickDto } from "@shared/contracts/games";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { game } from "./week.fixtures";
import { applySavedPick, weekQueries } from "./week.queries";
import { withSavedPick } from "./week-cache";

const [first, second] = [game(), game()];

function pick(values: Partial<PickDto> = {}): PickDto {
  return {
    id: "p1",
    userId: "u1",
    gameId: first.id,
    winner: "HOME",
    predHomeScore: null,
    predAwayScore: null,
    predOverUnder: null,
    createdAt: "2024-11-20T00:00:00.000Z",
    updatedAt: "2024-11-20T00:00:00.000Z",
    lockedAt: null,
    ...values,
  };
}

function week(userPicks: CurrentWeekResponse["userPicks"] = []): CurrentWeekResponse {
  return {
    week: null,
    games: [first, second],
    userPicks,
    syncing: false,
    serverNow: "2024-11-22T23:00:00.000Z",
    source: "replay",
  };
}

describe("a saved pick in the cached week", () => {
  it("adds a first pick of a game with no points yet", () => {
    const saved = pick({ winner: "AWAY" });
    expect(withSavedPick(week(), saved).userPicks).toEqual([{ ...saved, pointsTxns: [] }]);
  });

  it("replaces the game's earlier pick and leaves the other games' picks alone", () => {
    const other = { ...pick({ id: "p2", gameId: second.id }), pointsTxns: [] };
    const before = week([{ ...pick(), pointsTxns: [] }, other]);
    const saved = pick({ winner: "AWAY", predAwayScore: 24, updatedAt: "2024-11-21T00:00:00.000Z" });
    expect(withSavedPick(before, saved).userPicks).toEqual([{ ...saved, pointsTxns: [] }, other]);
  });

  it("ignores an answer older than the cached pick, when two saves cross", () => {
    const before = week([{ ...pick({ winner: "AWAY", updatedAt: "2024-11-21T00:00:02.000Z" }), pointsTxns: [] }]);
    expect(withSavedPick(before, pick({ updatedAt: "2024-11-21T00:00:01.000Z" }))).toBe(before);
  });

  it("ignores a pick of a game outside the cached week", () => {
    const before = week();
    expect(withSavedPick(before, pick({ gameId: "another-week" }))).toBe(before);
  });

  it("is written into the week query without refetching or invalidating it", async () => {
    const queryClient = new QueryClient();
    const key = weekQueries.current().queryKey;
    queryClient.setQueryData(key, week());
    const saved = pick({ winner: "AWAY" });
    await applySavedPick(queryClient, saved);
    expect(queryClient.getQueryData(key)?.userPicks).toEqual([{ ...saved, pointsTxns: [] }]);
    expect(queryClient.getQueryState(key)).toMatchObject({ isInvalidated: false, fetchStatus: "idle" });
  });
});
