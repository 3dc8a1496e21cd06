import type { LeagueDeadline, LeagueSlate, PickMode } from "@shared/domain/enums";
import type { LeagueFormat } from "@shared/domain/survivor";

/** The words of issue 20's format choices, as the owner picks them. */
export const PICK_MODE_TEXT: Record<PickMode, string> = {
  straight: "Straight up",
  spread: "Against the spread",
};

export const SLATE_TEXT: Record<LeagueSlate, string> = {
  power5: "Every Power-5 game",
  ranked: "Games with a ranked team",
  selected: "Games I choose each week",
  postseason: "Every bowl and playoff game, on one card",
};

/** The read-only summary is also read by members, for whom "I" is the owner. */
export const SLATE_SUMMARY_TEXT: Record<LeagueSlate, string> = {
  ...SLATE_TEXT,
  selected: "Games the owner chooses each week",
};

export const DEADLINE_TEXT: Record<LeagueDeadline, string> = {
  kickoff: "Each game at its kickoff",
  first_kickoff: "The whole slate at the week's first kickoff",
};

export const CONFIDENCE_HINT = "Each pick gets a distinct value from 1 to N; a correct pick earns its value.";
export const TIEBREAKER_HINT = "Members predict the total points of the week's last game.";
export const RULES_APPLY_TEXT = "Changes apply from the next week that has not started.";
/** How a format scores beyond its points fields (gradeLeaguePick), or null when the fields say it all. */
export function pointsNote({ pickMode, confidence }: { pickMode: PickMode; confidence: boolean }): string | null {
  if (pickMode === "spread")
    return confidence
      ? "A pick that covers the spread earns its confidence value; a push or a miss earns nothing."
      : "A pick that covers the spread earns the Correct Winner points; a push or a miss earns nothing.";
  return confidence ? "A correct pick earns its confidence value instead of the Correct Winner points." : null;
}

/** Issue 21's game of a league (decision 040), and a survivor pool's lives. */
export const GAME_TEXT: Record<LeagueFormat, string> = { pickem: "Pick'em", survivor: "Survivor pool" };
export const LIVES_CHOICES = ["1", "2", "3"] as const;
export type LivesChoice = (typeof LIVES_CHOICES)[number];
export const LIVES_TEXT: Record<LivesChoice, string> = { "1": "One life", "2": "Two lives", "3": "Three lives" };
