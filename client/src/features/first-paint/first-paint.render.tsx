import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Router } from "wouter";
import { StandardLayout } from "@/components/layout/standard-layout";
import { TooltipProvider } from "@/components/ui/tooltip";
import { authQueries } from "@/features/auth/auth.queries";
import { LandingPage } from "@/features/landing/landing-page";
import { WeekPageLoading } from "@/features/week/week-page-header";
import type { FirstPaintKind } from "./first-paint";

/**
 * The home page's first paint as static HTML, rendered by the server from the app's own components:
 * a phone shows the landing hero, or the week's header, before the app's script has arrived. The app
 * replaces it with the same markup on its first render.
 */
export function renderFirstPaint(kind: FirstPaintKind): string {
  const queryClient = new QueryClient();
  // Signed out on the landing page; on the week page who is signed in is not known yet (the header waits, as the app's does).
  if (kind === "landing") queryClient.setQueryData(authQueries.user().queryKey, null);
  const page: ReactNode = kind === "landing" ? <LandingPage /> : <WeekPageLoading />;
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <Router ssrPath="/">
          <StandardLayout>{page}</StandardLayout>
        </Router>
      </TooltipProvider>
    </QueryClientProvider>,
  );
}
