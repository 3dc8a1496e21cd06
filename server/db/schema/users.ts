import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ROLES } from "../../../shared/domain/enums.ts";
import { HANDLE_MAX_LENGTH, HANDLE_MIN_LENGTH, HANDLE_PATTERN } from "../../../shared/domain/handle.ts";
import { boundedPattern, matches, oneOf } from "./checks.ts";
import { leagues } from "./leagues.ts";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    handle: text("handle"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
    role: text("role", { enum: ROLES }).notNull().default("USER"),
    favoriteTeam: text("favorite_team"),
    favoriteTeamColor: text("favorite_team_color"),
    defaultLeagueId: uuid("default_league_id").references((): AnyPgColumn => leagues.id, { onDelete: "set null" }),
    triviaCorrectTotal: integer("trivia_correct_total").notNull().default(0),
    triviaCurrentStreak: integer("trivia_current_streak").notNull().default(0),
    triviaBestStreak: integer("trivia_best_streak").notNull().default(0),
    triviaLastAttemptDate: date("trivia_last_attempt_date"),
  },
  (t) => [
    uniqueIndex("users_handle_lower_unique").on(sql`lower(${t.handle})`),
    uniqueIndex("users_email_lower_unique").on(sql`lower(${t.email})`),
    index("users_default_league_idx").on(t.defaultLeagueId),
    oneOf("users_role_check", t.role, ROLES),
    matches("users_handle_check", t.handle, boundedPattern(HANDLE_PATTERN, HANDLE_MIN_LENGTH, HANDLE_MAX_LENGTH)),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(), // hex SHA-256 of the token; the token itself is never stored
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const oauthAccounts = pgTable(
  "oauth_accounts",
  {
    provider: text("provider").notNull(),
    providerUserId: text("provider_user_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerUserId] }), index("oauth_accounts_user_idx").on(t.userId)],
);

export type User = typeof users.$inferSelect;
