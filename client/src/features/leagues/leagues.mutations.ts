import type { WeekSlateBody } from "@shared/contracts/league-rules";
import type { WeekTiebreakerBody } from "@shared/contracts/league-tiebreaker";
import type { LeagueVoids, VoidGameBody } from "@shared/contracts/league-voids";
import type { CreateLeagueBody, UpdateLeagueBody } from "@shared/contracts/leagues";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api";
import { api, ok, segment } from "@/lib/api-client";
import { invalidateLeagues, leagueQueries } from "./leagues.queries";

/** RULES §8 "League toasts": the server's message, else the fallback text. */
const failed = (fallback: string) => (error: unknown) =>
  toast({ variant: "destructive", title: "Error", description: getErrorMessage(error, fallback) });

/**
 * The create form sends what the dialog shows, its league type always, with the pool format's rules
 * the owner changed; the server fills seasonScope and every rule left out with its default.
 */
export type CreateLeagueInput = Pick<
  CreateLeagueBody,
  | "name"
  | "slug"
  | "description"
  | "visibility"
  | "leagueType"
  | "pickMode"
  | "confidence"
  | "slate"
  | "deadline"
  | "tiebreaker"
  | "points"
>;

export function useCreateLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLeagueInput) => ok(api.leagues.$post({ json: body })),
    onSuccess: (league) => {
      toast({ title: "League created!" });
      queryClient.setQueryData(leagueQueries.detail(league.id).queryKey, league);
      return invalidateLeagues(queryClient);
    },
    onError: failed("Failed to create league."),
  });
}

export function useJoinByCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (joinCode: string) => ok(api.leagues.join.$post({ json: { joinCode } })),
    onSuccess: () => {
      toast({ title: "You've joined the league." });
      return invalidateLeagues(queryClient);
    },
    onError: failed("Invalid join code or you're already a member."),
  });
}

/** The Join League button of a public league's page. */
export function useJoinPublicLeague(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => ok(api.leagues[":id"].join.$post({ param: { id: leagueId } })),
    onSuccess: () => {
      toast({ title: "You've joined the league." });
      return invalidateLeagues(queryClient);
    },
    onError: failed("Failed to join league"),
  });
}

/** The invite page: it shows "You're In!" itself, so no toast on success. */
export function useJoinByInvite(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => ok(api.leagues.join[":code"].$post({ param: { code: segment(code) } })),
    onSuccess: () => invalidateLeagues(queryClient),
    onError: failed("Failed to join league"),
  });
}

export function useUpdateLeague(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateLeagueBody) => ok(api.leagues[":id"].$patch({ param: { id: leagueId }, json: body })),
    onSuccess: (league) => {
      toast({ title: "Settings updated!" });
      queryClient.setQueryData(leagueQueries.detail(leagueId).queryKey, league);
      return invalidateLeagues(queryClient);
    },
    onError: failed("Failed to update settings"),
  });
}

export function useRemoveMember(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      ok(api.leagues[":id"].members[":userId"].$delete({ param: { id: leagueId, userId } })),
    onSuccess: () => {
      toast({ title: "Member removed" });
      return invalidateLeagues(queryClient);
    },
    onError: failed("Failed to remove member"),
  });
}

/** Owner only: a new join code; the old one stops working at once. */
export function useRotateJoinCode(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => ok(api.leagues[":id"]["join-code"].$post({ param: { id: leagueId } })),
    onSuccess: ({ joinCode }) => {
      toast({ title: "New join code created", description: "The old code and invite link no longer work." });
      queryClient.setQueryData(leagueQueries.detail(leagueId).queryKey, (league) => league && { ...league, joinCode });
    },
    onError: failed("Failed to create a new join code"),
  });
}

/**
 * Owner only (issue 20): the week's chosen games; the slate, the members' cards built on it and the
 * Nudge's list of who still has to pick them (issue 39) are read again.
 */
export function useSetLeagueSlate(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WeekSlateBody) => ok(api.leagues[":id"].slate.$put({ param: { id: leagueId }, json: body })),
    onSuccess: (slate) => {
      toast({ title: "This week's games saved" });
      queryClient.setQueryData(leagueQueries.slate(leagueId, slate.weekId).queryKey, slate);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/leagues", leagueId, "slate"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/leagues", leagueId, "card"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/leagues", leagueId, "missing-cards"] }),
      ]);
    },
    onError: failed("Failed to save this week's games"),
  });
}

/** A void or restore regrades the league's rows of the game: its voids, cards, picks and standings are read again. */
function useVoidChange<V>(leagueId: string, call: (input: V) => Promise<LeagueVoids>, done: string, fallback: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (voids) => {
      toast({ title: done });
      queryClient.setQueryData(leagueQueries.voids(leagueId, voids.weekId).queryKey, voids);
      return queryClient.invalidateQueries({
        predicate: ({ queryKey }) => queryKey[0] === "/api/leagues" && queryKey[1] === leagueId,
      });
    },
    onError: failed(fallback),
  });
}

/** Owner only (decision 025): the game earns nothing in the league; each pick gets a void row. */
export function useVoidLeagueGame(leagueId: string) {
  return useVoidChange(
    leagueId,
    (body: VoidGameBody) => ok(api.leagues[":id"].voids.$post({ param: { id: leagueId }, json: body })),
    "Game voided for the league",
    "Failed to void the game",
  );
}

/** Owner only (decision 025): a voided game counts again. */
export function useRestoreLeagueGame(leagueId: string) {
  return useVoidChange(
    leagueId,
    (gameId: string) => ok(api.leagues[":id"].voids[":gameId"].$delete({ param: { id: leagueId, gameId } })),
    "Game restored",
    "Failed to restore the game",
  );
}

/** Owner only (decision 025): the week's tiebreaker game; the members' cards show it. */
export function useSetWeekTiebreaker(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WeekTiebreakerBody) =>
      ok(api.leagues[":id"].tiebreaker.$put({ param: { id: leagueId }, json: body })),
    onSuccess: (tiebreaker) => {
      toast({ title: "Tiebreaker game saved" });
      queryClient.setQueryData(leagueQueries.tiebreaker(leagueId, tiebreaker.weekId).queryKey, tiebreaker);
      return queryClient.invalidateQueries({ queryKey: ["/api/leagues", leagueId, "card"] });
    },
    onError: failed("Failed to save the tiebreaker game"),
  });
}
