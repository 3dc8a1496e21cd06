import type { DailyQuestion } from "@shared/contracts/trivia";
import { TRIVIA_CATEGORY_LABELS, TRIVIA_DIFFICULTY_LABELS } from "@shared/contracts/trivia-questions";
import { AnimatePresence } from "framer-motion";
import { CheckCircle2, Lock, LockOpen, TimerOff, XCircle } from "lucide-react";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { AnswerChoices } from "./answer-choices";
import type { QuestionOutcome } from "./daily-trivia";
import { QuestionCountdown } from "./question-countdown";
import { QuestionResult } from "./question-result";
import { useQuestionPlay } from "./use-question-play";

interface QuestionCardProps {
  question: DailyQuestion;
  number: number;
  count: number;
  canUnlock: boolean;
  answerTimeLimit: number;
}

/** What a locked card blurs: the server sends no text or choices before the countdown starts. */
const HIDDEN_QUESTION = "This question is hidden until you unlock it and the countdown starts.";
const HIDDEN_CHOICES = ["Hidden answer one", "Hidden answer two", "Hidden answer three", "Hidden answer four"];

/** One question: locked and blurred, counting down, or settled with its result (RULES §4). */
export function QuestionCard({ question, number, count, canUnlock, answerTimeLimit }: QuestionCardProps) {
  const play = useQuestionPlay(question);
  const titleId = useId();
  const questionId = useId();
  const locked = play.mode === "locked";

  return (
    <Card
      aria-labelledby={titleId}
      role="group"
      data-testid="trivia-question"
      data-question-id={question.id}
      data-status={question.status}
      data-outcome={play.outcome ?? undefined}
      className={cn(
        "relative grid gap-4 overflow-hidden p-5 transition-[opacity,border-color,box-shadow] sm:p-6 motion-reduce:transition-none",
        play.seconds !== null && !play.outcome && "border-primary/60 shadow-lg shadow-primary/10",
        play.outcome === "unanswered" && "border-destructive/70 opacity-80",
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span id={titleId} className="mr-1 text-sm font-semibold text-muted-foreground">
          Question {number} of {count}
        </span>
        <Badge variant="secondary">{TRIVIA_CATEGORY_LABELS[question.category]}</Badge>
        <Badge variant="outline">{TRIVIA_DIFFICULTY_LABELS[question.difficulty]}</Badge>
        <span className="ml-auto flex items-center">
          {play.outcome ? (
            <OutcomeBadge outcome={play.outcome} />
          ) : (
            play.seconds !== null && <QuestionCountdown seconds={play.seconds} />
          )}
        </span>
      </div>

      <div
        aria-hidden={locked || undefined}
        inert={locked}
        className={cn(
          "grid gap-4 transition-[filter] duration-300 motion-reduce:transition-none",
          locked && "blur-[6px] select-none",
        )}
      >
        <p
          id={questionId}
          data-testid="trivia-question-text"
          className="text-lg leading-snug font-semibold text-balance"
        >
          {question.question ?? HIDDEN_QUESTION}
        </p>
        <AnswerChoices
          aria-labelledby={questionId}
          choices={locked && question.choices.length === 0 ? HIDDEN_CHOICES : question.choices}
          mode={play.mode}
          chosen={play.chosen}
          correctAnswer={question.correctAnswer}
          onChoose={play.choose}
          focusOnOpen={play.justUnlocked}
        />
      </div>

      {locked && (
        <div className="absolute inset-x-0 top-14 bottom-0 flex flex-col items-center justify-center gap-2 bg-background/20 p-4 text-center">
          <Button size="lg" disabled={!canUnlock || play.unlocking} onClick={play.unlock} className="shadow-lg">
            {play.unlocking ? <Spinner /> : canUnlock ? <LockOpen aria-hidden="true" /> : <Lock aria-hidden="true" />}
            Unlock<span className="sr-only"> question {number}</span>
          </Button>
          <p className="rounded-md bg-background/80 px-2 py-0.5 text-xs text-muted-foreground">
            {canUnlock ? `You'll have ${answerTimeLimit} seconds to answer` : `Answer question ${number - 1} first`}
          </p>
        </div>
      )}

      <div aria-live="polite">
        <AnimatePresence initial={false}>
          {play.outcome && (
            <QuestionResult
              outcome={play.outcome}
              correctAnswer={question.correctAnswer}
              explanation={question.explanation}
            />
          )}
        </AnimatePresence>
      </div>
    </Card>
  );
}

const outcomeBadges = {
  correct: { icon: CheckCircle2, label: "Correct", variant: "success" },
  wrong: { icon: XCircle, label: "Incorrect", variant: "destructive" },
  unanswered: { icon: TimerOff, label: "No answer", variant: "destructive" },
} as const;

function OutcomeBadge({ outcome }: { outcome: QuestionOutcome }) {
  const { icon: Icon, label, variant } = outcomeBadges[outcome];
  return (
    <Badge variant={variant}>
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}
