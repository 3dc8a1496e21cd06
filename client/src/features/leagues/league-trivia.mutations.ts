import type { LeagueGenerateBody } from "@shared/contracts/trivia-questions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { triviaQueries } from "@/features/trivia/trivia.queries";
import { getErrorMessage } from "@/lib/api";
import { api, ok } from "@/lib/api-client";
import { leagueQueries } from "./leagues.queries";

/** RULES §8 "League toasts": the rules text as the title, the server's reason (e.g. no teams found) below it. */
const failed = (title: string) => (error: unknown) =>
  toast({ variant: "destructive", title, description: getErrorMessage(error, "Please try again.") });

export function useExtractTopics(leagueId: string) {
  return useMutation({
    mutationFn: (description: string) =>
      ok(api.leagues[":id"].trivia["extract-topics"].$post({ param: { id: leagueId }, json: { description } })),
    onSuccess: ({ topics }) =>
      toast({
        title: "Topics extracted!",
        description: `Found ${topics.length} ${topics.length === 1 ? "topic" : "topics"}.`,
      }),
    onError: failed("Failed to extract topics"),
  });
}

export function useGenerateLeagueTrivia(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeagueGenerateBody) =>
      ok(api.leagues[":id"].trivia.generate.$post({ param: { id: leagueId }, json: body })),
    onSuccess: ({ questions }) => {
      const n = questions.length;
      toast({
        title: "Trivia generated!",
        description: `${n} ${n === 1 ? "question" : "questions"} added to your league's trivia.`,
      });
      // The new set shows on /trivia, and the league's own views (its trivia race) may count it.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: triviaQueries.daily().queryKey }),
        queryClient.invalidateQueries({ queryKey: leagueQueries.detail(leagueId).queryKey }),
      ]);
    },
    onError: failed("Failed to generate trivia"),
  });
}
