import { type AdminUserDto, type FinalizeBody, SYNC_FAILED_MESSAGE } from "@shared/contracts/games";
import type { PointsSettings } from "@shared/contracts/points";
import type { RegradeAllLine } from "@shared/contracts/regrade-all";
import type { TriviaSettingsUpdate } from "@shared/contracts/settings";
import { menuDisplayName } from "@shared/domain/display-name";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api";
import { api, ok } from "@/lib/api-client";
import { adminQueries, invalidateGameData, invalidateLeaderboards, sharedKeys } from "./admin.queries";
import { regradeAll } from "./regrade-all";

/** RULES §8 "Admin toasts" and success messages; texts are verbatim. */
export const failed = (title: string, description: string) => () =>
  toast({ variant: "destructive", title, description });

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: AdminUserDto) => ok(api.admin.users[":id"].$delete({ param: { id: user.id } })),
    onSuccess: (_data, user) => {
      toast({ title: "User deleted", description: `user ${menuDisplayName(user)} has been removed` });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueries.users().queryKey }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.currentWeek }),
        invalidateLeaderboards(queryClient),
      ]);
    },
    onError: failed("Error", "Failed to delete user."),
  });
}

export function useSavePointsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsSettings) => ok(api.admin.settings.points.$put({ json: body })),
    onSuccess: () => {
      toast({ title: "Settings updated!" });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueries.pointsSettings().queryKey }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.publicPoints }),
      ]);
    },
    onError: failed("Error", "Failed to update points system."),
  });
}

export function useSaveTriviaSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TriviaSettingsUpdate) => ok(api.admin.settings.trivia.$put({ json: body })),
    onSuccess: () => {
      toast({ title: "Settings updated!" });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueries.triviaSettings().queryKey }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.publicTrivia }),
      ]);
    },
    onError: failed("Error", "Failed to update trivia settings."),
  });
}

export function useSyncGames() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => ok(api.admin.sync.$post()),
    onSuccess: () => {
      toast({ title: "Sync complete!", description: "Games have been updated from CFBD API." });
      return invalidateGameData(queryClient);
    },
    onError: failed("Sync failed", SYNC_FAILED_MESSAGE),
  });
}

export function useRecalculateBoundaries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (weekId: string) =>
      ok(api.admin.weeks[":id"]["recalculate-boundaries"].$post({ param: { id: weekId } })),
    onSuccess: (data) => {
      toast({ title: "Week boundaries updated!", description: data?.message });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: sharedKeys.currentWeek }),
        invalidateLeaderboards(queryClient),
      ]);
    },
    onError: failed("Recalculation failed", "Failed to recalculate week boundaries. Please try again."),
  });
}

/** RULES §8 shows no error handler for these three; a plain error toast with the server's reason is kept. */
export const gameActionFailed = (error: unknown) =>
  toast({ variant: "destructive", title: "Error", description: getErrorMessage(error) });

export function useSetPopular(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isPopular: boolean) =>
      ok(api.admin.games[":id"].popular.$patch({ param: { id: gameId }, json: { isPopular } })),
    onSuccess: () => invalidateGameData(queryClient),
    onError: gameActionFailed,
  });
}

export function useFinalizeGame(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FinalizeBody) => ok(api.admin.finalize[":gameId"].$post({ param: { gameId }, json: body })),
    onSuccess: () => {
      toast({ title: "Game finalized!", description: "Scores have been set and picks have been graded." });
      return invalidateGameData(queryClient);
    },
    onError: gameActionFailed,
  });
}

export function useRegradeGame(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => ok(api.admin.regrade[":gameId"].$post({ param: { gameId } })),
    onSuccess: () => {
      toast({ title: "Regrade complete!" });
      return invalidateGameData(queryClient);
    },
    onError: gameActionFailed,
  });
}

/** Regrade all: every final game of the season, its progress reported line by line as the server streams it. */
export function useRegradeAll(onProgress: (line: RegradeAllLine) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => regradeAll(onProgress),
    onSuccess: (last) => {
      toast({
        title: "Regrade complete!",
        description: `${last.total} final ${last.total === 1 ? "game" : "games"} regraded.`,
      });
      return invalidateGameData(queryClient);
    },
    // Games finished before a failure stay regraded: what is shown must move anyway.
    onError: (error) => {
      gameActionFailed(error);
      return invalidateGameData(queryClient);
    },
  });
}
