import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { asc, sql } from "drizzle-orm";
import type { TeamDto } from "../../../shared/contracts/profile.ts";
import type { DbOrTx } from "../../db/client.ts";
import { db } from "../../db/index.ts";
import { teams } from "../../db/schema/index.ts";
import { env } from "../../env.ts";
import type { CfbdTeam as ProviderTeam } from "../../providers/games/index.ts";
import { logoToShow } from "./team-logo.ts";

type CfbdTeam = Pick<
  ProviderTeam,
  "id" | "school" | "mascot" | "abbreviation" | "conference" | "color" | "alternateColor" | "logos"
>;

export function toTeamRow(team: CfbdTeam) {
  return {
    cfbdId: team.id,
    school: team.school,
    mascot: team.mascot ?? null,
    abbreviation: team.abbreviation ?? null,
    conference: team.conference ?? null,
    color: team.color ?? null,
    altColor: team.alternateColor ?? null,
    logo: team.logos?.[0] ?? null,
  };
}

export async function upsertTeams(list: CfbdTeam[], database: DbOrTx = db()) {
  if (list.length === 0) return;
  await database
    .insert(teams)
    .values(list.map(toTeamRow))
    .onConflictDoUpdate({
      target: teams.cfbdId,
      set: {
        school: sql`excluded.school`,
        mascot: sql`excluded.mascot`,
        abbreviation: sql`excluded.abbreviation`,
        conference: sql`excluded.conference`,
        color: sql`excluded.color`,
        altColor: sql`excluded.alt_color`,
        logo: sql`excluded.logo`,
        lastUpdated: sql`now()`,
      },
    });
}

/** Until game sync has filled the cache, it is seeded from the recorded 2024 FBS teams (read in place). */
export async function ensureTeamCache() {
  if ((await db().$count(teams)) > 0) return;
  const file = join(env().CFBD_DATA_DIR, "2024", "teams_fbs_2024.v2.json");
  await upsertTeams(JSON.parse(await readFile(file, "utf8")) as CfbdTeam[]);
}

export async function listTeams(): Promise<TeamDto[]> {
  await ensureTeamCache();
  const rows = await db().select().from(teams).orderBy(asc(teams.school));
  return rows.map((t) => ({
    id: t.cfbdId,
    school: t.school,
    mascot: t.mascot,
    abbreviation: t.abbreviation,
    conference: t.conference,
    color: t.color,
    altColor: t.altColor,
    logo: logoToShow(t.logo),
  }));
}

export async function findTeamBySchool(school: string) {
  await ensureTeamCache();
  const [team] = await db().select().from(teams).where(sql`lower(${teams.school}) = lower(${school})`);
  return team;
}
