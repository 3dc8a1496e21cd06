import { handleAvailabilityPrecheck, handleSchema, profileHandleSchema } from "@shared/domain/handle";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, ok } from "@/lib/api-client";
import { useDebouncedValue } from "@/lib/use-debounced-value";

export type HandleAvailabilityState = "idle" | "checking" | "available" | "unavailable";

export interface HandleAvailability {
  state: HandleAvailabilityState;
  message: string | null;
}

/** RULES §9: re-checked 300 ms after the last keystroke. */
export const HANDLE_CHECK_DEBOUNCE_MS = 300;

export const handleQueries = {
  check: (handle: string) =>
    queryOptions({
      queryKey: ["/api/auth/check-handle", { handle }],
      queryFn: () => ok(api.auth["check-handle"].$get({ query: { handle } })),
      // Availability changes as other players sign up, so an old answer is never reused on remount.
      staleTime: 0,
    }),
  /** Kept for the session: a prefilled field must not change under the player on a refetch. */
  suggestion: () =>
    queryOptions({
      queryKey: ["/api/auth/suggest-handle"],
      queryFn: () => ok(api.auth["suggest-handle"].$get()),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

export function useHandleAvailability(
  raw: string,
  options: { mode: "setup" | "profile"; currentHandle?: string | null },
): HandleAvailability {
  const handle = raw.trim();
  const precheck = handleAvailabilityPrecheck(raw, options);
  const debounced = useDebouncedValue(handle, HANDLE_CHECK_DEBOUNCE_MS);
  const settled = debounced === handle;
  const check = useQuery({ ...handleQueries.check(debounced), enabled: precheck === "check" && settled });

  if (precheck !== "check") {
    return { state: precheck === "unavailable" ? "unavailable" : "idle", message: localMessage(handle, options) };
  }
  if (!settled || check.isFetching || check.isPending) return { state: "checking", message: null };
  if (check.isError) return { state: "unavailable", message: "Failed to check availability" };
  if (check.data.available) return { state: "available", message: "Username is available!" };
  return { state: "unavailable", message: check.data.error || "Username is already taken" };
}

/** The validation text shown before any server check; nothing for an empty field or the current handle. */
function localMessage(handle: string, options: { mode: "setup" | "profile"; currentHandle?: string | null }) {
  if (handle === "") return null;
  if (options.mode === "profile" && handle === options.currentHandle?.trim()) return null;
  const result = (options.mode === "profile" ? profileHandleSchema : handleSchema).safeParse(handle);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
