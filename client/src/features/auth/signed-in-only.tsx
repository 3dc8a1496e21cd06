import type { ReactNode } from "react";
import { CenteredSpinner } from "@/components/layout/centered-spinner";
import { LandingPage } from "@/features/landing/landing-page";
import { useCurrentUser } from "./auth.queries";

/** SPEC §2/§6: signed-in screens show the landing page to signed-out visitors. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { isSignedIn, isLoading } = useCurrentUser();
  if (isLoading) return <CenteredSpinner />;
  return isSignedIn ? children : <LandingPage />;
}
