import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import type { GameDetails } from "../../../shared/contracts/games.ts";
import { FINALIZED_BY, GAME_STATUSES, SEASON_TYPES } from "../../../shared/domain/enums.ts";
import { oneOf } from "./checks.ts";

export const weeks = pgTable(
  "weeks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    season: integer("season").notNull(),
    week: integer("week").notNull(),
    seasonType: text("season_type", { enum: SEASON_TYPES }).notNull().default("regular"),
    label: text("label").notNull(),
    startDate: timestamp("start_date", { withTimezone: true }).notNull(),
    endDate: timestamp("end_date", { withTimezone: true }).notNull(),
    isCurrent: boolean("is_current").notNull().default(false),
    syncedAt: timestamp("synced_at", { withTimezone: true }),
  },
  (t) => [
    unique("weeks_season_week_unique").on(t.season, t.seasonType, t.week),
    oneOf("weeks_season_type_check", t.seasonType, SEASON_TYPES),
  ],
);

export const games = pgTable(
  "games",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    weekId: uuid("week_id")
      .notNull()
      .references(() => weeks.id, { onDelete: "cascade" }),
    cfbdId: integer("cfbd_id").notNull().unique(),
    homeTeam: text("home_team").notNull(),
    awayTeam: text("away_team").notNull(),
    homeConference: text("home_conference"),
    awayConference: text("away_conference"),
    /**
     * A game of the site's pick'em (a Power-5 team plays). The sync also stores the week's other FBS
     * games, which only a league's selected slate offers (decision 028).
     */
    powerFive: boolean("power_five").notNull().default(true),
    kickoffISO: timestamp("kickoff_iso", { withTimezone: true }).notNull(),
    status: text("status", { enum: GAME_STATUSES }).notNull().default("scheduled"),
    homeScore: integer("home_score"),
    awayScore: integer("away_score"),
    finalHomeScore: integer("final_home_score"),
    finalAwayScore: integer("final_away_score"),
    finalizedBy: text("finalized_by", { enum: FINALIZED_BY }),
    /** When its picks were last graded: from then on each pick has an outcome (grading/pick-outcome.sql.ts). */
    gradedAt: timestamp("graded_at", { withTimezone: true }),
    /**
     * What the boards' stored figures count of this game (board_week_figures, decision 044): the
     * week its picks are in and the final scores their outcomes were taken from (null while not
     * counted). standings/figures.sql.ts moves the figures when the row says otherwise.
     */
    figuresWeekId: uuid("figures_week_id"),
    countedHomeScore: integer("counted_home_score"),
    countedAwayScore: integer("counted_away_score"),
    isPopular: boolean("is_popular").notNull().default(false),
    homeTeamRecord: text("home_team_record"),
    awayTeamRecord: text("away_team_record"),
    overUnder: text("over_under"),
    spread: text("spread"),
    homeTeamRank: integer("home_team_rank"),
    awayTeamRank: integer("away_team_rank"),
    homeTeamPrimaryColor: text("home_team_primary_color"),
    awayTeamPrimaryColor: text("away_team_primary_color"),
    homeTeamAbbreviation: text("home_team_abbreviation"),
    awayTeamAbbreviation: text("away_team_abbreviation"),
    homeTeamLogo: text("home_team_logo"),
    awayTeamLogo: text("away_team_logo"),
    /** The provider's notes: a bowl's or playoff round's name ("Cheez-It Citrus Bowl"), a title game's (decision 038). */
    notes: text("notes"),
    /** Played at a neutral site (most bowls): the card names no home field. */
    neutralSite: boolean("neutral_site").notNull().default(false),
    /** Scoreboard details (period, clock, line scores, network …), display only (decision 031). */
    details: jsonb("details").$type<GameDetails>(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("games_week_idx").on(t.weekId),
    index("games_kickoff_idx").on(t.kickoffISO),
    oneOf("games_status_check", t.status, GAME_STATUSES),
    oneOf("games_finalized_by_check", t.finalizedBy, FINALIZED_BY),
  ],
);

export const teams = pgTable("teams", {
  cfbdId: integer("cfbd_id").primaryKey(),
  school: text("school").notNull(),
  mascot: text("mascot"),
  abbreviation: text("abbreviation"),
  color: text("color"),
  altColor: text("alt_color"),
  conference: text("conference"),
  logo: text("logo"),
  lastUpdated: timestamp("last_updated", { withTimezone: true }).notNull().defaultNow(),
});

export const recordCache = pgTable(
  "record_cache",
  {
    season: integer("season").notNull(),
    team: text("team").notNull(),
    wins: integer("wins").notNull().default(0),
    losses: integer("losses").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.season, t.team] })],
);

/**
 * Calls made to a data provider per calendar month (UTC), counted before each call so every process
 * shares one hard budget (CFBD_MONTHLY_CALLS, decision 032).
 */
export const providerCalls = pgTable(
  "provider_calls",
  {
    provider: text("provider").notNull(),
    month: text("month").notNull(),
    calls: integer("calls").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.month] })],
);

export type Week = typeof weeks.$inferSelect;
export type Game = typeof games.$inferSelect;
export type Team = typeof teams.$inferSelect;
