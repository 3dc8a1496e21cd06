import { z } from "zod";

export const LEAGUE_NAME_MIN = 3;
export const LEAGUE_NAME_MAX = 50;
export const LEAGUE_SLUG_MIN = 3;
export const LEAGUE_SLUG_MAX = 50;
export const LEAGUE_DESCRIPTION_MAX = 500;
export const LEAGUE_SLUG_PATTERN = /^[a-z0-9-]+$/;

/**
 * RULES §5: the slug is auto-generated from the name: lowercased, punctuation stripped, spaces to
 * hyphens, cut to 50. Also: accents are folded ("Café" → "cafe") and other non-ASCII characters
 * dropped, a run of spaces/hyphens becomes one hyphen, and hyphens at either end are removed
 * (also after the cut). The result may still be under 3 characters; leagueSlugSchema reports that.
 */
export function slugFromName(name: string): string {
  return name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, LEAGUE_SLUG_MAX)
    .replace(/-+$/, "");
}

/** League create fields (RULES §5 "League create"; the rules gives no message texts). */
export const leagueNameSchema = z
  .string()
  .trim()
  .min(LEAGUE_NAME_MIN, `League name must be at least ${LEAGUE_NAME_MIN} characters`)
  .max(LEAGUE_NAME_MAX, `League name must be at most ${LEAGUE_NAME_MAX} characters`);

export const leagueSlugSchema = z
  .string()
  .trim()
  .min(LEAGUE_SLUG_MIN, `League URL must be at least ${LEAGUE_SLUG_MIN} characters`)
  .max(LEAGUE_SLUG_MAX, `League URL must be at most ${LEAGUE_SLUG_MAX} characters`)
  .regex(LEAGUE_SLUG_PATTERN, "League URL can only contain lowercase letters, numbers, and hyphens");

export const leagueDescriptionSchema = z
  .string()
  .trim()
  .max(LEAGUE_DESCRIPTION_MAX, `Description must be at most ${LEAGUE_DESCRIPTION_MAX} characters`)
  .optional();
