import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, ok, okOrSignedOut } from "@/lib/api-client";

export const authQueries = {
  /** RULES §6: signed in exactly when this returns data; a 401 means signed out (null). */
  user: () =>
    queryOptions({
      queryKey: ["/api/auth/user"],
      queryFn: () => okOrSignedOut(api.auth.user.$get()),
    }),
  providers: () =>
    queryOptions({
      queryKey: ["/api/auth/providers"],
      queryFn: () => ok(api.auth.providers.$get()),
    }),
};

export function useCurrentUser() {
  const query = useQuery(authQueries.user());
  const user = query.data ?? null;
  // isKnown: the server answered (a failed request leaves who is signed in unknown, not signed out).
  return { user, isLoading: query.isPending, isKnown: query.isSuccess, isSignedIn: user !== null };
}
