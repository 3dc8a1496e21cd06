import { z } from "zod";
import { LEAGUE_DEADLINES, LEAGUE_SLATES, PICK_MODES } from "../domain/enums.ts";
import { idSchema } from "../domain/id.ts";
import { SELECTED_SLATE_MAX, SELECTED_SLATE_MIN } from "../domain/league-rules.ts";
import { gameSchema } from "./games.ts";
import { pointsSettingsSchema } from "./points.ts";

/** A league's format (issue 20): every field's API name is the contract. */
export const pickModeSchema = z.enum(PICK_MODES, { error: "pickMode must be straight or spread" });
export const leagueSlateSchema = z.enum(LEAGUE_SLATES, {
  error: "slate must be power5, ranked, selected or postseason",
});
export const leagueDeadlineSchema = z.enum(LEAGUE_DEADLINES, { error: "deadline must be kickoff or first_kickoff" });

export const leagueRulesSchema = z.object({
  pickMode: pickModeSchema,
  confidence: z.boolean({ error: "confidence must be true or false" }),
  slate: leagueSlateSchema,
  deadline: leagueDeadlineSchema,
  tiebreaker: z.boolean({ error: "tiebreaker must be true or false" }),
  points: pointsSettingsSchema,
});

/** On Create League and in Settings every rule is optional: a missing one keeps its default or current value. */
export const leagueRulesInputSchema = leagueRulesSchema.partial();

/** PUT /api/leagues/{id}/slate: the owner's games for a week, any FBS games of it. */
export const weekSlateBodySchema = z.object({
  weekId: idSchema({ error: "weekId must be a week's id" }),
  gameIds: z
    .array(idSchema({ error: "Each game id must be a game's id" }), { error: "gameIds must be a list of game ids" })
    .min(SELECTED_SLATE_MIN, `Choose at least ${SELECTED_SLATE_MIN} game`)
    .max(SELECTED_SLATE_MAX, `Choose at most ${SELECTED_SLATE_MAX} games`),
});
export type WeekSlateBody = z.infer<typeof weekSlateBodySchema>;

export const weekSlateQuerySchema = z.object({ weekId: z.string({ error: "weekId is required" }) });

/** A game an owner may put on a week's slate: any FBS game of the week, Power-5 or not. */
export const slateChoiceSchema = gameSchema.omit({ pickStats: true }).extend({
  /** A game of the site's pick'em too; the others are on leagues' selected slates only. */
  powerFive: z.boolean(),
});
export type SlateChoice = z.infer<typeof slateChoiceSchema>;

/**
 * A week's selected slate: no games and no setAt until the owner sets it; `choices` are the week's
 * FBS games in kickoff order, what the owner chooses from.
 */
export const weekSlateSchema = z.object({
  weekId: z.string(),
  gameIds: z.array(z.string()),
  setAt: z.string().nullable(),
  choices: z.array(slateChoiceSchema),
});
export type WeekSlate = z.infer<typeof weekSlateSchema>;

export const SLATE_NOT_SELECTED_MESSAGE =
  "This league plays every game of its slate rule: switch Games to selected first";
export const WEEK_NOT_FOUND_MESSAGE = "Week not found";
