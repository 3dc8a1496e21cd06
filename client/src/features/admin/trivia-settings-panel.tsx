import { useQuery } from "@tanstack/react-query";
import { Timer } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { readTimeLimit, TRIVIA_TIME_LIMIT } from "@shared/domain/trivia-time-limit";
import { Input } from "@/components/ui/input";
import { useSaveTriviaSettings } from "./admin.mutations";
import { adminQueries } from "./admin.queries";
import { AdminPanel, PanelError, PanelSkeleton } from "./admin-panel";
import { SaveChangesButton } from "./save-changes-button";

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
            Between {TRIVIA_TIME_LIMIT.min} and {TRIVIA_TIME_LIMIT.max} seconds per question.
          </span>
        </div>
        <Input
          id={id}
          name="answerTimeLimit"
          type="number"
          inputMode="numeric"
          min={TRIVIA_TIME_LIMIT.min}
          max={TRIVIA_TIME_LIMIT.max}
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
