import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { weeks } from "./games.ts";
import { users } from "./users.ts";

export const leagues = pgTable(
  "leagues",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description"),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    visibility: text("visibility", { enum: ["private", "public"] }).notNull().default("public"),
    joinCode: text("join_code").notNull().unique(),
    seasonScope: text("season_scope").notNull().default("full_season"),
    leagueType: text("league_type", { enum: ["both", "picks_only", "trivia_only"] }).notNull().default("both"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("leagues_slug_unique").on(sql`lower(${t.slug})`)],
);

export const leagueInvites = pgTable("league_invites", {
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
});

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
    role: text("role", { enum: ["member", "owner"] }).notNull().default("member"),
    status: text("status").notNull().default("active"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    inviteId: uuid("invite_id").references(() => leagueInvites.id, { onDelete: "set null" }),
  },
  (t) => [unique("league_members_unique").on(t.leagueId, t.userId), index("league_members_user_idx").on(t.userId)],
);

export const leagueWeekTotals = pgTable(
  "league_week_totals",
  {
    leagueId: uuid("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    weekId: uuid("week_id")
      .notNull()
      .references(() => weeks.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    points: integer("points").notNull().default(0),
    rank: integer("rank"),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.weekId, t.userId] })],
);

export const leagueTriviaPoints = pgTable(
  "league_trivia_points",
  {
    leagueId: uuid("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    points: integer("points").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.userId] })],
);
