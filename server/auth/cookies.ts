import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { env } from "../env.ts";

const isSecure = () => env().APP_ORIGIN?.startsWith("https://") ?? false;
export const sessionCookieName = () => (isSecure() ? "__Host-session" : "session");

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, sessionCookieName());
}

export function writeSessionCookie(c: Context, token: string, expiresAt: Date) {
  setCookie(c, sessionCookieName(), token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: isSecure(),
    path: "/",
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, sessionCookieName(), { path: "/", secure: isSecure() });
}

/** Reads the session token out of a raw Cookie header (WebSocket upgrades carry no Hono context). */
export function sessionTokenFromCookieHeader(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const name = sessionCookieName();
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}
