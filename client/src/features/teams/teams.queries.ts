import type { TeamDto } from "@shared/contracts/profile";
import { queryOptions } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api";

export type Team = TeamDto;

export const teamQueries = {
  list: () => queryOptions({ queryKey: ["/api/teams"], queryFn: getQueryFn<Team[]>() }),
};
