import { QueryClient } from "@tanstack/react-query";

/**
 * RULES §7: cached data never goes stale, no interval or focus refetch, no retries. There is no
 * default query function: each query reads through the typed client (lib/api-client.ts).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Infinity,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});
