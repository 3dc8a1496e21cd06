import type { ReactNode } from "react";
import { CenteredSpinner } from "@/components/layout/centered-spinner";
import { weekQueries } from "@/features/week/week.queries";
import { lazyNamed } from "@/lib/lazy-named";
import { queryClient } from "@/lib/query-client";
import { useCurrentUser } from "./auth.queries";

export const LandingPage = lazyNamed(() => {
  // The marquee's games are asked for alongside the page's script.
  void queryClient.prefetchQuery(weekQueries.current());
  return import("@/features/landing/landing-page");
}, "LandingPage");

/** RULES §2/§6: signed-in screens show the landing page to signed-out visitors. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { isSignedIn, isLoading } = useCurrentUser();
  if (isLoading) return <CenteredSpinner />;
  return isSignedIn ? children : <LandingPage />;
}
