import { env } from "../env.ts";

export type OAuthProviderId = "google" | "github" | "discord" | "oidc";

export function configuredProviders(): { id: OAuthProviderId; name: string }[] {
  const e = env();
  const list: { id: OAuthProviderId; name: string }[] = [];
  if (e.OIDC_ISSUER && e.OIDC_CLIENT_ID) list.push({ id: "oidc", name: e.OIDC_NAME });
  if (e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET) list.push({ id: "google", name: "Google" });
  if (e.GITHUB_CLIENT_ID && e.GITHUB_CLIENT_SECRET) list.push({ id: "github", name: "GitHub" });
  if (e.DISCORD_CLIENT_ID && e.DISCORD_CLIENT_SECRET) list.push({ id: "discord", name: "Discord" });
  return list;
}

/** Local sign-in: on without providers or with AUTH_DEV_LOGIN=true; never in production unless forced. */
/**
 * Local sign-in that nobody asked for (no provider configured, AUTH_DEV_LOGIN not true) is a
 * convenience for this machine only: it would let anyone who can reach the server sign in as an
 * ADMIN_EMAILS address without a password.
 */
export function localSignInIsLoopbackOnly(): boolean {
  return devLoginEnabled() && !env().AUTH_DEV_LOGIN;
}

export function devLoginEnabled(): boolean {
  const e = env();
  if (e.NODE_ENV === "production") return e.AUTH_DEV_LOGIN;
  return e.AUTH_DEV_LOGIN || configuredProviders().length === 0;
}
