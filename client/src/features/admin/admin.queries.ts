import { queryOptions } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api";

export const adminQueries = {
  status: () => queryOptions({ queryKey: ["/api/admin/auth/status"], queryFn: getQueryFn<{ isAdmin: boolean }>() }),
};
