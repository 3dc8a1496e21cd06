import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import { listTeams } from "./teams.service.ts";

export const teamsRoutes = new Hono<AppEnv>().get("/teams", async (c) => c.json(await listTeams()));
