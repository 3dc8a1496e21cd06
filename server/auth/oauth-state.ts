import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { generateCodeVerifier, generateState } from "arctic";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { env } from "../env.ts";
import type { OAuthProviderId } from "./providers.config.ts";

/** One sign-in attempt: valid for 10 minutes, for one provider, used once. */
export interface OAuthState {
  provider: OAuthProviderId;
  state: string;
  codeVerifier: string;
  nonce: string;
}

const MAX_AGE_SEC = 10 * 60;
const isSecure = () => env().APP_ORIGIN?.startsWith("https://") ?? false;
const cookieName = () => (isSecure() ? "__Host-oauth_state" : "oauth_state");
const SAFE = /^[A-Za-z0-9_-]{16,128}$/;

export function newOAuthState(provider: OAuthProviderId): OAuthState {
  return { provider, state: generateState(), codeVerifier: generateCodeVerifier(), nonce: generateState() };
}

/** All four values in one HttpOnly SameSite=Lax cookie (`__Host-` and Secure when the app is on https). */
export function writeOAuthState(c: Context, value: OAuthState) {
  setCookie(c, cookieName(), [value.provider, value.state, value.codeVerifier, value.nonce].join("."), {
    httpOnly: true,
    sameSite: "Lax",
    secure: isSecure(),
    path: "/",
    maxAge: MAX_AGE_SEC,
  });
}

/** Reads and clears the attempt's cookie, so that a state can be presented once only. */
export function takeOAuthState(c: Context): OAuthState | null {
  const raw = getCookie(c, cookieName());
  if (raw === undefined) return null;
  deleteCookie(c, cookieName(), { path: "/", secure: isSecure(), httpOnly: true, sameSite: "Lax" });
  const [provider, state, codeVerifier, nonce, ...rest] = raw.split(".");
  if (rest.length || !provider || ![state, codeVerifier, nonce].every((v) => v && SAFE.test(v))) return null;
  return { provider: provider as OAuthProviderId, state: state!, codeVerifier: codeVerifier!, nonce: nonce! };
}

/** The callback's `state` must be the one this browser was given for this provider. */
export function stateMatches(
  expected: OAuthState | null,
  provider: string,
  state: string | undefined,
): expected is OAuthState {
  if (!expected || expected.provider !== provider || !state) return false;
  const encoder = new TextEncoder();
  const a = encoder.encode(expected.state);
  const b = encoder.encode(state);
  return a.length === b.length && constantTimeEqual(a, b);
}
