import { useQuery } from "@tanstack/react-query";
import { Timer } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { TRIVIA_TIME_LIMIT_DEFAULT } from "@shared/contracts/settings";
import { Input } from "@/components/ui/input";
import { useSaveTriviaSettings } from "./admin.mutations";
import { adminQueries } from "./admin.queries";
import { AdminPanel, PanelError, PanelSkeleton } from "./admin-panel";
import { SaveChangesButton } from "./save-changes-button";

const MIN_SECONDS = 1;
const MAX_SECONDS = 300;

/** SPEC §5 "Trivia time limit": min 1, max 300, non-numeric falls back to 10. */
export function readTimeLimit(raw: string): number {
  const value = Number.parseInt(raw.trim(), 10);
  if (!Number.isFinite(value)) return TRIVIA_TIME_LIMIT_DEFAULT;
  return Math.min(MAX_SECONDS, Math.max(MIN_SECONDS, value));
}

export function TriviaSettingsPanel() {
  const settings = useQuery(adminQueries.triviaSettings());
  return (
    <AdminPanel icon={Timer} title="Trivia Settings" description="How long players get to answer each question.">
      {settings.isPending ? (
        <PanelSkeleton rows={1} />
      ) : settings.isError ? (
        <PanelError>Failed to load trivia settings.</PanelError>
      ) : (
        <TriviaSettingsForm key={settings.dataUpdatedAt} initial={settings.data.answerTimeLimit} />
      )}
    </AdminPanel>
  );
}

function TriviaSettingsForm({ initial }: { initial: number }) {
  const id = useId();
  const [raw, setRaw] = useState(String(initial));
  const save = useSaveTriviaSettings();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const answerTimeLimit = readTimeLimit(raw);
    setRaw(String(answerTimeLimit));
    save.mutate({ answerTimeLimit });
  };

  return (
    <form onSubmit={submit} className="grid gap-5" aria-label="Trivia Settings">
      <div className="flex items-center gap-3 rounded-lg border bg-muted/20 p-3">
        <div className="grid flex-1 gap-1">
          <label htmlFor={id} className="text-sm font-medium">
            Answer Time Limit (seconds)
          </label>
          <span className="text-xs text-muted-foreground">
            Between {MIN_SECONDS} and {MAX_SECONDS} seconds per question.
          </span>
        </div>
        <Input
          id={id}
          name="answerTimeLimit"
          type="number"
          inputMode="numeric"
          min={MIN_SECONDS}
          max={MAX_SECONDS}
          step={1}
          value={raw}
          onChange={(e) => setRaw(e.target.value)}
          onBlur={() => setRaw(String(readTimeLimit(raw)))}
          className="w-20 shrink-0 text-center text-base font-semibold tabular-nums"
        />
      </div>
      <SaveChangesButton pending={save.isPending} />
    </form>
  );
}
