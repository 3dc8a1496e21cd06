import { createRemoteJWKSet, errors, type JWTVerifyGetKey } from "jose";
import { z } from "zod";
import { createCache } from "../cache/index.ts";
import { HttpError } from "../http/errors.ts";
import { logger } from "../logger.ts";

const TIMEOUT_MS = 10_000;
/** An unknown key id fetches the key set again, at most this often (jose's cooldown). */
const JWKS_MIN_REFRESH_MS = 30_000;
/** Issuers and key sets a process talks to: the configured issuer and Google. */
const MAX_ISSUERS = 16;

const discoverySchema = z.object({
  issuer: z.string().url(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  userinfo_endpoint: z.string().url().optional(),
  jwks_uri: z.string().url(),
  authorization_response_iss_parameter_supported: z.boolean().optional(),
});
export type Discovery = z.infer<typeof discoverySchema>;

/** The provider could not be reached or answered nonsense: a 502 for the browser, details in the log. */
export const providerUnavailable = (detail: string, cause?: unknown) => {
  logger.warn(`OAuth provider unavailable: ${detail}`, cause ?? "");
  return new HttpError(502, "The sign-in provider could not be reached");
};

export async function fetchJson(url: string, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    const headers = new Headers(init.headers);
    if (!headers.has("accept")) headers.set("accept", "application/json");
    response = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw providerUnavailable(`${url} unreachable`, error);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw providerUnavailable(`${url} answered ${response.status}`);
  }
  try {
    return await response.json();
  } catch (error) {
    throw providerUnavailable(`${url} answered no JSON`, error);
  }
}

const trimSlash = (url: string) => url.replace(/\/+$/, "");

async function loadDiscovery(issuer: string): Promise<Discovery> {
  const url = `${trimSlash(issuer)}/.well-known/openid-configuration`;
  const parsed = discoverySchema.safeParse(await fetchJson(url));
  if (!parsed.success) throw providerUnavailable(`${url}: ${parsed.error.issues[0]?.message}`);
  // OpenID Connect Discovery §4.3: the document must name the issuer it was fetched for.
  if (trimSlash(parsed.data.issuer) !== trimSlash(issuer)) {
    throw providerUnavailable(`${url} names issuer ${parsed.data.issuer}`);
  }
  return parsed.data;
}

const discoveries = createCache<string, Discovery>({ name: "oidc-discovery", max: MAX_ISSUERS, fetch: loadDiscovery });

/** The issuer's discovery document, fetched once per issuer and kept in memory (not kept when it fails). */
export function discover(issuer: string): Promise<Discovery> {
  return discoveries.fetch(issuer);
}

const keySets = createCache<string, JWTVerifyGetKey>({ name: "oidc-key-sets", max: MAX_ISSUERS });

/** What a key lookup may throw about the token itself; anything else is the key set's address failing. */
const TOKEN_ERRORS = [errors.JWKSNoMatchingKey, errors.JWKSMultipleMatchingKeys, errors.JOSENotSupported];

/**
 * The signing keys at `jwksUri`, through jose's remote key set: fetched when first needed, again
 * after ten minutes, and for an unknown key id (key rotation) at most every 30 s. A key set that
 * cannot be fetched is the provider being unavailable (a 502), not a bad token.
 */
export function remoteKeys(jwksUri: string): JWTVerifyGetKey {
  let keys = keySets.get(jwksUri);
  if (!keys) {
    const remote = createRemoteJWKSet(new URL(jwksUri), {
      timeoutDuration: TIMEOUT_MS,
      cooldownDuration: JWKS_MIN_REFRESH_MS,
    });
    keys = async (header, token) => {
      try {
        return await remote(header, token);
      } catch (error) {
        if (TOKEN_ERRORS.some((kind) => error instanceof kind)) throw error;
        throw providerUnavailable(`${jwksUri}: ${(error as Error).message}`, error);
      }
    };
    keySets.set(jwksUri, keys);
  }
  return keys;
}

export async function fetchUserInfo(endpoint: string, accessToken: string): Promise<Record<string, unknown>> {
  const body = await fetchJson(endpoint, { headers: { authorization: `Bearer ${accessToken}` } });
  if (!body || typeof body !== "object") throw providerUnavailable(`${endpoint} answered no claims`);
  return body as Record<string, unknown>;
}

/** For tests: forget every cached discovery document and key set. */
export function clearOidcCaches() {
  discoveries.clear();
  keySets.clear();
}
