import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../http/app-env.ts";
import { forbidden, unauthorized } from "../http/errors.ts";
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from "./cookies.ts";
import { validateSessionToken } from "./session.service.ts";
import type { SessionUser } from "./session-user.ts";
import { needsProfileSetup } from "./user.mapper.ts";

export const PROFILE_REQUIRED_MESSAGE = "Choose a username and accept the terms before you play";

export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const token = readSessionCookie(c);
  c.set("user", null);
  c.set("sessionToken", null);
  if (token) {
    const session = await validateSessionToken(token);
    if (session) {
      c.set("user", session.user);
      c.set("sessionToken", token);
      if (session.renewed) writeSessionCookie(c, token, session.expiresAt);
    } else {
      clearSessionCookie(c);
    }
  }
  await next();
});

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get("user")) throw unauthorized();
  await next();
});

/** Game actions (picks, trivia, joining and creating leagues): signed in with a completed profile. */
export const requirePlayer = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.get("user");
  if (!user) throw unauthorized();
  if (needsProfileSetup(user)) throw forbidden(PROFILE_REQUIRED_MESSAGE);
  await next();
});

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.get("user");
  if (!user) throw unauthorized();
  if (user.role !== "ADMIN") throw forbidden("Admin access required");
  await next();
});

/** The signed-in user of a request that passed requireUser (401 otherwise). */
export function userOf(c: Context<AppEnv>): SessionUser {
  const user = c.get("user");
  if (!user) throw unauthorized();
  return user;
}
