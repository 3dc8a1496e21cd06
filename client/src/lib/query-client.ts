import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api";

/** RULES §7: cached data never goes stale, no interval or focus refetch, no retries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: "throw" }),
      staleTime: Infinity,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});
