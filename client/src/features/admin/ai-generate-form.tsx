import { TRIVIA_CATEGORY_LABELS, TRIVIA_DIFFICULTY_LABELS } from "@shared/contracts/trivia-questions";
import { TRIVIA_CATEGORIES, TRIVIA_DIFFICULTIES } from "@shared/domain/enums";
import { Sparkles } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { FormField } from "@/features/trivia-questions/form-field";
import { readTriviaCount, toggleIn } from "@/features/trivia-questions/trivia-count";
import { TriviaCountField } from "@/features/trivia-questions/trivia-count-field";
import { getErrorMessage } from "@/lib/api";
import { PanelError } from "./admin-panel";
import { type AiGenerateDraft, emptyAiGenerate, toAiGenerateBody } from "./ai-generate";
import { useGenerateAiQuestions } from "./trivia-questions.mutations";

/** RULES §4 "Admin trivia forms": the parent unmounts this on success, which closes and resets it. */
export function AiGenerateForm({ onDone }: { onDone(): void }) {
  const id = useId();
  const [draft, setDraft] = useState<AiGenerateDraft>(emptyAiGenerate);
  const generate = useGenerateAiQuestions();
  const set = (patch: Partial<AiGenerateDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (generate.isPending) return;
    set({ count: String(readTriviaCount(draft.count)) });
    generate.mutate(toAiGenerateBody(draft), { onSuccess: onDone });
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Generate with AI"
      className="grid gap-4 rounded-lg border border-primary/30 bg-primary/5 p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TriviaCountField id={`${id}-count`} value={draft.count} onChange={(count) => set({ count })} />
        <FormField id={`${id}-date`} label="Scheduled Date" hint="(optional)">
          <Input
            id={`${id}-date`}
            type="date"
            value={draft.scheduledDate}
            onChange={(e) => set({ scheduledDate: e.target.value })}
          />
        </FormField>
      </div>
      <CheckboxGroup
        legend="Categories"
        options={TRIVIA_CATEGORIES.map((c) => ({ value: c, label: TRIVIA_CATEGORY_LABELS[c] }))}
        selected={draft.categories}
        onToggle={(c) => set({ categories: toggleIn(TRIVIA_CATEGORIES, draft.categories, c) })}
      />
      <CheckboxGroup
        legend="Difficulties"
        options={TRIVIA_DIFFICULTIES.map((d) => ({ value: d, label: TRIVIA_DIFFICULTY_LABELS[d] }))}
        selected={draft.difficulties}
        onToggle={(d) => set({ difficulties: toggleIn(TRIVIA_DIFFICULTIES, draft.difficulties, d) })}
      />
      {generate.isError && (
        <PanelError>{getErrorMessage(generate.error, "Failed to generate AI questions.")}</PanelError>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={generate.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={generate.isPending}>
          {generate.isPending ? <Spinner className="size-4" /> : <Sparkles />}
          {generate.isPending ? "Generating..." : "Generate"}
        </Button>
      </div>
    </form>
  );
}

function CheckboxGroup<T extends string>({
  legend,
  options,
  selected,
  onToggle,
}: {
  legend: string;
  options: { value: T; label: string }[];
  selected: readonly T[];
  onToggle(value: T): void;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">
        {legend} <span className="font-normal text-muted-foreground">(none ticked means any)</span>
      </legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => (
          <label key={option.value} htmlFor={`${id}-${option.value}`} className="flex items-center gap-2 text-sm">
            <Checkbox
              id={`${id}-${option.value}`}
              checked={selected.includes(option.value)}
              onCheckedChange={() => onToggle(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
