import { useEffect } from "react";
import { useLocation } from "wouter";
import { takePostLoginRedirect } from "./auth-navigation";

/** After an OAuth round trip the server lands on "/"; this sends the user on to the stored page. */
export function usePostLoginRedirect(isSignedIn: boolean) {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!isSignedIn) return;
    const target = takePostLoginRedirect();
    if (target) navigate(target, { replace: true });
  }, [isSignedIn, navigate]);
}
