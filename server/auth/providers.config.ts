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
export function devLoginEnabled(): boolean {
  const e = env();
  if (e.NODE_ENV === "production") return e.AUTH_DEV_LOGIN;
  return e.AUTH_DEV_LOGIN || configuredProviders().length === 0;
}
