import type { TriviaSettings } from "@shared/contracts/settings";
import { useQuery } from "@tanstack/react-query";
import { Timer } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { useSaveTriviaSettings } from "./admin.mutations";
import { adminQueries } from "./admin.queries";
import { AdminPanel, PanelError, PanelSkeleton } from "./admin-panel";
import { SaveChangesButton } from "./save-changes-button";
import {
  draftOf,
  draftProblems,
  readSetting,
  readSettings,
  TRIVIA_SETTINGS_FIELDS,
  type TriviaSettingsDraft,
  type TriviaSettingsField,
} from "./trivia-settings-draft";

export function TriviaSettingsPanel() {
  const settings = useQuery(adminQueries.triviaSettings());
  return (
    <AdminPanel
      icon={Timer}
      title="Trivia Settings"
      description="How long players get to answer, and the streak bonus amounts."
    >
      {settings.isPending ? (
        <PanelSkeleton rows={4} />
      ) : settings.isError ? (
        <PanelError>Failed to load trivia settings.</PanelError>
      ) : (
        <TriviaSettingsForm key={settings.dataUpdatedAt} initial={settings.data} />
      )}
    </AdminPanel>
  );
}

function TriviaSettingsForm({ initial }: { initial: TriviaSettings }) {
  const [draft, setDraft] = useState<TriviaSettingsDraft>(() => draftOf(initial));
  const save = useSaveTriviaSettings();
  const problems = draftProblems(draft);
  const invalid = Object.values(problems).some((problem) => problem !== null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    const values = readSettings(draft);
    setDraft(draftOf(values));
    save.mutate(values);
  };

  return (
    <form onSubmit={submit} className="grid gap-5" aria-label="Trivia Settings">
      <div className="grid gap-3">
        {TRIVIA_SETTINGS_FIELDS.map((field) => (
          <SettingRow
            key={field.key}
            field={field}
            value={draft[field.key]}
            error={problems[field.key]}
            onChange={(value) => setDraft((d) => ({ ...d, [field.key]: value }))}
            onBlur={() => setDraft((d) => ({ ...d, [field.key]: String(readSetting(field, d[field.key])) }))}
          />
        ))}
      </div>
      <SaveChangesButton pending={save.isPending} invalid={invalid} />
    </form>
  );
}

function SettingRow({
  field,
  value,
  error,
  onChange,
  onBlur,
}: {
  field: TriviaSettingsField;
  value: string;
  error: string | null;
  onChange(value: string): void;
  onBlur(): void;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border bg-muted/20 p-3">
      <div className="grid flex-1 gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {field.label}
        </label>
        <span className="text-xs text-muted-foreground">{field.hint}</span>
      </div>
      <Input
        id={id}
        name={field.key}
        type="number"
        inputMode="numeric"
        min={field.min}
        max={field.max}
        step={1}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
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
