import { CodeChallengeMethod, Discord, GitHub, Google, OAuth2Client, type OAuth2Tokens } from "arctic";
import { env } from "../env.ts";
import { badRequest } from "../http/errors.ts";
import { verifyIdToken } from "./id-token.ts";
import type { Identity } from "./identity.service.ts";
import { discover, fetchJson, fetchUserInfo, jwksLoader } from "./oidc.client.ts";
import type { OAuthProviderId } from "./providers.config.ts";

export interface FlowSecrets {
  redirectURI: string;
  state: string;
  codeVerifier: string;
  nonce: string;
}

export interface OAuthProvider {
  authorizationURL(secrets: FlowSecrets): Promise<URL>;
  /** Exchanges the code and answers who signed in; `iss` is the RFC 9207 callback parameter when sent. */
  identity(secrets: FlowSecrets, code: string, iss: string | undefined): Promise<Identity>;
}

const OIDC_SCOPES = ["openid", "email", "profile"];
const GOOGLE_ISSUER = "https://accounts.google.com";

const str = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);
const isVerified = (v: unknown) => v === true || v === "true";

function splitName(full: unknown): { firstName: string | null; lastName: string | null } {
  const name = str(full);
  if (!name) return { firstName: null, lastName: null };
  const at = name.indexOf(" ");
  return at < 0 ? { firstName: name, lastName: null } : { firstName: name.slice(0, at), lastName: name.slice(at + 1).trim() };
}

function identityFromClaims(provider: string, claims: Record<string, unknown>): Identity {
  const fallback = splitName(claims.name);
  return {
    provider,
    providerUserId: String(claims.sub),
    email: str(claims.email),
    emailVerified: str(claims.email) !== null && isVerified(claims.email_verified),
    firstName: str(claims.given_name) ?? fallback.firstName,
    lastName: str(claims.family_name) ?? fallback.lastName,
    profileImageUrl: str(claims.picture),
  };
}

function idTokenOf(tokens: OAuth2Tokens): string {
  const token = (tokens.data as { id_token?: unknown }).id_token;
  if (typeof token !== "string") throw badRequest("Sign-in failed: the provider sent no ID token");
  return token;
}

async function verifiedClaims(tokens: OAuth2Tokens, issuers: string[], audience: string, nonce: string, jwksUri: string) {
  return verifyIdToken(idTokenOf(tokens), { issuers, audience, nonce, loadKeys: jwksLoader(jwksUri) });
}

/** The hosted auth provider: any OpenID Connect issuer, configured by discovery. */
function oidcProvider(): OAuthProvider {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = env();
  const issuer = OIDC_ISSUER!;
  const client = (redirectURI: string) => new OAuth2Client(OIDC_CLIENT_ID!, OIDC_CLIENT_SECRET ?? null, redirectURI);
  return {
    async authorizationURL({ redirectURI, state, codeVerifier, nonce }) {
      const { authorization_endpoint } = await discover(issuer);
      const url = client(redirectURI).createAuthorizationURLWithPKCE(authorization_endpoint, state, CodeChallengeMethod.S256, codeVerifier, OIDC_SCOPES);
      url.searchParams.set("nonce", nonce);
      return url;
    },
    async identity({ redirectURI, codeVerifier, nonce }, code, iss) {
      const doc = await discover(issuer);
      // RFC 9207 mix-up defence: a callback that names an issuer must name ours.
      if ((iss !== undefined || doc.authorization_response_iss_parameter_supported) && iss !== doc.issuer) {
        throw badRequest("Sign-in failed: the response came from another issuer");
      }
      const tokens = await client(redirectURI).validateAuthorizationCode(doc.token_endpoint, code, codeVerifier);
      let claims: Record<string, unknown> = await verifiedClaims(tokens, [doc.issuer], OIDC_CLIENT_ID!, nonce, doc.jwks_uri);
      if (doc.userinfo_endpoint && (!str(claims.email) || !str(claims.given_name))) {
        const info = await fetchUserInfo(doc.userinfo_endpoint, tokens.accessToken());
        // OpenID Connect Core §5.3.2: userinfo about anyone else must not be used.
        if (info.sub !== claims.sub) throw badRequest("Sign-in failed: the provider answered for another user");
        claims = { ...info, ...stripEmpty(claims) };
      }
      return identityFromClaims("oidc", claims);
    },
  };
}

const stripEmpty = (claims: Record<string, unknown>) => Object.fromEntries(Object.entries(claims).filter(([, v]) => v !== undefined && v !== null && v !== ""));

function googleProvider(): OAuthProvider {
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET } = env();
  const client = (redirectURI: string) => new Google(GOOGLE_CLIENT_ID!, GOOGLE_CLIENT_SECRET!, redirectURI);
  return {
    async authorizationURL({ redirectURI, state, codeVerifier, nonce }) {
      const url = client(redirectURI).createAuthorizationURL(state, codeVerifier, OIDC_SCOPES);
      url.searchParams.set("nonce", nonce);
      return url;
    },
    async identity({ redirectURI, codeVerifier, nonce }, code) {
      const tokens = await client(redirectURI).validateAuthorizationCode(code, codeVerifier);
      const { jwks_uri } = await discover(GOOGLE_ISSUER);
      const claims = await verifiedClaims(tokens, [GOOGLE_ISSUER, "accounts.google.com"], GOOGLE_CLIENT_ID!, nonce, jwks_uri);
      return identityFromClaims("google", claims);
    },
  };
}

type GitHubUser = { id: number; login: string; name?: string | null; email?: string | null; avatar_url?: string | null };
type GitHubEmail = { email: string; primary: boolean; verified: boolean };

function githubProvider(): OAuthProvider {
  const { GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET } = env();
  const client = (redirectURI: string) => new GitHub(GITHUB_CLIENT_ID!, GITHUB_CLIENT_SECRET!, redirectURI);
  return {
    async authorizationURL({ redirectURI, state }) {
      return client(redirectURI).createAuthorizationURL(state, ["read:user", "user:email"]);
    },
    async identity({ redirectURI }, code) {
      const tokens = await client(redirectURI).validateAuthorizationCode(code);
      const headers = { authorization: `Bearer ${tokens.accessToken()}`, accept: "application/vnd.github+json", "user-agent": "gridiron-picks" };
      const user = (await fetchJson("https://api.github.com/user", { headers })) as GitHubUser;
      if (typeof user?.id !== "number") throw badRequest("Sign-in failed: GitHub sent no user");
      // Without the user:email grant the list is refused: sign in without an email rather than fail.
      const emails = (await fetchJson("https://api.github.com/user/emails", { headers }).catch(() => [])) as GitHubEmail[];
      const primary = Array.isArray(emails) ? emails.find((e) => e.primary && e.verified) : undefined;
      return {
        provider: "github",
        providerUserId: String(user.id),
        email: primary?.email ?? null,
        emailVerified: primary !== undefined,
        ...splitName(user.name ?? user.login),
        profileImageUrl: str(user.avatar_url),
      };
    },
  };
}

type DiscordUser = { id: string; username: string; global_name?: string | null; email?: string | null; verified?: boolean; avatar?: string | null };

function discordProvider(): OAuthProvider {
  const { DISCORD_CLIENT_ID, DISCORD_CLIENT_SECRET } = env();
  const client = (redirectURI: string) => new Discord(DISCORD_CLIENT_ID!, DISCORD_CLIENT_SECRET!, redirectURI);
  return {
    async authorizationURL({ redirectURI, state, codeVerifier }) {
      return client(redirectURI).createAuthorizationURL(state, codeVerifier, ["identify", "email"]);
    },
    async identity({ redirectURI, codeVerifier }, code) {
      const tokens = await client(redirectURI).validateAuthorizationCode(code, codeVerifier);
      const headers = { authorization: `Bearer ${tokens.accessToken()}` };
      const user = (await fetchJson("https://discord.com/api/users/@me", { headers })) as DiscordUser;
      if (typeof user?.id !== "string") throw badRequest("Sign-in failed: Discord sent no user");
      return {
        provider: "discord",
        providerUserId: user.id,
        email: str(user.email),
        emailVerified: str(user.email) !== null && user.verified === true,
        firstName: str(user.global_name) ?? user.username,
        lastName: null,
        profileImageUrl: user.avatar ? `https://cdn.discordapp.com/avatars/${user.id}/${user.avatar}.png` : null,
      };
    },
  };
}

const factories: Record<OAuthProviderId, () => OAuthProvider> = {
  oidc: oidcProvider,
  google: googleProvider,
  github: githubProvider,
  discord: discordProvider,
};

/** The provider's flow, built from the current configuration (call only for a configured provider). */
export const oauthProvider = (id: OAuthProviderId): OAuthProvider => factories[id]();
