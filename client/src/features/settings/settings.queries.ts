import { queryOptions } from "@tanstack/react-query";
import { api, ok } from "@/lib/api-client";

export const settingsQueries = {
  points: () => queryOptions({ queryKey: ["/api/settings/points"], queryFn: () => ok(api.settings.points.$get()) }),
  /** The answer time limit and the streak bonus amounts, as every player may read them. */
  trivia: () => queryOptions({ queryKey: ["/api/settings/trivia"], queryFn: () => ok(api.settings.trivia.$get()) }),
};
