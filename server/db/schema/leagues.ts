import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { PointsSettings } from "../../../shared/contracts/points.ts";
import {
  LEAGUE_DEADLINES,
  LEAGUE_MEMBER_ROLES,
  LEAGUE_MEMBER_STATUSES,
  LEAGUE_SLATES,
  LEAGUE_TYPES,
  LEAGUE_VISIBILITIES,
  PICK_MODES,
  SIDES,
} from "../../../shared/domain/enums.ts";
import { STORED_JOIN_CODE_PATTERN } from "../../../shared/domain/join-code.ts";
import { MAX_CONFIDENCE, MAX_TIEBREAKER_TOTAL, VOID_NOTE_MAX } from "../../../shared/domain/league-card.ts";
import {
  LEAGUE_DESCRIPTION_MAX,
  LEAGUE_NAME_MAX,
  LEAGUE_NAME_MIN,
  LEAGUE_SLUG_MAX,
  LEAGUE_SLUG_MIN,
  LEAGUE_SLUG_PATTERN,
} from "../../../shared/domain/slug.ts";
import { LEAGUE_SEASON_SCOPES } from "../../../shared/domain/standings.ts";
import { LEAGUE_FORMATS, SURVIVOR_LIVES_MAX, SURVIVOR_LIVES_MIN } from "../../../shared/domain/survivor.ts";
import { bound, boundedPattern, lengthBetween, matches, oneOf } from "./checks.ts";
import { games, weeks } from "./games.ts";
import { users } from "./users.ts";

/**
 * A league's owner is never deleted with the user: a trigger on users hands the league to its
 * longest-standing member, and deletes it only when nobody else is in it. The owner foreign key is
 * DEFERRABLE INITIALLY DEFERRED (drizzle/0003; drizzle-kit cannot express it) so that it is checked
 * after the hand-over.
 */
export const leagues = pgTable(
  "leagues",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description"),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "no action" }),
    visibility: text("visibility", { enum: LEAGUE_VISIBILITIES }).notNull().default("public"),
    joinCode: text("join_code").notNull().unique(),
    seasonScope: text("season_scope", { enum: LEAGUE_SEASON_SCOPES }).notNull().default("full_season"),
    leagueType: text("league_type", { enum: LEAGUE_TYPES }).notNull().default("both"),
    /** `pickem` (scored picks under the rules) or `survivor` (decision 040); fixed once the first week starts. */
    format: text("format", { enum: LEAGUE_FORMATS }).notNull().default("pickem"),
    /** A survivor pool's lives per member (1..3); fixed once the first week starts. */
    lives: integer("lives").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("leagues_slug_unique").on(sql`lower(${t.slug})`),
    index("leagues_owner_idx").on(t.ownerId),
    oneOf("leagues_visibility_check", t.visibility, LEAGUE_VISIBILITIES),
    oneOf("leagues_league_type_check", t.leagueType, LEAGUE_TYPES),
    oneOf("leagues_season_scope_check", t.seasonScope, LEAGUE_SEASON_SCOPES),
    oneOf("leagues_format_check", t.format, LEAGUE_FORMATS),
    check("leagues_lives_check", sql`${t.lives} between ${bound(SURVIVOR_LIVES_MIN)} and ${bound(SURVIVOR_LIVES_MAX)}`),
    lengthBetween("leagues_name_length_check", t.name, LEAGUE_NAME_MIN, LEAGUE_NAME_MAX),
    matches("leagues_slug_check", t.slug, boundedPattern(LEAGUE_SLUG_PATTERN, LEAGUE_SLUG_MIN, LEAGUE_SLUG_MAX)),
    lengthBetween("leagues_description_length_check", t.description, 0, LEAGUE_DESCRIPTION_MAX),
    matches("leagues_join_code_check", t.joinCode, STORED_JOIN_CODE_PATTERN.source),
  ],
);

export const leagueInvites = pgTable(
  "league_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leagueId: uuid("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    email: text("email"),
    handle: text("handle"),
    token: text("token").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("league_invites_league_idx").on(t.leagueId), index("league_invites_invited_by_idx").on(t.invitedBy)],
);

export const leagueMembers = pgTable(
  "league_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leagueId: uuid("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: LEAGUE_MEMBER_ROLES }).notNull().default("member"),
    status: text("status", { enum: LEAGUE_MEMBER_STATUSES }).notNull().default("active"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    inviteId: uuid("invite_id").references(() => leagueInvites.id, { onDelete: "set null" }),
  },
  (t) => [
    unique("league_members_unique").on(t.leagueId, t.userId),
    index("league_members_user_idx").on(t.userId),
    index("league_members_invite_idx").on(t.inviteId),
    uniqueIndex("league_members_one_owner").on(t.leagueId).where(sql`${t.role} = 'owner'`),
    oneOf("league_members_role_check", t.role, LEAGUE_MEMBER_ROLES),
    oneOf("league_members_status_check", t.status, LEAGUE_MEMBER_STATUSES),
  ],
);

/**
 * Every saved version of a league's rules (issue 20, decision 021): rows are only added, never
 * changed, so each week can be played and shown under the version in force when its slate locked.
 */
export const leagueRuleSets = pgTable(
  "league_rule_sets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leagueId: uuid("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    pickMode: text("pick_mode", { enum: PICK_MODES }).notNull().default("straight"),
    confidence: boolean("confidence").notNull().default(false),
    slate: text("slate", { enum: LEAGUE_SLATES }).notNull().default("power5"),
    deadline: text("deadline", { enum: LEAGUE_DEADLINES }).notNull().default("kickoff"),
    tiebreaker: boolean("tiebreaker").notNull().default(false),
    points: jsonb("points").$type<PointsSettings>().notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("league_rule_sets_league_saved_unique").on(t.leagueId, t.savedAt),
    oneOf("league_rule_sets_pick_mode_check", t.pickMode, PICK_MODES),
    oneOf("league_rule_sets_slate_check", t.slate, LEAGUE_SLATES),
    oneOf("league_rule_sets_deadline_check", t.deadline, LEAGUE_DEADLINES),
  ],
);

/** The games an owner chose for a week of a league whose slate is `selected` (PUT /api/leagues/{id}/slate). */
export const leagueSlateGames = pgTable(
  "league_slate_games",
  {
    leagueId: uuid("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    weekId: uuid("week_id")
      .notNull()
      .references(() => weeks.id, { onDelete: "cascade" }),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    setAt: timestamp("set_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.leagueId, t.gameId] }),
    index("league_slate_games_week_idx").on(t.leagueId, t.weekId),
  ],
);

/**
 * A member's league card picks (leagues whose format is not the site's: decision 022). The line is
 * the home team's spread read by the server when the winner was chosen (spread leagues); the
 * confidence values of one card are distinct, which the database enforces too.
 */
export const leaguePicks = pgTable(
  "league_picks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leagueId: uuid("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    weekId: uuid("week_id")
      .notNull()
      .references(() => weeks.id, { onDelete: "cascade" }),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    winner: text("winner", { enum: SIDES }).notNull(),
    confidence: integer("confidence"),
    line: numeric("line", { precision: 5, scale: 1, mode: "number" }),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    unique("league_picks_member_game_unique").on(t.leagueId, t.userId, t.gameId),
    uniqueIndex("league_picks_confidence_unique")
      .on(t.leagueId, t.userId, t.weekId, t.confidence)
      .where(sql`${t.confidence} is not null`),
    index("league_picks_game_idx").on(t.gameId),
    oneOf("league_picks_winner_check", t.winner, SIDES),
    check("league_picks_confidence_check", sql`${t.confidence} between 1 and ${bound(MAX_CONFIDENCE)}`),
  ],
);

/** A member's predicted total points of the week's tiebreaker game (leagues with a tiebreaker). */
export const leagueTiebreakers = pgTable(
  "league_tiebreakers",
  {
    leagueId: uuid("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    weekId: uuid("week_id")
      .notNull()
      .references(() => weeks.id, { onDelete: "cascade" }),
    total: integer("total").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.leagueId, t.userId, t.weekId] }),
    check("league_tiebreakers_total_check", sql`${t.total} between 0 and ${bound(MAX_TIEBREAKER_TOTAL)}`),
  ],
);

/**
 * The week's tiebreaker game an owner named (decision 025): used while it is on the week's slate,
 * else the slate's last kickoff is (`tiebreakerGameOf`). Set until the week's slate first locks.
 */
export const leagueTiebreakerGames = pgTable(
  "league_tiebreaker_games",
  {
    leagueId: uuid("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    weekId: uuid("week_id")
      .notNull()
      .references(() => weeks.id, { onDelete: "cascade" }),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    namedAt: timestamp("named_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.weekId] })],
);

/**
 * A game an owner voided for the league (decision 025): grading writes each of its picks there one
 * `void` row worth 0 instead of its points. Deleting the row restores the game.
 */
export const leagueVoidedGames = pgTable(
  "league_voided_games",
  {
    leagueId: uuid("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    note: text("note"),
    voidedAt: timestamp("voided_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.leagueId, t.gameId] }),
    // Grading reads a game's voids across every league at once.
    index("league_voided_games_game_idx").on(t.gameId),
    lengthBetween("league_voided_games_note_check", t.note, 1, VOID_NOTE_MAX),
  ],
);

/**
 * A member's team of a week in a survivor pool (decision 040): one per week, and a team once per
 * league (a league is one season). The side is the team's in the game, so grading reads the game.
 */
export const survivorPicks = pgTable(
  "survivor_picks",
  {
    leagueId: uuid("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    weekId: uuid("week_id")
      .notNull()
      .references(() => weeks.id, { onDelete: "cascade" }),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    side: text("side", { enum: SIDES }).notNull(),
    team: text("team").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.leagueId, t.userId, t.weekId] }),
    unique("survivor_picks_team_once").on(t.leagueId, t.userId, t.team),
    index("survivor_picks_game_idx").on(t.gameId),
    oneOf("survivor_picks_side_check", t.side, SIDES),
  ],
);
