import type { PointsSettings } from "@shared/contracts/points";
import { LEAGUE_DEADLINES, LEAGUE_SLATES, PICK_MODES } from "@shared/domain/enums";
import { type PointsNumberKey, pointsInputValue } from "@shared/domain/points-settings";
import { LEAGUE_FORMATS, type LeagueFormat, SURVIVOR_SLATES } from "@shared/domain/survivor";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { POINTS_FIELDS, PointsField } from "@/features/admin/points-field";
import { cn } from "@/lib/cn";
import {
  type FormatDraft,
  type PointsDraft,
  pointsDraftOf,
  pointsKeysFor,
  pointsProblems,
} from "./league-format-draft";
import {
  CONFIDENCE_HINT,
  DEADLINE_TEXT,
  GAME_TEXT,
  LIVES_CHOICES,
  LIVES_TEXT,
  type LivesChoice,
  PICK_MODE_TEXT,
  pointsNote,
  SLATE_TEXT,
  TIEBREAKER_HINT,
} from "./league-format-labels";

type Update<T> = (update: (current: T) => T) => void;

/**
 * Issue 20's Pool format controls, shared by Create League and the Settings editor. `basePoints`
 * are the points shown until the owner edits them (undefined while they load); `wide` lays the
 * points out two a row. A survivor pool (`game`) is asked its games and deadline only: the rest is pick'em's.
 */
export function LeagueFormatFields({
  idPrefix,
  draft,
  onChange,
  basePoints,
  wide = false,
  game = "pickem",
}: {
  idPrefix: string;
  draft: FormatDraft;
  onChange: Update<FormatDraft>;
  basePoints: PointsSettings | undefined;
  wide?: boolean;
  game?: LeagueFormat;
}) {
  const id = (field: string) => `${idPrefix}-${field}`;
  const set =
    <K extends keyof FormatDraft>(key: K) =>
    (value: FormatDraft[K]) =>
      onChange((d) => ({ ...d, [key]: value }));
  const points = draft.points ?? (basePoints && pointsDraftOf(basePoints));
  const keys = pointsKeysFor(draft);
  const note = pointsNote(draft);
  const pickem = game === "pickem";

  return (
    <div className="grid gap-4">
      {pickem && (
        <>
          <ChoiceGroup
            id={id("pick-mode")}
            label="Pick mode"
            options={PICK_MODES}
            text={PICK_MODE_TEXT}
            value={draft.pickMode}
            onChange={set("pickMode")}
          />
          <SwitchRow
            id={id("confidence")}
            label="Confidence points"
            hint={CONFIDENCE_HINT}
            checked={draft.confidence}
            onChange={set("confidence")}
          />
        </>
      )}
      <ChoiceGroup
        id={id("slate")}
        label="Games"
        options={pickem ? LEAGUE_SLATES : SURVIVOR_SLATES}
        text={SLATE_TEXT}
        value={draft.slate}
        onChange={set("slate")}
      />
      <ChoiceGroup
        id={id("deadline")}
        label="Deadline"
        options={LEAGUE_DEADLINES}
        text={DEADLINE_TEXT}
        value={draft.deadline}
        onChange={set("deadline")}
      />
      {pickem && (
        <SwitchRow
          id={id("tiebreaker")}
          label="Tiebreaker"
          hint={TIEBREAKER_HINT}
          checked={draft.tiebreaker}
          onChange={set("tiebreaker")}
        />
      )}
      {pickem && (
        <fieldset className="grid gap-2">
          <legend className="float-left mb-2 w-full text-sm font-medium">Points</legend>
          {note && <p className="text-xs text-muted-foreground">{note}</p>}
          {keys.length === 0 ? null : points ? (
            <PointsEditor
              keys={keys}
              draft={points}
              wide={wide}
              onChange={(update) => onChange((d) => ({ ...d, points: update(d.points ?? points) }))}
            />
          ) : (
            <Skeleton className="h-40 w-full" />
          )}
        </fieldset>
      )}
    </div>
  );
}

/** Issue 21's game of a league and, for a survivor pool, its lives (Create League and Settings). */
export function LeagueGameFields({
  idPrefix,
  game,
  lives,
  onGame,
  onLives,
}: {
  idPrefix: string;
  game: LeagueFormat;
  lives: LivesChoice;
  onGame(game: LeagueFormat): void;
  onLives(lives: LivesChoice): void;
}) {
  return (
    <>
      <ChoiceGroup
        id={`${idPrefix}-game`}
        label="Game"
        options={LEAGUE_FORMATS}
        text={GAME_TEXT}
        value={game}
        onChange={onGame}
      />
      {game === "survivor" && (
        <ChoiceGroup
          id={`${idPrefix}-lives`}
          label="Lives"
          options={LIVES_CHOICES}
          text={LIVES_TEXT}
          value={lives}
          onChange={onLives}
        />
      )}
    </>
  );
}

export function ChoiceGroup<T extends string>({
  id,
  label,
  options,
  text,
  value,
  onChange,
}: {
  id: string;
  label: string;
  options: readonly T[];
  text: Record<T, string>;
  value: T;
  onChange(value: T): void;
}) {
  return (
    <div className="grid gap-2">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <RadioGroup
        value={value}
        onValueChange={(next) => onChange(next as T)}
        aria-labelledby={`${id}-label`}
        className="flex flex-wrap gap-x-5 gap-y-2"
      >
        {options.map((option) => (
          <div key={option} className="flex items-center gap-2">
            <RadioGroupItem id={`${id}-${option}`} value={option} />
            <Label htmlFor={`${id}-${option}`} className="font-normal">
              {text[option]}
            </Label>
          </div>
        ))}
      </RadioGroup>
    </div>
  );
}

function SwitchRow({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-hint`} />
    </div>
  );
}

/** The admin's points fields and checks (RULES §5 "Points inputs"), for the league's points its format scores by. */
function PointsEditor({
  keys,
  draft,
  wide,
  onChange,
}: {
  keys: readonly PointsNumberKey[];
  draft: PointsDraft;
  wide: boolean;
  onChange: Update<PointsDraft>;
}) {
  const problems = pointsProblems(draft);
  const setValue = (key: keyof PointsDraft["values"], value: string) =>
    onChange((d) => ({ ...d, values: { ...d.values, [key]: value } }));
  return (
    <div className={cn("grid gap-3", wide && "sm:grid-cols-2")}>
      {POINTS_FIELDS.filter((field) => keys.includes(field.key)).map((field) => (
        <PointsField
          key={field.key}
          field={field}
          value={draft.values[field.key]}
          error={problems[field.key]}
          onValueChange={(value) => setValue(field.key, value)}
          // Non-numeric input reads as 0 (RULES §5); a number out of range is kept and shown as an error.
          onBlur={() =>
            onChange((d) => ({
              ...d,
              values: { ...d.values, [field.key]: String(pointsInputValue(d.values[field.key])) },
            }))
          }
          enabled={field.toggle ? draft.flags[field.toggle] : undefined}
          onEnabledChange={(on) => {
            const toggle = field.toggle;
            if (toggle) onChange((d) => ({ ...d, flags: { ...d.flags, [toggle]: on } }));
          }}
        />
      ))}
    </div>
  );
}
