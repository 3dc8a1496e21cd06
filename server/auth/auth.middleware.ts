import { createMiddleware } from "hono/factory";
import { forbidden, unauthorized } from "../http/errors.ts";
import type { AppEnv, AuthedEnv } from "../http/app-env.ts";
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from "./cookies.ts";
import { validateSessionToken } from "./session.service.ts";

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

export const requireUser = createMiddleware<AuthedEnv>(async (c, next) => {
  if (!c.get("user")) throw unauthorized();
  await next();
});

export const requireAdmin = createMiddleware<AuthedEnv>(async (c, next) => {
  const user = c.get("user");
  if (!user) throw unauthorized();
  if (user.role !== "ADMIN") throw forbidden("Admin access required");
  await next();
});
