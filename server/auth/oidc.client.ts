import { z } from "zod";
import { HttpError } from "../http/errors.ts";
import { logger } from "../logger.ts";
import type { Jwk, KeyLoader } from "./id-token.ts";

const TIMEOUT_MS = 10_000;
const JWKS_MIN_REFRESH_MS = 30_000;

const discoverySchema = z.object({
  issuer: z.string().url(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  userinfo_endpoint: z.string().url().optional(),
  jwks_uri: z.string().url(),
  authorization_response_iss_parameter_supported: z.boolean().optional(),
});
export type Discovery = z.infer<typeof discoverySchema>;

const jwksSchema = z.object({ keys: z.array(z.object({ kty: z.string() }).passthrough()) });

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
const discoveries = new Map<string, Promise<Discovery>>();

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

/** The issuer's discovery document, fetched once per issuer and kept in memory (not kept when it fails). */
export function discover(issuer: string): Promise<Discovery> {
  let pending = discoveries.get(issuer);
  if (!pending) {
    pending = loadDiscovery(issuer);
    discoveries.set(issuer, pending);
    pending.catch(() => discoveries.delete(issuer));
  }
  return pending;
}

const keySets = new Map<string, { keys: Jwk[]; fetchedAt: number }>();

/** Loads the JWKS at `jwksUri`, cached; a refresh is honoured at most every 30 s. */
export function jwksLoader(jwksUri: string): KeyLoader {
  return async ({ refresh }) => {
    const cached = keySets.get(jwksUri);
    if (cached && (!refresh || Date.now() - cached.fetchedAt < JWKS_MIN_REFRESH_MS)) return cached.keys;
    const parsed = jwksSchema.safeParse(await fetchJson(jwksUri));
    if (!parsed.success) throw providerUnavailable(`${jwksUri} is not a JWK set`);
    const keys = parsed.data.keys as Jwk[];
    keySets.set(jwksUri, { keys, fetchedAt: Date.now() });
    return keys;
  };
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
