import { TRIVIA_CATEGORY_LABELS, TRIVIA_DIFFICULTY_LABELS } from "@shared/contracts/trivia-questions";
import {
  TRIVIA_CATEGORIES,
  TRIVIA_DIFFICULTIES,
  type TriviaCategory,
  type TriviaDifficulty,
} from "@shared/domain/enums";
import { Plus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { FormField, invalidProps } from "@/features/trivia-questions/form-field";
import { getErrorMessage } from "@/lib/api";
import { PanelError } from "./admin-panel";
import {
  canCreate,
  emptyManualQuestion,
  type ManualQuestionDraft,
  type ManualQuestionField,
  questionIssues,
  toCreateBody,
} from "./manual-question";
import { useCreateQuestion } from "./trivia-questions.mutations";

/** RULES §4 "Admin trivia forms": the parent unmounts this on success, which closes and resets it. */
export function ManualQuestionForm({ onDone }: { onDone(): void }) {
  const id = useId();
  const [draft, setDraft] = useState<ManualQuestionDraft>(emptyManualQuestion);
  const [checked, setChecked] = useState(false);
  const create = useCreateQuestion();
  const issues = checked ? questionIssues(draft) : {};
  const set = (patch: Partial<ManualQuestionDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setIncorrect = (index: number, value: string) =>
    setDraft((d) => ({
      ...d,
      incorrectAnswers: d.incorrectAnswers.map((a, i) =>
        i === index ? value : a,
      ) as ManualQuestionDraft["incorrectAnswers"],
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canCreate(draft) || create.isPending) return;
    setChecked(true);
    if (Object.keys(questionIssues(draft)).length > 0) return;
    create.mutate(toCreateBody(draft), { onSuccess: onDone });
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Add Manual Question"
      className="grid gap-4 rounded-lg border bg-muted/20 p-4"
      noValidate
    >
      <FormField id={`${id}-question`} label="Question" error={issues.question}>
        <Textarea
          id={`${id}-question`}
          value={draft.question}
          onChange={(e) => set({ question: e.target.value })}
          placeholder="Which school's mascot is Bevo?"
          {...invalidProps(`${id}-question`, issues.question)}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-correct`} label="Correct Answer" error={issues.correctAnswer}>
          <Input
            id={`${id}-correct`}
            value={draft.correctAnswer}
            onChange={(e) => set({ correctAnswer: e.target.value })}
            {...invalidProps(`${id}-correct`, issues.correctAnswer)}
          />
        </FormField>
        {draft.incorrectAnswers.map((answer, i) => {
          const error = issues[`incorrect${i}` as ManualQuestionField];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: three fixed answer slots; keyed by text, an input would remount while typed in.
            <FormField key={i} id={`${id}-incorrect-${i}`} label={`Incorrect Answer ${i + 1}`} error={error}>
              <Input
                id={`${id}-incorrect-${i}`}
                value={answer}
                onChange={(e) => setIncorrect(i, e.target.value)}
                {...invalidProps(`${id}-incorrect-${i}`, error)}
              />
            </FormField>
          );
        })}
      </div>
      <p
        className={issues.incorrectAnswers ? "text-xs text-destructive" : "text-xs text-muted-foreground"}
        role={issues.incorrectAnswers ? "alert" : undefined}
      >
        {issues.incorrectAnswers ??
          "Players see four choices, so the question is saved once all three incorrect answers are filled in."}
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id={`${id}-category`} label="Category">
          <Select value={draft.category} onValueChange={(category) => set({ category: category as TriviaCategory })}>
            <SelectTrigger id={`${id}-category`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {TRIVIA_CATEGORIES.map((c) => (
                <SelectItem key={c} value={c}>
                  {TRIVIA_CATEGORY_LABELS[c]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
        <FormField id={`${id}-difficulty`} label="Difficulty">
          <Select
            value={draft.difficulty}
            onValueChange={(difficulty) => set({ difficulty: difficulty as TriviaDifficulty })}
          >
            <SelectTrigger id={`${id}-difficulty`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {TRIVIA_DIFFICULTIES.map((d) => (
                <SelectItem key={d} value={d}>
                  {TRIVIA_DIFFICULTY_LABELS[d]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
        <FormField id={`${id}-date`} label="Scheduled Date" hint="(optional)" error={issues.scheduledDate}>
          <Input
            id={`${id}-date`}
            type="date"
            value={draft.scheduledDate}
            onChange={(e) => set({ scheduledDate: e.target.value })}
            {...invalidProps(`${id}-date`, issues.scheduledDate)}
          />
        </FormField>
      </div>
      <FormField id={`${id}-explanation`} label="Explanation" hint="(optional)" error={issues.explanation}>
        <Textarea
          id={`${id}-explanation`}
          value={draft.explanation}
          onChange={(e) => set({ explanation: e.target.value })}
          {...invalidProps(`${id}-explanation`, issues.explanation)}
        />
      </FormField>
      {create.isError && <PanelError>{getErrorMessage(create.error, "Failed to create question.")}</PanelError>}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canCreate(draft) || create.isPending}>
          {create.isPending ? <Spinner className="size-4" /> : <Plus />}
          Create
        </Button>
      </div>
    </form>
  );
}
