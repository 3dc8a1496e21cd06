import { type LeagueQuestionDto, TRIVIA_COUNT } from "@shared/contracts/trivia-questions";
import { useQuery } from "@tanstack/react-query";
import { Check, Wand2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Toggle } from "@/components/ui/toggle";
import { FormField } from "@/features/trivia-questions/form-field";
import { readTriviaCount, toggleIn } from "@/features/trivia-questions/trivia-count";
import { TriviaCountField } from "@/features/trivia-questions/trivia-count-field";
import { weekQueries } from "@/features/week/week.queries";
import { serverToday } from "@/lib/server-clock";
import { toLeagueGenerateBody, topicsProblem } from "./league-trivia";
import { useGenerateLeagueTrivia } from "./league-trivia.mutations";

/** Pick topics, a count (1–20, default 5) and a date (default today), then Generate Trivia. */
export function LeagueTriviaTopicsForm({
  leagueId,
  topics,
  selected,
  onSelectedChange,
  onGenerated,
}: {
  leagueId: string;
  topics: string[];
  selected: string[];
  onSelectedChange(selected: string[]): void;
  onGenerated(questions: LeagueQuestionDto[]): void;
}) {
  const id = useId();
  const [count, setCount] = useState(String(TRIVIA_COUNT.default));
  // null: not chosen, so the server's today is shown and the server fills it in.
  const [date, setDate] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const generate = useGenerateLeagueTrivia(leagueId);
  const week = useQuery(weekQueries.current());
  const today = week.data ? serverToday(week.data.serverNow, week.dataUpdatedAt, Date.now()) : null;

  const toggle = (topic: string) => {
    onSelectedChange(toggleIn(topics, selected, topic));
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const none = topicsProblem(selected);
    setProblem(none);
    if (none || generate.isPending) return;
    setCount(String(readTriviaCount(count)));
    generate.mutate(toLeagueGenerateBody({ count, topics: selected, scheduledDate: date }), {
      onSuccess: ({ questions }) => onGenerated(questions),
    });
  };

  return (
    <form
      onSubmit={submit}
      className="grid gap-4 rounded-lg border bg-muted/20 p-4"
      aria-label="Generate league trivia"
      noValidate
    >
      <fieldset className="grid gap-2" aria-describedby={problem ? `${id}-topics-error` : undefined}>
        <legend className="text-sm font-medium">
          Topics{" "}
          <span className="font-normal text-muted-foreground">
            ({selected.length} of {topics.length} selected)
          </span>
        </legend>
        <div className="flex flex-wrap gap-2" data-testid="league-trivia-topics">
          {topics.map((topic) => {
            const on = selected.includes(topic);
            return (
              <Toggle key={topic} variant="outline" size="sm" pressed={on} onPressedChange={() => toggle(topic)}>
                {on && <Check aria-hidden="true" />}
                {topic}
              </Toggle>
            );
          })}
        </div>
        {problem && (
          <p id={`${id}-topics-error`} role="alert" className="text-xs text-destructive">
            {problem}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TriviaCountField id={`${id}-count`} value={count} onChange={setCount} />
        <FormField id={`${id}-date`} label="Trivia Date" hint="(today by default, Central Time)">
          <Input
            id={`${id}-date`}
            type="date"
            value={date ?? today ?? ""}
            onChange={(e) => setDate(e.target.value || null)}
          />
        </FormField>
      </div>
      <Button type="submit" className="justify-self-start" disabled={generate.isPending}>
        {generate.isPending ? <Spinner className="size-4" /> : <Wand2 />}
        {generate.isPending ? "Generating..." : "Generate Trivia"}
      </Button>
    </form>
  );
}
