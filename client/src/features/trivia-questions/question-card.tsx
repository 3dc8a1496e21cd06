import {
  type LeagueQuestionDto,
  TRIVIA_CATEGORY_LABELS,
  TRIVIA_DIFFICULTY_LABELS,
  type TriviaQuestionDto,
} from "@shared/contracts/trivia-questions";
import { CalendarDays, Check, Eye, EyeOff, Hourglass, X } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

const DIFFICULTY_STYLE: Record<TriviaQuestionDto["difficulty"], string> = {
  easy: "border-success/40 text-success",
  medium: "border-warning/50 text-warning",
  hard: "border-destructive/40 text-destructive",
};

/**
 * One stored question as admins review it (the right answer highlighted, the wrong ones below), or
 * as a league owner sees a generated one: without its answers.
 */
export function QuestionCard({
  question,
  action,
}: {
  question: TriviaQuestionDto | LeagueQuestionDto;
  action?: ReactNode;
}) {
  return (
    <li
      data-testid="trivia-question-item"
      data-question-id={question.id}
      className="grid gap-3 rounded-lg border bg-muted/10 p-4"
    >
      <div className="flex items-start gap-3">
        <div className="grid min-w-0 flex-1 gap-2">
          <div className="flex flex-wrap gap-1.5">
            <Badge variant="secondary">{TRIVIA_CATEGORY_LABELS[question.category]}</Badge>
            <Badge variant="outline" className={DIFFICULTY_STYLE[question.difficulty]}>
              {TRIVIA_DIFFICULTY_LABELS[question.difficulty]}
            </Badge>
            {question.scheduledDate && (
              <Badge variant="outline" data-testid="question-scheduled-date">
                <CalendarDays /> {question.scheduledDate}
              </Badge>
            )}
            {"askable" in question && !question.askable && (
              <Badge
                variant="outline"
                data-testid="question-askable-from"
                title="Its facts are not known yet, so the daily draw leaves it out"
              >
                <Hourglass />{" "}
                {question.askableFrom ? `Askable from ${question.askableFrom}` : "Not askable in this replay"}
              </Badge>
            )}
          </div>
          <p className="font-medium leading-snug break-words">{question.question}</p>
        </div>
        {action}
      </div>
      {"correctAnswer" in question &&
        (question.askable ? (
          <Answers question={question} />
        ) : (
          // A question about a game not yet played holds its result: folded until the admin asks.
          <details data-testid="question-answers-folded" className="group grid gap-3 text-sm">
            <summary className="flex w-fit cursor-pointer items-center gap-1.5 rounded-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring">
              <EyeOff className="size-4 group-open:hidden" aria-hidden="true" />
              <Eye className="hidden size-4 group-open:block" aria-hidden="true" />
              Answers hidden until its facts are known: show them
            </summary>
            <div className="mt-3 grid gap-3">
              <Answers question={question} />
            </div>
          </details>
        ))}
    </li>
  );
}

function Answers({ question }: { question: TriviaQuestionDto }) {
  return (
    <>
      <ul className="grid gap-1.5 text-sm sm:grid-cols-2" aria-label="Answers">
        <Answer correct text={question.correctAnswer} />
        {question.incorrectAnswers.map((answer) => (
          <Answer key={answer} text={answer} />
        ))}
      </ul>
      {question.explanation && <p className="text-sm text-muted-foreground break-words">{question.explanation}</p>}
    </>
  );
}

function Answer({ text, correct = false }: { text: string; correct?: boolean }) {
  const Icon = correct ? Check : X;
  return (
    <li
      data-testid={correct ? "correct-answer" : "incorrect-answer"}
      className={cn(
        "flex items-center gap-2 rounded-md border px-3 py-1.5 break-words",
        correct ? "border-success/50 bg-success/10 font-medium text-foreground" : "text-muted-foreground",
      )}
    >
      <Icon className={cn("size-4 shrink-0", correct ? "text-success" : "opacity-60")} aria-hidden="true" />
      <span className="min-w-0">{text}</span>
      {correct && <span className="sr-only">(correct answer)</span>}
    </li>
  );
}
