import type { PointsSettings } from "@shared/contracts/points";
import type { TriviaSettings } from "@shared/contracts/settings";
import { queryOptions } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api";

export const settingsQueries = {
  points: () => queryOptions({ queryKey: ["/api/settings/points"], queryFn: getQueryFn<PointsSettings>() }),
  /** The answer time limit and the streak bonus amounts, as every player may read them. */
  trivia: () => queryOptions({ queryKey: ["/api/settings/trivia"], queryFn: getQueryFn<TriviaSettings>() }),
};
