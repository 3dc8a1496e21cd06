import type { CurrentUser } from "@shared/contracts/auth";
import type { ProfileUpdateBody, SetHandleBody } from "@shared/contracts/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authQueries } from "@/features/auth/auth.queries";
import { apiRequest } from "@/lib/api";

function useRefreshUserOnSuccess() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: authQueries.user().queryKey });
}

/** Profile setup: PATCH /api/auth/set-handle; the user query is refreshed before callers continue. */
export function useSetHandle() {
  const refreshUser = useRefreshUserOnSuccess();
  return useMutation({
    mutationFn: (body: SetHandleBody) => apiRequest<CurrentUser>("PATCH", "/api/auth/set-handle", body),
    onSuccess: refreshUser,
  });
}

export function useUpdateProfile() {
  const refreshUser = useRefreshUserOnSuccess();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => apiRequest<CurrentUser>("PATCH", "/api/me/profile", body),
    onSuccess: refreshUser,
  });
}
