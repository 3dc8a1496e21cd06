import type { PointsSettings } from "@shared/contracts/points";
import { pointsFieldProblem, pointsInputValue } from "@shared/domain/points-settings";
import { useQuery } from "@tanstack/react-query";
import { Calculator } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useSavePointsSettings } from "./admin.mutations";
import { adminQueries } from "./admin.queries";
import { AdminPanel, PanelError, PanelSkeleton } from "./admin-panel";
import { POINTS_FIELDS, PointsField, type PointsFieldConfig, type PointsKey } from "./points-field";
import { RegradeAllButton } from "./regrade-all-button";
import { SaveChangesButton } from "./save-changes-button";

export function PointsSystemPanel() {
  const settings = useQuery(adminQueries.pointsSettings());
  return (
    <AdminPanel
      icon={Calculator}
      title="Points System"
      description="What each graded pick earns. Bonuses can be switched off."
    >
      {settings.isPending ? (
        <PanelSkeleton rows={4} />
      ) : settings.isError ? (
        <PanelError>Failed to load the points system.</PanelError>
      ) : (
        <div className="grid gap-5">
          <PointsForm key={settings.dataUpdatedAt} initial={settings.data} />
          <RegradeAllButton />
        </div>
      )}
    </AdminPanel>
  );
}

type Draft = Record<PointsKey, string>;

function PointsForm({ initial }: { initial: PointsSettings }) {
  const [draft, setDraft] = useState<Draft>(
    () => Object.fromEntries(POINTS_FIELDS.map((f) => [f.key, String(initial[f.key])])) as Draft,
  );
  const [flags, setFlags] = useState({
    exactScoreEnabled: initial.exactScoreEnabled,
    correctMarginEnabled: initial.correctMarginEnabled,
    overUnderEnabled: initial.overUnderEnabled,
    upsetBonusEnabled: initial.upsetBonusEnabled,
  });
  const save = useSavePointsSettings();

  const problems = Object.fromEntries(
    POINTS_FIELDS.map((f) => [f.key, pointsFieldProblem(f.key, draft[f.key])]),
  ) as Record<PointsKey, string | null>;
  const invalid = POINTS_FIELDS.some((f) => problems[f.key] !== null);

  // Non-numeric input reads as 0 (RULES §5); a number out of range is kept and shown as an error.
  const normalize = (field: PointsFieldConfig) =>
    setDraft((d) => ({ ...d, [field.key]: String(pointsInputValue(d[field.key])) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    const values = Object.fromEntries(POINTS_FIELDS.map((f) => [f.key, pointsInputValue(draft[f.key])])) as Record<
      PointsKey,
      number
    >;
    setDraft(Object.fromEntries(POINTS_FIELDS.map((f) => [f.key, String(values[f.key])])) as Draft);
    save.mutate({ ...values, ...flags });
  };

  return (
    <form onSubmit={submit} className="grid gap-5" aria-label="Points System">
      <div className="grid gap-3 sm:grid-cols-2">
        {POINTS_FIELDS.map((field) => (
          <PointsField
            key={field.key}
            field={field}
            value={draft[field.key]}
            error={problems[field.key]}
            onValueChange={(value) => setDraft((d) => ({ ...d, [field.key]: value }))}
            onBlur={() => normalize(field)}
            enabled={field.toggle ? flags[field.toggle] : undefined}
            onEnabledChange={(on) => field.toggle && setFlags((f) => ({ ...f, [field.toggle!]: on }))}
          />
        ))}
      </div>
      <SaveChangesButton pending={save.isPending} invalid={invalid} />
    </form>
  );
}
