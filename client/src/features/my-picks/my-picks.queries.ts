import type { MyPickDto } from "@shared/contracts/games";
import { queryOptions } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api";

export const myPicksQueries = {
  /** RULES §7 GET /api/me/picks; refreshed after a pick is saved and after an admin finalizes or regrades. */
  list: () => queryOptions({ queryKey: ["/api/me/picks"], queryFn: getQueryFn<MyPickDto[]>() }),
};
