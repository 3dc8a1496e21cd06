import { queryOptions } from "@tanstack/react-query";
import type { CurrentWeekResponse } from "@shared/contracts/games";
import { getQueryFn } from "@/lib/api";

export const weekQueries = {
  current: () =>
    queryOptions({ queryKey: ["/api/weeks/current"], queryFn: getQueryFn<CurrentWeekResponse>() }),
};
