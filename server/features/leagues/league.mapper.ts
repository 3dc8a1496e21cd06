import { sql } from "drizzle-orm";
import type { League, LeagueDetail } from "../../../shared/contracts/leagues.ts";
import type { RuleVersion } from "../../../shared/domain/league-rules.ts";
import type { leagues } from "../../db/schema/index.ts";

type LeagueRow = typeof leagues.$inferSelect;

/** `"leagues"."id"` spelled out: drizzle drops the table name of columns inside select fields. */
export const leagueIdSql = sql.raw(`"leagues"."id"`);

/** Active members of the league in the FROM clause (unaliased `leagues`). */
export const memberCountSql = sql<number>`(select count(*)::int from league_members m
  where m.league_id = ${leagueIdSql} and m.status = 'active')`.mapWith(Number);

export function toLeagueDto(row: LeagueRow, memberCount: number): League {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    ownerId: row.ownerId,
    visibility: row.visibility,
    // Only this feature writes season_scope, always from the contract's list.
    seasonScope: row.seasonScope,
    leagueType: row.leagueType,
    memberCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The join code is for members only: it is what lets anyone into a private league. */
export function toLeagueDetail(
  row: LeagueRow,
  memberCount: number,
  viewer: { isMember: boolean; isOwner: boolean },
  rules: RuleVersion,
): LeagueDetail {
  return {
    ...toLeagueDto(row, memberCount),
    isMember: viewer.isMember,
    isOwner: viewer.isOwner,
    joinCode: viewer.isMember ? row.joinCode : null,
    ...rules.rules,
    rulesSavedAt: rules.savedAt.toISOString(),
    format: row.format,
    lives: row.lives,
  };
}
