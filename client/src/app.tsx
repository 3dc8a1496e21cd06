import { QueryClientProvider } from "@tanstack/react-query";
import { StandardLayout } from "@/components/layout/standard-layout";
import { useTeamColorTheme } from "@/components/layout/use-team-color-theme";
import { Toaster } from "@/components/ui/toaster";
import { TooltipProvider } from "@/components/ui/tooltip";
import { useCurrentUser } from "@/features/auth/auth.queries";
import { usePostLoginRedirect } from "@/features/auth/use-post-login-redirect";
import { ProfileGate } from "@/features/profile-setup/profile-gate";
import { queryClient } from "@/lib/query-client";
import { AppRoutes } from "./app-routes";

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <AppShell />
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}

function AppShell() {
  const { user, isSignedIn } = useCurrentUser();
  useTeamColorTheme(user?.favoriteTeamColor);
  usePostLoginRedirect(isSignedIn);
  return (
    <>
      <StandardLayout>
        <AppRoutes />
      </StandardLayout>
      <ProfileGate user={user} />
    </>
  );
}
