import { Hono } from "hono";
import type { AppEnv } from "./http/app-env.ts";

/** Every feature's routes, mounted under /api. */
export const apiRoutes = new Hono<AppEnv>();
