import type { TriviaQuestionDto } from "@shared/contracts/trivia-questions";
import { ChevronDown, Search, Trash2 } from "lucide-react";
import { useDeferredValue, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { QuestionCard } from "@/features/trivia-questions/question-card";
import { filterQuestions, listSummary, QUESTION_PAGE_SIZE } from "./question-search";
import { useDeleteQuestion } from "./trivia-questions.mutations";

export function QuestionList({ questions }: { questions: readonly TriviaQuestionDto[] }) {
  const [term, setTerm] = useState("");
  const [limit, setLimit] = useState(QUESTION_PAGE_SIZE);
  // Filtering 1,000+ questions on every keystroke would make typing lag.
  const deferredTerm = useDeferredValue(term);
  const matching = useMemo(() => filterQuestions(questions, deferredTerm), [questions, deferredTerm]);
  const shown = matching.slice(0, limit);

  if (questions.length === 0) {
    return (
      <p
        data-testid="trivia-questions-empty"
        className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground"
      >
        No trivia questions yet. Create your first question above!
      </p>
    );
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" data-testid="trivia-questions-summary" aria-live="polite">
          {listSummary(shown.length, matching.length, questions.length)}
        </p>
        <label className="relative w-full sm:w-72">
          <span className="sr-only">Search questions</span>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={term}
            onChange={(e) => {
              setTerm(e.target.value);
              setLimit(QUESTION_PAGE_SIZE);
            }}
            placeholder="Search questions..."
            className="pl-9"
          />
        </label>
      </div>
      {matching.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
          No questions match your search.
        </p>
      ) : (
        <ul className="grid gap-3" aria-label="Trivia questions">
          {shown.map((question) => (
            <QuestionCard key={question.id} question={question} action={<DeleteQuestionButton question={question} />} />
          ))}
        </ul>
      )}
      {shown.length < matching.length && (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => setLimit((n) => n + QUESTION_PAGE_SIZE)}
        >
          <ChevronDown /> Show more
        </Button>
      )}
    </div>
  );
}

function DeleteQuestionButton({ question }: { question: TriviaQuestionDto }) {
  const remove = useDeleteQuestion();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Delete question: ${question.question}`}
      title="Delete question"
      disabled={remove.isPending}
      onClick={() => remove.mutate(question.id)}
      className="size-8 shrink-0 text-destructive hover:bg-destructive/10 hover:text-destructive"
    >
      {remove.isPending ? <Spinner className="size-4" /> : <Trash2 />}
    </Button>
  );
}
