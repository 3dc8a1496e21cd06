import type { SessionUser } from "../auth/session-user.ts";

export type AppEnv = {
  Variables: {
    user: SessionUser | null;
    sessionToken: string | null;
  };
};
