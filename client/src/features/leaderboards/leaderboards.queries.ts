import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { api, ok } from "@/lib/api-client";

/** One page of "Show more". */
export const LEADERBOARD_PAGE_SIZE = 100;

export type BoardChoice = { scope: "current" | "all" } | { weekId: string };

/** Every leaderboard read of RULES §7, through the typed client; each key is the path it GETs. */
export const leaderboardQueries = {
  /** GET /api/leaderboard, a page at a time: offset grows by a page per "Show more". */
  board: (choice: BoardChoice) =>
    infiniteQueryOptions({
      queryKey: ["/api/leaderboard", { ...choice, limit: LEADERBOARD_PAGE_SIZE }],
      initialPageParam: 0,
      queryFn: ({ pageParam }) =>
        ok(
          api.leaderboard.$get({
            query: {
              ...choice,
              limit: String(LEADERBOARD_PAGE_SIZE),
              offset: pageParam ? String(pageParam) : undefined,
            },
          }),
        ),
      getNextPageParam: (last, pages) => {
        const loaded = pages.reduce((n, page) => n + page.entries.length, 0);
        return loaded < last.total ? loaded : undefined;
      },
    }),
  /** GET /api/weeks: past weeks for the Previous Week dropdown. */
  weeks: () => queryOptions({ queryKey: ["/api/weeks"], queryFn: () => ok(api.weeks.$get()) }),
  /** GET /api/users/{id}/picks/current: another player's locked picks of a week (the current one without weekId). */
  userPicks: (userId: string, weekId?: string) =>
    queryOptions({
      queryKey: ["/api/users", userId, "picks", "current", { weekId }],
      queryFn: () => ok(api.users[":id"].picks.current.$get({ param: { id: userId }, query: { weekId } })),
    }),
};

/** Every board the cache holds: refreshed together after a change (a pick, a finalize). */
export const leaderboardKeyPrefix = ["/api/leaderboard"] as const;
