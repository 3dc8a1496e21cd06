import { and, eq, sql } from "drizzle-orm";
import {
  ALREADY_MEMBER_MESSAGE,
  INVALID_JOIN_CODE_MESSAGE,
  type JoinLeagueResponse,
  type LeagueInvite,
} from "../../../shared/contracts/leagues.ts";
import { leagueMemberName } from "../../../shared/domain/display-name.ts";
import { generateJoinCode, normalizeJoinCode, STORED_JOIN_CODE_PATTERN } from "../../../shared/domain/join-code.ts";
import { clock } from "../../clock.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { db } from "../../db/index.ts";
import { leagueMembers, leagues, users } from "../../db/schema/index.ts";
import { ConflictError, NotFoundError } from "../../domain-errors.ts";
import { memberCountSql } from "./league.mapper.ts";
import { requireLeagueOwner } from "./league-access.ts";
import { currentRules } from "./league-rules.service.ts";
import { publishLeagueChange } from "./membership.events.ts";
import { addMember } from "./membership.service.ts";

const JOIN_CODE_ATTEMPTS = 5;

/** The league a code opens, whatever its visibility: the code is the key. Unknown or malformed → 404. */
async function leagueByCode(viewerId: string | null, raw: string) {
  const code = normalizeJoinCode(raw);
  if (!STORED_JOIN_CODE_PATTERN.test(code)) throw new NotFoundError(INVALID_JOIN_CODE_MESSAGE);
  const [row] = await db()
    .select({ league: leagues, memberCount: memberCountSql, status: leagueMembers.status })
    .from(leagues)
    .leftJoin(
      leagueMembers,
      and(eq(leagueMembers.leagueId, leagues.id), viewerId ? eq(leagueMembers.userId, viewerId) : sql`false`),
    )
    .where(eq(leagues.joinCode, code));
  if (!row) throw new NotFoundError(INVALID_JOIN_CODE_MESSAGE);
  return { ...row, isMember: row.status === "active" };
}

/** The owner's public names only: the email is never read, so it cannot reach the public page. */
async function commissionerOf(ownerId: string): Promise<LeagueInvite["commissioner"]> {
  const [owner] = await db()
    .select({ handle: users.handle, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, ownerId));
  return { name: leagueMemberName(owner ?? {}), handle: owner?.handle ?? null };
}

export async function inviteByCode(viewerId: string | null, code: string): Promise<LeagueInvite> {
  const { league, memberCount, isMember } = await leagueByCode(viewerId, code);
  const [{ rules }, commissioner] = await Promise.all([currentRules(league.id), commissionerOf(league.ownerId)]);
  const { pickMode, confidence, slate, deadline, tiebreaker } = rules;
  return {
    id: league.id,
    name: league.name,
    description: league.description,
    memberCount,
    visibility: league.visibility,
    seasonScope: league.seasonScope,
    isMember,
    leagueType: league.leagueType,
    format: league.format,
    lives: league.lives,
    pickMode,
    confidence,
    slate,
    deadline,
    tiebreaker,
    commissioner,
  };
}

/** Join by code or invite link: any league, private ones included; a removed member may come back. */
export async function joinByCode(viewerId: string, code: string): Promise<JoinLeagueResponse> {
  const { league, isMember } = await leagueByCode(viewerId, code);
  if (isMember) throw new ConflictError(ALREADY_MEMBER_MESSAGE);
  return addMember(league.id, viewerId);
}

/** Owner only: a fresh code replaces the old one, which stops opening the league at once. */
export async function rotateJoinCode(viewerId: string, leagueId: string): Promise<{ joinCode: string }> {
  const league = await requireLeagueOwner(viewerId, leagueId);
  for (let attempt = 0; attempt < JOIN_CODE_ATTEMPTS; attempt++) {
    const joinCode = generateJoinCode();
    try {
      await db().update(leagues).set({ joinCode, updatedAt: clock.now() }).where(eq(leagues.id, league.id));
      publishLeagueChange(league.id);
      return { joinCode };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error("Could not draw an unused join code");
}
