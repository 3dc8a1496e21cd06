import { QueryClientProvider } from "@tanstack/react-query";
import { Suspense, useLayoutEffect } from "react";
import { StandardLayout } from "@/components/layout/standard-layout";
import { useTeamColorTheme } from "@/components/layout/use-team-color-theme";
import { TooltipProvider } from "@/components/ui/tooltip";
import { useCurrentUser } from "@/features/auth/auth.queries";
import { usePostLoginRedirect } from "@/features/auth/use-post-login-redirect";
import { skipRepeatedEntrances } from "@/features/first-paint/first-paint.client";
import { lazyNamed } from "@/lib/lazy-named";
import { queryClient } from "@/lib/query-client";
import { AppRoutes } from "./app-routes";

// Neither is part of the first paint: toasts follow an action, the gate only a player without a handle.
const Toaster = lazyNamed(() => import("@/components/ui/toaster"), "Toaster");
const ProfileGate = lazyNamed(() => import("@/features/profile-setup/profile-gate"), "ProfileGate");

export function App({ replacesFirstPaint = false }: { replacesFirstPaint?: boolean }) {
  useLayoutEffect(() => {
    if (replacesFirstPaint) skipRepeatedEntrances();
  }, [replacesFirstPaint]);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <AppShell />
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </TooltipProvider>
    </QueryClientProvider>
  );
}

function AppShell() {
  const { user, isSignedIn, isKnown } = useCurrentUser();
  useTeamColorTheme(isKnown ? (user?.favoriteTeamColor ?? null) : undefined);
  usePostLoginRedirect(isSignedIn);
  return (
    <>
      <StandardLayout>
        <AppRoutes />
      </StandardLayout>
      {user?.needsHandle && (
        <Suspense fallback={null}>
          <ProfileGate user={user} />
        </Suspense>
      )}
    </>
  );
}
