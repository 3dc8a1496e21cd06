import { queryOptions } from "@tanstack/react-query";
import { api, ok } from "@/lib/api-client";

/** The profile's own reads; each key is the path it GETs. */
export const profileQueries = {
  /** The caller's weekly wins and league titles (issue 20). */
  leagueHonors: () =>
    queryOptions({ queryKey: ["/api/me/league-honors"], queryFn: () => ok(api.me["league-honors"].$get()) }),
};
