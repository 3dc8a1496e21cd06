import type { AnswerBody, DailyTrivia } from "@shared/contracts/trivia";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiErrorStatus, getErrorMessage } from "@/lib/api";
import { api, ok } from "@/lib/api-client";
import { timedCall } from "@/lib/server-clock";
import { submitSummary } from "./daily-trivia";
import { refetchDaily, refreshPoints, triviaQueries } from "./trivia.queries";
import { withAnswer, withSubmitted, withUnlock } from "./trivia-cache";

/** RULES §8: a 409 (already answered or submitted) is silent; the page just catches up. */
export const isAlreadyAnswered = (error: unknown) => apiErrorStatus(error) === 409;

const dailyKey = triviaQueries.daily().queryKey;

function useDailyCache() {
  const queryClient = useQueryClient();
  const update = (change: (daily: DailyTrivia) => DailyTrivia) =>
    queryClient.setQueryData(dailyKey, (daily) => daily && change(daily));
  return { queryClient, update };
}

/** Starts a question's countdown on the server; its answer also re-measures the clock offset. */
export function useUnlockQuestion() {
  const { queryClient, update } = useDailyCache();
  return useMutation({
    mutationFn: (questionId: string) =>
      timedCall(() => ok(api.trivia.questions[":id"].unlock.$post({ param: { id: questionId } }))),
    onSuccess: (unlock) => update((daily) => withUnlock(daily, unlock)),
    onError: (error) => {
      if (!isAlreadyAnswered(error)) {
        toast({ variant: "destructive", title: "Failed to unlock question", description: getErrorMessage(error) });
      }
      return refetchDaily(queryClient);
    },
  });
}

/** One answer per question; an empty one when its countdown ran out. +1 point is credited right away. */
export function useAnswerQuestion() {
  const { queryClient, update } = useDailyCache();
  return useMutation({
    // The day the page shows: an answer sent at 23:59:59 Central still belongs to it.
    mutationFn: (body: AnswerBody) =>
      ok(api.trivia.answer.$post({ json: { ...body, day: queryClient.getQueryData(dailyKey)?.day } })),
    onSuccess: (answer) => {
      update((daily) => withAnswer(daily, answer));
      if (answer.pointsAwarded > 0) return refreshPoints(queryClient);
    },
    onError: (error) => {
      if (!isAlreadyAnswered(error)) toast({ variant: "destructive", title: "Failed to save answer" });
      return refetchDaily(queryClient);
    },
  });
}

/** Closes the global set of `day` (the page's); the answers are already stored, so it sends none. */
export function useSubmitTrivia() {
  const { queryClient, update } = useDailyCache();
  const refreshAll = () =>
    Promise.all([
      refetchDaily(queryClient),
      queryClient.invalidateQueries({ queryKey: triviaQueries.stats().queryKey }),
      refreshPoints(queryClient),
    ]);
  return useMutation({
    mutationFn: (day: string) => ok(api.trivia.submit.$post({ json: { answers: [], day } })),
    onSuccess: (result) => {
      toast({ title: "Trivia Complete!", description: submitSummary(result) });
      update(withSubmitted);
      return refreshAll();
    },
    onError: (error) => {
      if (!isAlreadyAnswered(error)) {
        toast({ variant: "destructive", title: "Failed to submit trivia" });
        return;
      }
      update(withSubmitted);
      return refetchDaily(queryClient);
    },
  });
}
