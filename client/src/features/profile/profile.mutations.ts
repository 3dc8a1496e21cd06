import type { ProfileUpdateBody, SetHandleBody } from "@shared/contracts/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authQueries } from "@/features/auth/auth.queries";
import { api, ok } from "@/lib/api-client";

function useRefreshUserOnSuccess() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: authQueries.user().queryKey });
}

/** Profile setup: PATCH /api/auth/set-handle; the user query is refreshed before callers continue. */
export function useSetHandle() {
  const refreshUser = useRefreshUserOnSuccess();
  return useMutation({
    mutationFn: (body: SetHandleBody) => ok(api.auth["set-handle"].$patch({ json: body })),
    onSuccess: refreshUser,
  });
}

export function useUpdateProfile() {
  const refreshUser = useRefreshUserOnSuccess();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => ok(api.me.profile.$patch({ json: body })),
    onSuccess: refreshUser,
  });
}
