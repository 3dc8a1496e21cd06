import type { AiGenerateBody, CreateQuestionBody } from "@shared/contracts/trivia-questions";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { triviaQueries } from "@/features/trivia/trivia.queries";
import { api, ok } from "@/lib/api-client";
import { failed, gameActionFailed } from "./admin.mutations";
import { adminQueries } from "./admin.queries";
import { aiGeneratedMessage } from "./ai-generate";

/** The bank changed: the admin list, and today's global set, which is topped up from the bank. */
function refreshBank(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminQueries.triviaQuestions().queryKey }),
    queryClient.invalidateQueries({ queryKey: triviaQueries.daily().queryKey }),
  ]);
}

export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateQuestionBody) => ok(api.admin.trivia.questions.$post({ json: body })),
    onSuccess: () => {
      toast({ title: "Trivia question created" });
      return refreshBank(queryClient);
    },
    onError: failed("Error", "Failed to create question."),
  });
}

/** RULES §8 shows no error handler for question delete; the server's reason is toasted like the game actions. */
export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => ok(api.admin.trivia.questions[":id"].$delete({ param: { id } })),
    onSuccess: (_data, id) => {
      toast({ title: "Question deleted" });
      // Drop the row at once; a 1,000-question refetch should not hold it on screen.
      queryClient.setQueryData(adminQueries.triviaQuestions().queryKey, (list) => list?.filter((q) => q.id !== id));
      return refreshBank(queryClient);
    },
    onError: gameActionFailed,
  });
}

export function useSeedQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => ok(api.admin.trivia.seed.$post()),
    onSuccess: ({ count }) => {
      toast({ title: `Seeded ${count} trivia questions` });
      return refreshBank(queryClient);
    },
    onError: failed("Error", "Failed to seed questions."),
  });
}

export function useGenerateAiQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AiGenerateBody) => ok(api.admin.trivia.generate.$post({ json: body })),
    onSuccess: ({ count }, body) => {
      toast({ title: aiGeneratedMessage(count, body.scheduledDate) });
      return refreshBank(queryClient);
    },
    onError: failed("Error", "Failed to generate AI questions."),
  });
}
