import type { GameDto, PickDto, weekListItemSchema } from "@shared/contracts/games";
import type { LeaderboardResponse } from "@shared/contracts/leaderboard";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest, getQueryFn, pathFromQueryKey } from "@/lib/api";

/** One page of "Show more". */
export const LEADERBOARD_PAGE_SIZE = 100;

export type BoardChoice = { scope: "current" | "all" } | { weekId: string };
export type WeekOption = z.infer<typeof weekListItemSchema>;
export type UserWeekPick = PickDto & { game: GameDto };

/** Every leaderboard read of RULES §7; each key is the path it GETs (lib/api.ts pathFromQueryKey). */
export const leaderboardQueries = {
  /** GET /api/leaderboard, a page at a time: offset grows by a page per "Show more". */
  board: (choice: BoardChoice) =>
    infiniteQueryOptions({
      queryKey: ["/api/leaderboard", { ...choice, limit: LEADERBOARD_PAGE_SIZE }],
      initialPageParam: 0,
      queryFn: ({ queryKey, pageParam }) =>
        apiRequest<LeaderboardResponse>("GET", pathFromQueryKey([...queryKey, { offset: pageParam || undefined }])),
      getNextPageParam: (last, pages) => {
        const loaded = pages.reduce((n, page) => n + page.entries.length, 0);
        return loaded < last.total ? loaded : undefined;
      },
    }),
  /** GET /api/weeks: past weeks for the Previous Week dropdown. */
  weeks: () => queryOptions({ queryKey: ["/api/weeks"], queryFn: getQueryFn<WeekOption[]>() }),
  /** GET /api/users/{id}/picks/current: another player's locked picks of a week (the current one without weekId). */
  userPicks: (userId: string, weekId?: string) =>
    queryOptions({
      queryKey: ["/api/users", userId, "picks", "current", { weekId }],
      queryFn: getQueryFn<UserWeekPick[]>(),
    }),
};

/** Every board the cache holds: refreshed together after a change (a pick, a finalize). */
export const leaderboardKeyPrefix = ["/api/leaderboard"] as const;
