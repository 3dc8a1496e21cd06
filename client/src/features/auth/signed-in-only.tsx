import type { ReactNode } from "react";
import { CenteredSpinner } from "@/components/layout/centered-spinner";
import { lazyNamed } from "@/lib/lazy-named";
import { useCurrentUser } from "./auth.queries";

const LandingPage = lazyNamed(() => import("@/features/landing/landing-page"), "LandingPage");

/** SPEC §2/§6: signed-in screens show the landing page to signed-out visitors. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { isSignedIn, isLoading } = useCurrentUser();
  if (isLoading) return <CenteredSpinner />;
  return isSignedIn ? children : <LandingPage />;
}
