import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import {
  type CreateLeagueBody,
  LEAGUE_NOT_FOUND_MESSAGE,
  type LeagueDetail,
  type LeagueListResponse,
  SLUG_TAKEN_MESSAGE,
  type UpdateLeagueBody,
} from "../../../shared/contracts/leagues.ts";
import { generateJoinCode } from "../../../shared/domain/join-code.ts";
import {
  DEFAULT_LEAGUE_FORMAT,
  defaultLeagueType,
  type LeagueRules,
  type RuleVersion,
} from "../../../shared/domain/league-rules.ts";
import { slugFromName } from "../../../shared/domain/slug.ts";
import { type LeagueFormat, survivorRulesProblem } from "../../../shared/domain/survivor.ts";
import { clock } from "../../clock.ts";
import { db } from "../../db/index.ts";
import { leagueMembers, leagues } from "../../db/schema/index.ts";
import { ConflictError, NotFoundError, ValidationError } from "../../domain-errors.ts";
import { events } from "../../events.ts";
import { getPointsSettings } from "../settings/settings.service.ts";
import { leagueIdSql, toLeagueDetail, toLeagueDto } from "./league.mapper.ts";
import { findVisibleLeague, requireLeagueOwner } from "./league-access.ts";
import { currentRules, saveRules } from "./league-rules.service.ts";
import { publishLeagueChange, publishMembershipChange } from "./membership.events.ts";
import { checkFormatChange } from "./survivor.service.ts";

/** Discover lists at most this many public leagues, newest first. */
export const DISCOVER_LIMIT = 100;
const JOIN_CODE_ATTEMPTS = 5;

const activeMembership = (userId: string) =>
  sql`exists (select 1 from league_members m where m.league_id = ${leagueIdSql}
    and m.user_id = ${userId} and m.status = 'active')`;

/**
 * My Leagues by name; Discover: the newest public leagues the viewer is not in, at most
 * DISCOVER_LIMIT. Member counts are counted for the listed leagues only, in one grouped query.
 */
export async function listLeagues(viewerId: string): Promise<LeagueListResponse> {
  const [mine, discover] = await Promise.all([
    db()
      .select({ league: leagues })
      .from(leagueMembers)
      .innerJoin(leagues, eq(leagues.id, leagueMembers.leagueId))
      .where(and(eq(leagueMembers.userId, viewerId), eq(leagueMembers.status, "active")))
      .orderBy(asc(leagues.name), asc(leagues.id))
      .then((rows) => rows.map((r) => r.league)),
    db()
      .select()
      .from(leagues)
      .where(and(eq(leagues.visibility, "public"), sql`not ${activeMembership(viewerId)}`))
      .orderBy(desc(leagues.createdAt), asc(leagues.id))
      .limit(DISCOVER_LIMIT),
  ]);
  const counts = await countMembersOf([...mine, ...discover].map((l) => l.id));
  const dto = (row: typeof leagues.$inferSelect) => toLeagueDto(row, counts.get(row.id) ?? 0);
  return { userLeagues: mine.map(dto), publicLeagues: discover.map(dto) };
}

async function countMembersOf(leagueIds: string[]): Promise<Map<string, number>> {
  if (leagueIds.length === 0) return new Map();
  const rows = await db()
    .select({ leagueId: leagueMembers.leagueId, n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(leagueMembers)
    .where(and(inArray(leagueMembers.leagueId, leagueIds), eq(leagueMembers.status, "active")))
    .groupBy(leagueMembers.leagueId);
  return new Map(rows.map((r) => [r.leagueId, r.n]));
}

const emptyToNull = (text: string | null | undefined) => (text ? text : null);

/**
 * The league and its owner's membership in one transaction. A unique clash leaves no row (ON CONFLICT
 * DO NOTHING, so the transaction stays usable): a taken slug is a 409, a join-code clash draws again.
 */
export async function createLeague(ownerId: string, body: CreateLeagueBody): Promise<LeagueDetail> {
  const slug = body.slug ?? slugFromName(body.name);
  if (slug.length < 3) throw new ValidationError("League URL must be at least 3 characters");
  const visibility = body.visibility ?? (body.isPrivate ? "private" : "public");
  const now = clock.now();
  let rules: RuleVersion | undefined;
  const league = await db().transaction(async (tx) => {
    // A new league's points are a copy of the site's unless the owner sets its own.
    const first = withChanges({ ...DEFAULT_LEAGUE_FORMAT, points: body.points ?? (await getPointsSettings(tx)) }, body);
    checkPoolRules(body.format ?? "pickem", first);
    // Decision 056: a pool with a card of its own counts its picks only unless its owner says otherwise.
    const leagueType = body.leagueType ?? defaultLeagueType(first, body.format);
    for (let attempt = 0; attempt < JOIN_CODE_ATTEMPTS; attempt++) {
      const [row] = await tx
        .insert(leagues)
        .values({
          name: body.name,
          slug,
          description: emptyToNull(body.description),
          ownerId,
          visibility,
          joinCode: generateJoinCode(),
          seasonScope: body.seasonScope,
          leagueType,
          ...(body.format !== undefined && { format: body.format }),
          ...(body.lives !== undefined && { lives: body.lives }),
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (row) {
        await tx.insert(leagueMembers).values({ leagueId: row.id, userId: ownerId, role: "owner", joinedAt: now });
        rules = await saveRules(tx, row.id, first, now, null);
        return row;
      }
      const [taken] = await tx
        .select({ id: leagues.id })
        .from(leagues)
        .where(sql`lower(${leagues.slug}) = lower(${slug})`);
      if (taken) throw new ConflictError(SLUG_TAKEN_MESSAGE);
    }
    throw new Error("Could not draw an unused join code");
  });
  publishMembershipChange(league.id);
  return toLeagueDetail(league, 1, { isMember: true, isOwner: true }, rules!);
}

/** A survivor pool plays by its slate and deadline only: pick'em rules asked of one are refused (400). */
function checkPoolRules(format: LeagueFormat, rules: LeagueRules) {
  const problem = format === "survivor" ? survivorRulesProblem(rules) : null;
  if (problem) throw new ValidationError(problem);
}

const RULE_KEYS = ["pickMode", "confidence", "slate", "deadline", "tiebreaker", "points"] as const;

/** The rules with whichever of their fields a create or settings body sets. */
function withChanges(rules: LeagueRules, body: Partial<LeagueRules>): LeagueRules {
  return {
    pickMode: body.pickMode ?? rules.pickMode,
    confidence: body.confidence ?? rules.confidence,
    slate: body.slate ?? rules.slate,
    deadline: body.deadline ?? rules.deadline,
    tiebreaker: body.tiebreaker ?? rules.tiebreaker,
    points: body.points ?? rules.points,
  };
}

export async function leagueDetail(viewerId: string, leagueId: string): Promise<LeagueDetail> {
  const league = await findVisibleLeague(viewerId, leagueId);
  return toLeagueDetail(league, await countMembers(league.id), league, await currentRules(league.id));
}

export async function updateLeague(viewerId: string, leagueId: string, body: UpdateLeagueBody): Promise<LeagueDetail> {
  const league = await requireLeagueOwner(viewerId, leagueId);
  const now = clock.now();
  const { updated, rules } = await db().transaction(async (tx) => {
    await checkFormatChange(league, body, tx);
    const [updated] = await tx
      .update(leagues)
      .set({
        ...(body.name !== undefined && { name: body.name }),
        ...(body.description !== undefined && { description: emptyToNull(body.description) }),
        ...(body.visibility !== undefined && { visibility: body.visibility }),
        ...(body.leagueType !== undefined && { leagueType: body.leagueType }),
        ...(body.format !== undefined && { format: body.format }),
        ...(body.lives !== undefined && { lives: body.lives }),
        updatedAt: now,
      })
      .where(eq(leagues.id, league.id))
      .returning();
    if (!updated) throw new NotFoundError(LEAGUE_NOT_FOUND_MESSAGE);
    const current = await currentRules(league.id, tx);
    const next = withChanges(current.rules, body);
    // Checked when the format or a rule changes: a pool saved before this rule keeps its other edits.
    if (body.format !== undefined || RULE_KEYS.some((key) => body[key] !== undefined))
      checkPoolRules(updated.format, next);
    return { updated, rules: await saveRules(tx, league.id, next, now, current) };
  });
  publishLeagueChange(league.id);
  // The league type decides what its standings count.
  if (updated.leagueType !== league.leagueType) events.publish("standings.changed", { weekId: null });
  return toLeagueDetail(updated, await countMembers(league.id), league, rules);
}

export async function countMembers(leagueId: string): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.status, "active")));
  return row?.n ?? 0;
}

/** GET /api/leagues/slug/{slug}: private leagues resolve only for their members. */
export async function leagueIdBySlug(viewerId: string, slug: string): Promise<{ id: string }> {
  const [row] = await db()
    .select({ id: leagues.id })
    .from(leagues)
    .where(
      sql`lower(${leagues.slug}) = lower(${slug}) and (${leagues.visibility} = 'public' or ${activeMembership(viewerId)})`,
    );
  if (!row) throw new NotFoundError(LEAGUE_NOT_FOUND_MESSAGE);
  return row;
}
