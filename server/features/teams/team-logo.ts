import { secureLogo } from "../../../shared/domain/team-logo.ts";
import { env } from "../../env.ts";

/** A stored logo as the API gives it: https only, or none at all when the operator turned outside logos off (TEAM_LOGOS). */
export const logoToShow = (stored: string | null | undefined): string | null =>
  env().TEAM_LOGOS ? secureLogo(stored) : null;
