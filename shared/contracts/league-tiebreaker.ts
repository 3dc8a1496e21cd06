import { z } from "zod";
import { idSchema } from "../domain/id.ts";

/**
 * PUT /api/leagues/{id}/tiebreaker (owner only, decision 025): the week's tiebreaker game, one of
 * its slate, until the slate's first game locks; `gameId: null` goes back to the slate's last kickoff.
 */
export const weekTiebreakerBodySchema = z.object({
  weekId: idSchema({ error: "weekId must be a week's id" }),
  gameId: idSchema({ error: "gameId must be a game's id or null" }).nullable(),
});
export type WeekTiebreakerBody = z.infer<typeof weekTiebreakerBodySchema>;

/** GET /api/leagues/{id}/tiebreaker?weekId=. */
export const weekTiebreakerQuerySchema = z.object({ weekId: z.string({ error: "weekId is required" }) });

/** A league week's tiebreaker game: the one named while it is on the slate, else the last kickoff. */
export const weekTiebreakerSchema = z.object({
  weekId: z.string(),
  /** The week's rules have a tiebreaker. */
  tiebreaker: z.boolean(),
  /** The week's tiebreaker game (null without a slate). */
  gameId: z.string().nullable(),
  /** The game the owner named (null: the last kickoff); it counts only while on the slate. */
  namedGameId: z.string().nullable(),
  namedAt: z.string().nullable(),
  /** The slate's first game has locked: the choice is final. */
  locked: z.boolean(),
});
export type WeekTiebreaker = z.infer<typeof weekTiebreakerSchema>;

export const NO_TIEBREAKER_MESSAGE = "This league has no tiebreaker this week";
