import { z } from "zod";
import { LEAGUE_MEMBER_ROLES, LEAGUE_TYPES, LEAGUE_VISIBILITIES } from "../domain/enums.ts";
import { normalizeJoinCode } from "../domain/join-code.ts";
import { leagueDescriptionSchema, leagueNameSchema, leagueSlugSchema } from "../domain/slug.ts";
import { LEAGUE_SEASON_SCOPES } from "../domain/standings.ts";
import { leagueRulesInputSchema, leagueRulesSchema } from "./league-rules.ts";
import { leagueFormatInputShape, leagueFormatSchema } from "./survivor.ts";

/** Every request and response of the league endpoints of RULES §7 (standings and trivia live elsewhere). */

export const leagueVisibilitySchema = z.enum(LEAGUE_VISIBILITIES, { error: "Visibility must be public or private" });
export const leagueTypeSchema = z.enum(LEAGUE_TYPES, { error: "League type must be both, picks_only or trivia_only" });

export type { LeagueSeasonScope } from "../domain/standings.ts";
/** Season scopes live once in shared/domain/standings.ts (the standings count by them). */
export {
  LEAGUE_SEASON_SCOPES,
  SEASON_SCOPE_TEXT,
  SEASON_SCOPE_TEXT as SEASON_SCOPE_LABELS,
} from "../domain/standings.ts";
export const leagueSeasonScopeSchema = z.enum(LEAGUE_SEASON_SCOPES, {
  error: "Season scope must be full_season or from_creation",
});

export const JOIN_CODE_REQUIRED_MESSAGE = "Please enter a join code";
export const INVALID_JOIN_CODE_MESSAGE = "Invalid join code";
export const ALREADY_MEMBER_MESSAGE = "You're already a member of this league";
export const SLUG_TAKEN_MESSAGE = "That league URL is already taken";
export const LEAGUE_NOT_FOUND_MESSAGE = "League not found";
export const OWNER_ONLY_MESSAGE = "Only the league owner can do that";
export const CANNOT_REMOVE_OWNER_MESSAGE = "The league owner cannot be removed";
export const MEMBER_NOT_FOUND_MESSAGE = "Member not found";

// ---- requests ----

/**
 * POST /api/leagues. `slug` is derived from the name when omitted or blank. `isPrivate` (RULES §5,
 * default false) is accepted as well as `visibility`; `visibility` wins when both are sent. Without
 * `leagueType` a pool with a card format counts picks only, any other league both (decision 056).
 */
export const createLeagueBodySchema = z.object({
  name: leagueNameSchema,
  slug: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), leagueSlugSchema.optional()),
  description: leagueDescriptionSchema.nullable(),
  seasonScope: leagueSeasonScopeSchema.default("full_season"),
  visibility: leagueVisibilitySchema.optional(),
  isPrivate: z.boolean({ error: "isPrivate must be true or false" }).optional(),
  leagueType: leagueTypeSchema.optional(),
  ...leagueRulesInputSchema.shape,
  ...leagueFormatInputShape,
});
export type CreateLeagueBody = z.infer<typeof createLeagueBodySchema>;

/** PATCH /api/leagues/{id}: owner only; every field optional, a blank name is refused (RULES §5). */
export const updateLeagueBodySchema = z.object({
  name: leagueNameSchema.optional(),
  description: leagueDescriptionSchema.nullable(),
  visibility: leagueVisibilitySchema.optional(),
  leagueType: leagueTypeSchema.optional(),
  ...leagueRulesInputSchema.shape,
  ...leagueFormatInputShape,
});
export type UpdateLeagueBody = z.infer<typeof updateLeagueBodySchema>;

/** A join code as typed: trimmed and uppercased (RULES §5); empty → 'Please enter a join code'. */
export const joinCodeInputSchema = z
  .string({ error: JOIN_CODE_REQUIRED_MESSAGE })
  .transform(normalizeJoinCode)
  .refine((code) => code.length > 0, JOIN_CODE_REQUIRED_MESSAGE);

/** POST /api/leagues/join */
export const joinByCodeBodySchema = z.object({ joinCode: joinCodeInputSchema });
export type JoinByCodeBody = z.infer<typeof joinByCodeBodySchema>;

// ---- responses ----

export const leagueSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  ownerId: z.string(),
  visibility: leagueVisibilitySchema,
  seasonScope: leagueSeasonScopeSchema,
  leagueType: leagueTypeSchema,
  memberCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type League = z.infer<typeof leagueSchema>;

/** GET /api/leagues: publicLeagues are public leagues the caller is not an active member of. */
export const leagueListResponseSchema = z.object({
  userLeagues: z.array(leagueSchema),
  publicLeagues: z.array(leagueSchema),
});
export type LeagueListResponse = z.infer<typeof leagueListResponseSchema>;

/**
 * GET, PATCH /api/leagues/{id} and POST /api/leagues (201): joinCode is null for non-members. The
 * rules are the newest saved; `rulesSavedAt` is when, so a page can say which weeks they reach.
 */
export const leagueDetailSchema = leagueSchema.extend({
  isMember: z.boolean(),
  isOwner: z.boolean(),
  joinCode: z.string().nullable(),
  ...leagueRulesSchema.shape,
  rulesSavedAt: z.string(),
  /** `pickem` or `survivor` (decision 040); `lives` matters to a survivor pool only. */
  format: leagueFormatSchema,
  lives: z.number().int(),
});
export type LeagueDetail = z.infer<typeof leagueDetailSchema>;
export const createLeagueResponseSchema = leagueDetailSchema;
export const updateLeagueResponseSchema = leagueDetailSchema;

/** GET /api/leagues/{id}/members: email is the caller's own, null on everyone else's entry. */
export const leagueMemberSchema = z.object({
  userId: z.string(),
  role: z.enum(LEAGUE_MEMBER_ROLES),
  joinedAt: z.string(),
  user: z.object({
    handle: z.string().nullable(),
    email: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
  }),
  /** Until when the member is muted in the league's chat: shown to the owner, and to the member of their own row; else null. */
  mutedUntil: z.string().nullable(),
});
export type LeagueMember = z.infer<typeof leagueMemberSchema>;
export const leagueMembersResponseSchema = z.array(leagueMemberSchema);

/** POST /api/leagues/join, /api/leagues/join/{code} and /api/leagues/{id}/join all answer this. */
export const joinLeagueResponseSchema = z.object({
  leagueId: z.string(),
  league: z.object({ id: z.string() }),
});
export type JoinLeagueResponse = z.infer<typeof joinLeagueResponseSchema>;
export const joinByCodeResponseSchema = joinLeagueResponseSchema;
export const joinByLinkResponseSchema = joinLeagueResponseSchema;

/** The owner as the invite page names them: never an email (the page is public). */
export const leagueCommissionerSchema = z.object({
  /** "@handle", else the first and last name, else the first name, else "Anonymous". */
  name: z.string(),
  handle: z.string().nullable(),
});

/**
 * GET /api/leagues/by-code/{code}: the invite page. isMember lets it say so before a join; the
 * format fields are the league's current ones (as on GET /api/leagues/{id}), points aside.
 */
export const leagueInviteSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  memberCount: z.number().int(),
  visibility: leagueVisibilitySchema,
  seasonScope: leagueSeasonScopeSchema,
  isMember: z.boolean(),
  ...leagueDetailSchema.pick({
    leagueType: true,
    format: true,
    lives: true,
    pickMode: true,
    confidence: true,
    slate: true,
    deadline: true,
    tiebreaker: true,
  }).shape,
  commissioner: leagueCommissionerSchema,
});
export type LeagueInvite = z.infer<typeof leagueInviteSchema>;

/** GET /api/leagues/slug/{slug} */
export const leagueSlugResponseSchema = z.object({ id: z.string() });

/** POST /api/leagues/{id}/join-code (owner only): the new code; the old one stops working. */
export const rotateJoinCodeResponseSchema = z.object({ joinCode: z.string() });

/** DELETE /api/leagues/{id}/members/{userId} (owner only) */
export const removeMemberResponseSchema = z.object({ message: z.string() });
