import type { User } from "../db/schema/index.ts";

export type AppEnv = {
  Variables: {
    user: User | null;
    sessionToken: string | null;
  };
};
