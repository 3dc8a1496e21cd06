import { queryOptions } from "@tanstack/react-query";
import { api, ok } from "@/lib/api-client";

export const myPicksQueries = {
  /** RULES §7 GET /api/me/picks; refreshed after a pick is saved and after an admin finalizes or regrades. */
  list: () => queryOptions({ queryKey: ["/api/me/picks"], queryFn: () => ok(api.me.picks.$get()) }),
};
