import { listTeamsRoute } from "../../../shared/api/teams.api.ts";
import { featureRoutes } from "../../http/openapi.ts";
import { listTeams } from "./teams.service.ts";

export const teamsRoutes = featureRoutes().openapi(listTeamsRoute, async (c) => c.json(await listTeams(), 200));
