import type { PointsSettings } from "@shared/contracts/points";
import { DEFAULT_LEAGUE_FORMAT, type LeagueRules } from "@shared/domain/league-rules";
import { type PointsNumberKey, pointsFieldProblem, pointsInputValue } from "@shared/domain/points-settings";
import { type LeagueFormat as Game, SURVIVOR_SLATES } from "@shared/domain/survivor";

export type PointsToggleKey = Extract<keyof PointsSettings, `${string}Enabled`>;

const NUMBER_KEYS = [
  "correctWinner",
  "incorrectWinner",
  "exactScore",
  "correctMargin",
  "overUnderCorrect",
  "upsetBonus",
] as const satisfies readonly PointsNumberKey[];
const TOGGLE_KEYS = [
  "exactScoreEnabled",
  "correctMarginEnabled",
  "overUnderEnabled",
  "upsetBonusEnabled",
] as const satisfies readonly PointsToggleKey[];

/** Each bonus's enable switch. */
const TOGGLE_OF: Partial<Record<PointsNumberKey, PointsToggleKey>> = {
  exactScore: "exactScoreEnabled",
  correctMargin: "correctMarginEnabled",
  overUnderCorrect: "overUnderEnabled",
  upsetBonus: "upsetBonusEnabled",
};

/** The points as typed: numbers stay text until sent, so a half-typed "-" is not lost. */
export interface PointsDraft {
  values: Record<PointsNumberKey, string>;
  flags: Record<PointsToggleKey, boolean>;
}

export type LeagueFormat = Omit<LeagueRules, "points">;

/** A league's format as edited; `points` is null until the owner touches them (the base's points stand). */
export interface FormatDraft extends LeagueFormat {
  points: PointsDraft | null;
}

/**
 * What the draft is compared with: the league's rules, or on Create League the defaults and the
 * site's points (once loaded).
 */
export type FormatBase = LeagueFormat & { points?: PointsSettings };

export const pointsDraftOf = (points: PointsSettings): PointsDraft => ({
  values: Object.fromEntries(NUMBER_KEYS.map((key) => [key, String(points[key])])) as PointsDraft["values"],
  flags: Object.fromEntries(TOGGLE_KEYS.map((key) => [key, points[key]])) as PointsDraft["flags"],
});

export const pointsOf = (draft: PointsDraft): PointsSettings => ({
  ...(Object.fromEntries(NUMBER_KEYS.map((key) => [key, pointsInputValue(draft.values[key])])) as Record<
    PointsNumberKey,
    number
  >),
  ...draft.flags,
});

export const pointsProblems = (draft: PointsDraft): Record<PointsNumberKey, string | null> =>
  Object.fromEntries(NUMBER_KEYS.map((key) => [key, pointsFieldProblem(key, draft.values[key])])) as Record<
    PointsNumberKey,
    string | null
  >;

/**
 * The points a format scores by, as gradeLeaguePick (shared/domain/league-scoring.ts) grades: every
 * one straight up; with confidence a correct pick earns its value, so only the penalty and the upset
 * bonus remain; against the spread a cover earns the Correct Winner points, or with confidence its value.
 */
export function pointsKeysFor({
  pickMode,
  confidence,
}: Pick<LeagueFormat, "pickMode" | "confidence">): readonly PointsNumberKey[] {
  if (pickMode === "spread") return confidence ? [] : ["correctWinner"];
  return confidence ? ["incorrectWinner", "upsetBonus"] : NUMBER_KEYS;
}

export const formatDraftOf = ({ pickMode, confidence, slate, deadline, tiebreaker }: LeagueFormat): FormatDraft => ({
  pickMode,
  confidence,
  slate,
  deadline,
  tiebreaker,
  points: null,
});

/** Only the points the format scores by are checked: the others are neither shown nor sent. */
export const formatInvalid = (draft: FormatDraft) => {
  const { points } = draft;
  return points !== null && pointsKeysFor(draft).some((key) => pointsFieldProblem(key, points.values[key]) !== null);
};

const FORMAT_KEYS = ["pickMode", "confidence", "slate", "deadline", "tiebreaker"] as const;

/** The points to send: the draft's for the fields the format scores by, the base's for the rest. */
function pointsToSend(base: PointsSettings | undefined, draft: FormatDraft, points: PointsDraft): PointsSettings {
  const typed = pointsOf(points);
  if (!base) return typed;
  const sent: PointsSettings = { ...base };
  for (const key of pointsKeysFor(draft)) {
    sent[key] = typed[key];
    const toggle = TOGGLE_OF[key];
    if (toggle) sent[toggle] = typed[toggle];
  }
  return sent;
}

/** The rules the draft changes, and only those: a save that changes none adds no version of the rules. */
export function changedRules(base: FormatBase, draft: FormatDraft): Partial<LeagueRules> {
  const changed: Partial<LeagueRules> = {};
  for (const key of FORMAT_KEYS) if (draft[key] !== base[key]) Object.assign(changed, { [key]: draft[key] });
  if (draft.points !== null && pointsKeysFor(draft).length > 0) {
    const points = pointsToSend(base.points, draft, draft.points);
    const before = base.points;
    if (!before || (Object.keys(points) as (keyof PointsSettings)[]).some((key) => points[key] !== before[key]))
      changed.points = points;
  }
  return changed;
}

/**
 * The draft a game plays by: a survivor pool keeps its slate (a week's, not the postseason card) and
 * deadline, and the pick'em-only rules go back to their defaults (survivorRulesProblem), so hidden
 * choices are neither shown in the summary nor sent. A pick'em draft is kept as it is.
 */
export function draftForGame(draft: FormatDraft, game: Game): FormatDraft {
  if (game === "pickem") return draft;
  const slate = (SURVIVOR_SLATES as readonly string[]).includes(draft.slate)
    ? draft.slate
    : DEFAULT_LEAGUE_FORMAT.slate;
  const { pickMode, confidence, tiebreaker } = DEFAULT_LEAGUE_FORMAT;
  return { ...draft, pickMode, confidence, tiebreaker, slate, points: null };
}
