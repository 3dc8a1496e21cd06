import type { LeagueSeasonEntry, LeagueWeekEntry } from "@shared/contracts/leaderboard";
import type {
  LeagueDetail,
  LeagueInvite,
  LeagueListResponse,
  LeagueMember,
  leagueSlugResponseSchema,
} from "@shared/contracts/leagues";
import type { TriviaRace } from "@shared/contracts/trivia";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { timedCall } from "@/features/trivia/server-clock.store";
import { apiRequest, getQueryFn } from "@/lib/api";

/** Every league read of RULES §7; each key is the path it GETs (lib/api.ts pathFromQueryKey). */
export const leagueQueries = {
  list: () => queryOptions({ queryKey: ["/api/leagues"], queryFn: getQueryFn<LeagueListResponse>() }),
  detail: (leagueId: string) =>
    queryOptions({ queryKey: ["/api/leagues", leagueId], queryFn: getQueryFn<LeagueDetail>() }),
  members: (leagueId: string) =>
    queryOptions({ queryKey: ["/api/leagues", leagueId, "members"], queryFn: getQueryFn<LeagueMember[]>() }),
  seasonStandings: (leagueId: string) =>
    queryOptions({
      queryKey: ["/api/leagues", leagueId, "standings", "season"],
      queryFn: getQueryFn<LeagueSeasonEntry[]>(),
    }),
  weekStandings: (leagueId: string, weekId: string) =>
    queryOptions({
      queryKey: ["/api/leagues", leagueId, "standings", "week", weekId],
      queryFn: getQueryFn<LeagueWeekEntry[]>(),
    }),
  /** Today's trivia race; its round trip also feeds the one server-clock offset (racers' countdowns are in server time). */
  triviaRace: (leagueId: string) =>
    queryOptions({
      queryKey: ["/api/leagues", leagueId, "trivia", "race"],
      queryFn: () => timedCall(() => apiRequest<TriviaRace>("GET", `/api/leagues/${leagueId}/trivia/race`)),
    }),
  byCode: (code: string) =>
    queryOptions({ queryKey: ["/api/leagues/by-code", code], queryFn: getQueryFn<LeagueInvite>() }),
  bySlug: (slug: string) =>
    queryOptions({
      queryKey: ["/api/leagues/slug", slug],
      queryFn: getQueryFn<z.infer<typeof leagueSlugResponseSchema>>(),
    }),
};

/** A join, removal or edit can change any league view: lists, details, members, standings, invites. */
export function invalidateLeagues(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => typeof queryKey[0] === "string" && queryKey[0].startsWith("/api/leagues"),
  });
}
