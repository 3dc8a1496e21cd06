import type { OAuthProvider } from "./oauth.flow.ts";
import { googleProvider, oidcProvider } from "./oauth.oidc.ts";
import { discordProvider, githubProvider } from "./oauth.social.ts";
import type { OAuthProviderId } from "./providers.config.ts";

export type { FlowSecrets, OAuthProvider } from "./oauth.flow.ts";

const factories: Record<OAuthProviderId, () => OAuthProvider> = {
  oidc: oidcProvider,
  google: googleProvider,
  github: githubProvider,
  discord: discordProvider,
};

/** The provider's flow, built from the current configuration (call only for a configured provider). */
export const oauthProvider = (id: OAuthProviderId): OAuthProvider => factories[id]();
