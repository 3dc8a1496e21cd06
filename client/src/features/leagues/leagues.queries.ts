import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { api, ok, segment } from "@/lib/api-client";
import { timedCall } from "@/lib/server-clock";

/** Every league read of RULES §7, through the typed client; each key is the path it GETs. */
export const leagueQueries = {
  list: () => queryOptions({ queryKey: ["/api/leagues"], queryFn: () => ok(api.leagues.$get()) }),
  detail: (leagueId: string) =>
    queryOptions({
      queryKey: ["/api/leagues", leagueId],
      queryFn: () => ok(api.leagues[":id"].$get({ param: { id: leagueId } })),
    }),
  members: (leagueId: string) =>
    queryOptions({
      queryKey: ["/api/leagues", leagueId, "members"],
      queryFn: () => ok(api.leagues[":id"].members.$get({ param: { id: leagueId } })),
    }),
  seasonStandings: (leagueId: string) =>
    queryOptions({
      queryKey: ["/api/leagues", leagueId, "standings", "season"],
      queryFn: () => ok(api.leagues[":id"].standings.season.$get({ param: { id: leagueId } })),
    }),
  weekStandings: (leagueId: string, weekId: string) =>
    queryOptions({
      queryKey: ["/api/leagues", leagueId, "standings", "week", weekId],
      queryFn: () => ok(api.leagues[":id"].standings.week[":weekId"].$get({ param: { id: leagueId, weekId } })),
    }),
  /** The season week by week: points, ranks, winners under each week's rules, the champion (issue 20). */
  history: (leagueId: string) =>
    queryOptions({
      queryKey: ["/api/leagues", leagueId, "history"],
      queryFn: () => ok(api.leagues[":id"].history.$get({ param: { id: leagueId } })),
    }),
  /** The caller's own card of a league week (issue 20); without a weekId, the current week's. */
  card: (leagueId: string, weekId?: string) =>
    queryOptions({
      queryKey: ["/api/leagues", leagueId, "card", { weekId }],
      queryFn: () => ok(api.leagues[":id"].card.$get({ param: { id: leagueId }, query: { weekId } })),
    }),
  /** A survivor pool's week (decision 040): members alive and out, used teams, picks once locked. */
  survivor: (leagueId: string, weekId?: string) =>
    queryOptions({
      queryKey: ["/api/leagues", leagueId, "survivor", { weekId }],
      queryFn: () => ok(api.leagues[":id"].survivor.$get({ param: { id: leagueId }, query: { weekId } })),
    }),
  /** The games the owner chose for a week (issue 20); empty, with no setAt, until chosen. */
  slate: (leagueId: string, weekId: string) =>
    queryOptions({
      queryKey: ["/api/leagues", leagueId, "slate", { weekId }],
      queryFn: () => ok(api.leagues[":id"].slate.$get({ param: { id: leagueId }, query: { weekId } })),
    }),
  /** The games of a week the owner voided for the league (decision 025). */
  voids: (leagueId: string, weekId: string) =>
    queryOptions({
      queryKey: ["/api/leagues", leagueId, "voids", { weekId }],
      queryFn: () => ok(api.leagues[":id"].voids.$get({ param: { id: leagueId }, query: { weekId } })),
    }),
  /** A week's tiebreaker game: the one the owner named, else the slate's last kickoff (decision 025). */
  tiebreaker: (leagueId: string, weekId: string) =>
    queryOptions({
      queryKey: ["/api/leagues", leagueId, "tiebreaker", { weekId }],
      queryFn: () => ok(api.leagues[":id"].tiebreaker.$get({ param: { id: leagueId }, query: { weekId } })),
    }),
  /** Today's trivia race; its round trip also feeds the one server-clock offset (racers' countdowns are in server time). */
  triviaRace: (leagueId: string) =>
    queryOptions({
      queryKey: ["/api/leagues", leagueId, "trivia", "race"],
      queryFn: () => timedCall(() => ok(api.leagues[":id"].trivia.race.$get({ param: { id: leagueId } }))),
    }),
  byCode: (code: string) =>
    queryOptions({
      queryKey: ["/api/leagues/by-code", code],
      queryFn: () => ok(api.leagues["by-code"][":code"].$get({ param: { code: segment(code) } })),
    }),
  bySlug: (slug: string) =>
    queryOptions({
      queryKey: ["/api/leagues/slug", slug],
      queryFn: () => ok(api.leagues.slug[":slug"].$get({ param: { slug: segment(slug) } })),
    }),
};

/** A join, removal or edit can change any league view: lists, details, members, standings, invites. */
export function invalidateLeagues(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => typeof queryKey[0] === "string" && queryKey[0].startsWith("/api/leagues"),
  });
}
