import { z } from "zod";
import { idSchema } from "../domain/id.ts";
import { VOID_NOTE_MAX } from "../domain/league-card.ts";

/**
 * POST /api/leagues/{id}/voids (owner only, decision 025): the game earns nothing in the league,
 * each of its picks there gets a `void` ledger row worth 0 instead. Voiding it again replaces the
 * note. A blank note is no note.
 */
export const voidGameBodySchema = z.object({
  gameId: idSchema({ error: "gameId must be a game's id" }),
  note: z
    .string({ error: "note must be text" })
    .trim()
    .max(VOID_NOTE_MAX, `note must be at most ${VOID_NOTE_MAX} characters`)
    .optional(),
});
export type VoidGameBody = z.infer<typeof voidGameBodySchema>;

/** GET /api/leagues/{id}/voids?weekId=: the games of a week voided in the league. */
export const leagueVoidsQuerySchema = z.object({ weekId: z.string({ error: "weekId is required" }) });

export const leagueVoidSchema = z.object({
  gameId: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  kickoffISO: z.string(),
  note: z.string().nullable(),
  voidedAt: z.string(),
});

/** A week's voided games, by kickoff. */
export const leagueVoidsSchema = z.object({ weekId: z.string(), games: z.array(leagueVoidSchema) });
export type LeagueVoids = z.infer<typeof leagueVoidsSchema>;

export const GAME_NOT_FOUND_MESSAGE = "Game not found";
