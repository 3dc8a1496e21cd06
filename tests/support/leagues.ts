import type { TestClient } from "./client.ts";
import { playerClient } from "./fixtures.ts";

export interface LeagueInput {
  name?: string;
  slug?: string;
  description?: string;
  visibility?: "public" | "private";
  isPrivate?: boolean;
  format?: "pickem" | "survivor";
}

/** Creates a league through the API and returns its detail (with joinCode, as its owner sees it). */
export async function createLeague(owner: TestClient, input: LeagueInput = {}) {
  const response = await owner.post("/api/leagues", { name: "Saturday Crew", visibility: "public", ...input });
  if (response.status !== 201)
    throw new Error(`create league failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { id: string; slug: string; joinCode: string; ownerId: string; visibility: string };
}

/** An owner, a member and an outsider (signed in, not in the league) around one league. */
export async function leagueCast(visibility: "public" | "private") {
  const owner = await playerClient("owner@example.com", "owner_one");
  const member = await playerClient("member@example.com", "member_one");
  const outsider = await playerClient("outsider@example.com", "outsider_one");
  const league = await createLeague(owner, { name: "Cast League", slug: `cast-${visibility}`, visibility });
  const joined = await member.post("/api/leagues/join", { joinCode: league.joinCode });
  if (joined.status !== 200) throw new Error(`join failed: ${joined.status} ${JSON.stringify(joined.body)}`);
  const memberId = (await member.get("/api/auth/user")).body.id as string;
  const outsiderId = (await outsider.get("/api/auth/user")).body.id as string;
  return { owner, member, outsider, league, memberId, outsiderId };
}
