import type { TeamDto } from "@shared/contracts/profile";
import { queryOptions } from "@tanstack/react-query";
import { api, ok } from "@/lib/api-client";

export type Team = TeamDto;

export const teamQueries = {
  list: () => queryOptions({ queryKey: ["/api/teams"], queryFn: () => ok(api.teams.$get()) }),
};
