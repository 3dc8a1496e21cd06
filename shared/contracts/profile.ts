import { z } from "zod";
import { handleSchema, profileHandleSchema } from "../domain/handle.ts";

export const TERMS_MESSAGE = "You must accept the terms and conditions to continue";
export const HANDLE_TAKEN_MESSAGE = "Username is already taken";

const favoriteTeamColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, "Favorite team color must be # followed by 6 hex digits");

export const setHandleBodySchema = z.object({
  handle: handleSchema,
  termsAccepted: z.literal(true, { error: TERMS_MESSAGE }),
  favoriteTeam: z.string().trim().min(1).max(100).nullish(),
  favoriteTeamColor: favoriteTeamColor.nullish(),
});
export type SetHandleBody = z.infer<typeof setHandleBodySchema>;

export const profileTeamBodySchema = z.object({
  favoriteTeam: z.string({ error: "Please select a team" }).trim().min(1, "Please select a team").max(100),
  favoriteTeamColor: favoriteTeamColor,
});
export const profileHandleBodySchema = z.object({ handle: profileHandleSchema });
/** `{ handle }` changes the username; anything else is a favourite-team change. */
export const profileUpdateBodySchema = z
  .record(z.string(), z.unknown(), { error: "Expected a JSON object" })
  .transform((value, ctx) => {
    const schema = "handle" in value ? profileHandleBodySchema : profileTeamBodySchema;
    const result = schema.safeParse(value);
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ ...issue, code: "custom", message: issue.message });
      return z.NEVER;
    }
    return result.data as z.infer<typeof profileHandleBodySchema> | z.infer<typeof profileTeamBodySchema>;
  });
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

export const checkHandleQuerySchema = z.object({ handle: z.string().default("") });
export const checkHandleResponseSchema = z.object({ available: z.boolean(), error: z.string().optional() });
export type CheckHandleResponse = z.infer<typeof checkHandleResponseSchema>;

/** GET /api/auth/suggest-handle: a valid username free at the time of asking, from the sign-in name. */
export const suggestHandleResponseSchema = z.object({ handle: z.string() });
export type SuggestHandleResponse = z.infer<typeof suggestHandleResponseSchema>;

export const teamSchema = z.object({
  id: z.number().int(),
  school: z.string(),
  mascot: z.string().nullable(),
  abbreviation: z.string().nullable(),
  conference: z.string().nullable(),
  color: z.string().nullable(),
  altColor: z.string().nullable(),
  logo: z.string().nullable(),
});
export type TeamDto = z.infer<typeof teamSchema>;

export const triviaStatsSchema = z.object({
  totalCorrect: z.number().int(),
  currentStreak: z.number().int(),
  bestStreak: z.number().int(),
});
export type TriviaStats = z.infer<typeof triviaStatsSchema>;
