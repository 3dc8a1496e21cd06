import { queryOptions } from "@tanstack/react-query";
import type { PointsSettings } from "@shared/contracts/points";
import { getQueryFn } from "@/lib/api";

export const settingsQueries = {
  points: () => queryOptions({ queryKey: ["/api/settings/points"], queryFn: getQueryFn<PointsSettings>() }),
};
