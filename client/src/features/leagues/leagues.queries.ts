import { queryOptions } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api";

export const leagueQueries = {
  all: () => ["/api/leagues"] as const,
  bySlug: (slug: string) =>
    queryOptions({ queryKey: ["/api/leagues/slug", slug], queryFn: getQueryFn<{ id: string | number }>() }),
};
