import { queryOptions } from "@tanstack/react-query";
import type { TriviaStats } from "@shared/contracts/profile";
import { getQueryFn } from "@/lib/api";

export const triviaQueries = {
  stats: () => queryOptions({ queryKey: ["/api/trivia/stats"], queryFn: getQueryFn<TriviaStats>() }),
};
