import type { RequestIdVariables } from "hono/request-id";
import type { SessionUser } from "../auth/session-user.ts";
import type { Log } from "../logger.ts";

export type AppEnv = {
  Variables: RequestIdVariables & {
    user: SessionUser | null;
    sessionToken: string | null;
    /** This request's logger: every line carries its request id. */
    log: Log;
  };
};
