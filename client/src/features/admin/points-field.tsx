import type { PointsSettings } from "@shared/contracts/points";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/cn";

export type PointsKey =
  | "correctWinner"
  | "incorrectWinner"
  | "exactScore"
  | "correctMargin"
  | "overUnderCorrect"
  | "upsetBonus";
export type PointsToggle = Extract<keyof PointsSettings, `${string}Enabled`>;

export interface PointsFieldConfig {
  key: PointsKey;
  label: string;
  hint?: string;
  min?: number;
  /** The enable switch of a bonus; its input is disabled while the switch is off. */
  toggle?: PointsToggle;
}

/**
 * RULES §2 Points System; §5 "Points inputs": integers, min 0 except the Incorrect Winner penalty
 * (bounds: the points contract). The site's editor and a league's own show the same fields.
 */
export const POINTS_FIELDS: readonly PointsFieldConfig[] = [
  { key: "correctWinner", label: "Correct Winner", min: 0 },
  { key: "incorrectWinner", label: "Incorrect Winner", hint: "(penalty, use negative)" },
  { key: "exactScore", label: "Exact Score", min: 0, toggle: "exactScoreEnabled" },
  { key: "correctMargin", label: "Correct Margin", min: 0, toggle: "correctMarginEnabled" },
  { key: "overUnderCorrect", label: "Over/Under Correct", min: 0, toggle: "overUnderEnabled" },
  { key: "upsetBonus", label: "Upset Bonus", min: 0, toggle: "upsetBonusEnabled" },
];

export function PointsField({
  field,
  value,
  onValueChange,
  onBlur,
  enabled,
  onEnabledChange,
  error,
}: {
  field: PointsFieldConfig;
  value: string;
  error: string | null;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  enabled?: boolean;
  onEnabledChange: (enabled: boolean) => void;
}) {
  const id = useId();
  const off = enabled === false;
  return (
    <div
      data-testid={`points-field-${field.key}`}
      className={cn(
        "flex flex-wrap items-center gap-3 rounded-lg border bg-muted/20 p-3 transition-colors",
        off && "bg-muted/5",
      )}
    >
      <div className="grid min-w-0 flex-1 gap-1.5">
        <label htmlFor={id} className={cn("text-sm font-medium", off && "text-muted-foreground")}>
          {field.label}
          {field.hint && <span className="ml-1 font-normal text-muted-foreground">{field.hint}</span>}
        </label>
        {field.toggle && (
          <span className="flex items-center gap-2 text-xs text-muted-foreground">
            <Switch
              checked={enabled}
              onCheckedChange={onEnabledChange}
              aria-label={`Enable ${field.label}`}
              name={field.toggle}
            />
            {off ? "Disabled" : "Enabled"}
          </span>
        )}
      </div>
      <Input
        id={id}
        name={field.key}
        type="number"
        inputMode="numeric"
        step={1}
        min={field.min}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        onBlur={onBlur}
        disabled={off}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="w-20 shrink-0 text-center text-base font-semibold tabular-nums"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="basis-full text-xs text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
