import type { LeagueDetail } from "@shared/contracts/leagues";
import { type LeagueQuestionDto, TOPICS_DESCRIPTION_MAX } from "@shared/contracts/trivia-questions";
import { Brain, ScanSearch } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { FormField, invalidProps } from "@/features/trivia-questions/form-field";
import { QuestionCard } from "@/features/trivia-questions/question-card";
import { descriptionProblem, keepOffered } from "./league-trivia";
import { useExtractTopics } from "./league-trivia.mutations";
import { LeagueTriviaTopicsForm } from "./league-trivia-topics-form";

/** RULES §2 Settings tab: the owner's Custom League Trivia (not shown for picks-only leagues). */
export function LeagueTriviaGenerator({ league }: { league: LeagueDetail }) {
  const id = useId();
  const [description, setDescription] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [topics, setTopics] = useState<string[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  const [generated, setGenerated] = useState<LeagueQuestionDto[]>([]);
  const extract = useExtractTopics(league.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const blank = descriptionProblem(description);
    setProblem(blank);
    if (blank || extract.isPending) return;
    extract.mutate(description.trim(), {
      onSuccess: (data) => {
        setTopics(data.topics);
        setSelected((current) => keepOffered(current, data.topics));
      },
    });
  };

  return (
    <Card data-testid="league-trivia-generator">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Brain className="size-5 text-primary" aria-hidden="true" /> Custom League Trivia
        </CardTitle>
        <CardDescription>
          Describe your league: the teams, conferences and mascots it names become topics, and the questions you
          generate appear in your league's daily trivia. They count only in this league.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <form onSubmit={submit} className="grid gap-3" aria-label="Extract league trivia topics" noValidate>
          <FormField id={`${id}-description`} label="Describe your league" error={problem ?? undefined}>
            <Textarea
              id={`${id}-description`}
              value={description}
              maxLength={TOPICS_DESCRIPTION_MAX}
              onChange={(e) => {
                setDescription(e.target.value);
                if (problem) setProblem(null);
              }}
              placeholder="We're Alabama Crimson Tide fans who follow the whole SEC."
              {...invalidProps(`${id}-description`, problem ?? undefined)}
            />
          </FormField>
          <Button type="submit" variant="outline" className="justify-self-start" disabled={extract.isPending}>
            {extract.isPending ? <Spinner className="size-4" /> : <ScanSearch />}
            Extract Topics
          </Button>
        </form>
        {topics.length > 0 && (
          <LeagueTriviaTopicsForm
            leagueId={league.id}
            topics={topics}
            selected={selected}
            onSelectedChange={setSelected}
            onGenerated={setGenerated}
          />
        )}
        {generated.length > 0 && (
          <section aria-label="Generated questions" className="grid gap-3">
            <h4 className="text-sm font-medium">Generated questions ({generated.length})</h4>
            <ul className="grid gap-3">
              {generated.map((question) => (
                <QuestionCard key={question.id} question={question} />
              ))}
            </ul>
          </section>
        )}
      </CardContent>
    </Card>
  );
}
