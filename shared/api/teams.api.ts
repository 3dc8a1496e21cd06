import { z } from "zod";
import { teamSchema } from "../contracts/profile.ts";
import { apiRoute, json } from "./openapi-kit.ts";

export const listTeamsRoute = apiRoute({
  method: "get",
  path: "/teams",
  tags: ["Teams"],
  summary: "Every FBS team, by school",
  access: "public",
  limit: { name: "read", per: "user" },
  responses: { 200: json(z.array(teamSchema), "The teams") },
});
