import type { LeagueDetail } from "@shared/contracts/leagues";
import { formatKickoff } from "@shared/domain/central-time";
import { POINTS_FIELDS } from "@/features/admin/points-field";
import { pointsKeysFor } from "./league-format-draft";
import { DEADLINE_TEXT, PICK_MODE_TEXT, RULES_APPLY_TEXT, SLATE_SUMMARY_TEXT } from "./league-format-labels";

const onOff = (on: boolean) => (on ? "On" : "Off");

/** "Correct Winner 1 · Incorrect Winner 0 · Exact Score off · …", the points the format scores by. */
const pointsText = (league: LeagueDetail) => {
  const { points } = league;
  const keys = pointsKeysFor(league);
  return POINTS_FIELDS.filter((field) => keys.includes(field.key))
    .map((field) =>
      field.toggle && !points[field.toggle] ? `${field.label} off` : `${field.label} ${points[field.key]}`,
    )
    .join(" · ");
};

/**
 * The league's format as anyone on the Settings tab reads it, and when it last changed (Central Time);
 * a survivor pool's games and deadline only, the rest being pick'em's.
 */
export function LeagueFormatSummary({ league }: { league: LeagueDetail }) {
  const pickem = league.format === "pickem";
  return (
    <div data-testid="league-format-summary" className="grid gap-3">
      <dl className="grid gap-4 sm:grid-cols-2">
        {pickem && <Setting label="Pick mode" value={PICK_MODE_TEXT[league.pickMode]} />}
        {pickem && <Setting label="Confidence points" value={onOff(league.confidence)} />}
        <Setting label="Games" value={SLATE_SUMMARY_TEXT[league.slate]} />
        <Setting label="Deadline" value={DEADLINE_TEXT[league.deadline]} />
        {pickem && <Setting label="Tiebreaker" value={onOff(league.tiebreaker)} />}
        {pickem && pointsKeysFor(league).length > 0 && <Setting label="Points" value={pointsText(league)} wide />}
      </dl>
      <RulesChangedNote rulesSavedAt={league.rulesSavedAt} />
    </div>
  );
}

export function RulesChangedNote({ rulesSavedAt }: { rulesSavedAt: string }) {
  return (
    <p data-testid="rules-saved-at" className="text-xs text-muted-foreground">
      Rules last changed {formatKickoff(rulesSavedAt)}. {RULES_APPLY_TEXT}
    </p>
  );
}

/** One read-only setting of the Settings tab: a label over its value. */
export function Setting({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-1 break-words">{value}</dd>
    </div>
  );
}
