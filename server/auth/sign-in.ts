import type { Context } from "hono";
import type { AppEnv } from "../http/app-env.ts";
import { writeSessionCookie } from "./cookies.ts";
import { createSession, invalidateSession } from "./session.service.ts";

/** Every sign-in gets a new token: the request's old session (if any) ends, a new one is set. */
export async function startSession(c: Context<AppEnv>, userId: string) {
  const previous = c.get("sessionToken");
  if (previous) await invalidateSession(previous);
  const session = await createSession(userId);
  writeSessionCookie(c, session.token, session.expiresAt);
}
