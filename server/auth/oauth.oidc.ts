import { CodeChallengeMethod, Google, OAuth2Client, type OAuth2Tokens } from "arctic";
import { env } from "../env.ts";
import { badRequest } from "../http/errors.ts";
import { verifyIdToken } from "./id-token.ts";
import type { Identity } from "./identity.service.ts";
import { isVerified, type OAuthProvider, splitName, str } from "./oauth.flow.ts";
import { discover, fetchUserInfo, remoteKeys } from "./oidc.client.ts";

const OIDC_SCOPES = ["openid", "email", "profile"];
const GOOGLE_ISSUER = "https://accounts.google.com";

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

async function verifiedClaims(
  tokens: OAuth2Tokens,
  issuers: string[],
  audience: string,
  nonce: string,
  jwksUri: string,
) {
  return verifyIdToken(idTokenOf(tokens), { issuers, audience, nonce, keys: remoteKeys(jwksUri) });
}

const stripEmpty = (claims: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(claims).filter(([, v]) => v !== undefined && v !== null && v !== ""));

/** The hosted auth provider: any OpenID Connect issuer, configured by discovery. */
export function oidcProvider(): OAuthProvider {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = env();
  const issuer = OIDC_ISSUER!;
  const client = (redirectURI: string) => new OAuth2Client(OIDC_CLIENT_ID!, OIDC_CLIENT_SECRET ?? null, redirectURI);
  return {
    async authorizationURL({ redirectURI, state, codeVerifier, nonce }) {
      const { authorization_endpoint } = await discover(issuer);
      const url = client(redirectURI).createAuthorizationURLWithPKCE(
        authorization_endpoint,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        OIDC_SCOPES,
      );
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
      let claims: Record<string, unknown> = await verifiedClaims(
        tokens,
        [doc.issuer],
        OIDC_CLIENT_ID!,
        nonce,
        doc.jwks_uri,
      );
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

export function googleProvider(): OAuthProvider {
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
      const claims = await verifiedClaims(
        tokens,
        [GOOGLE_ISSUER, "accounts.google.com"],
        GOOGLE_CLIENT_ID!,
        nonce,
        jwks_uri,
      );
      return identityFromClaims("google", claims);
    },
  };
}
