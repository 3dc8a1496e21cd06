import { motion } from "framer-motion";
import { Globe, Users } from "lucide-react";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { isSettledQuestion, type TriviaSetView, unlockableAt } from "./daily-trivia";
import { QuestionCard } from "./question-card";

/** A set of questions that unlock in order: today's global questions, or one league's under its name. */
export function TriviaSetSection({ set, answerTimeLimit }: { set: TriviaSetView; answerTimeLimit: number }) {
  const headingId = useId();
  const Icon = set.leagueName ? Users : Globe;
  const answered = set.questions.filter(isSettledQuestion).length;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="trivia-set"
      data-league={set.leagueName ?? ""}
      className="grid gap-4"
    >
      <div className="flex items-center gap-2.5">
        <span className="flex size-8 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon aria-hidden="true" className="size-4" />
        </span>
        <div className="grid">
          <h2 id={headingId} className="text-lg font-semibold tracking-tight">
            {set.leagueName ?? "Today's Questions"}
          </h2>
          {set.leagueName && <p className="text-xs text-muted-foreground">League trivia</p>}
        </div>
        <Badge variant="secondary" className="ml-auto tabular-nums">
          {answered}/{set.questions.length}
        </Badge>
      </div>
      <div className="grid gap-4">
        {set.questions.map((question, index) => (
          <motion.div
            key={question.id}
            initial={{ opacity: 0, y: 12 }}
            animate={{ opacity: 1, y: 0, transition: { duration: 0.25, delay: Math.min(index, 5) * 0.05 } }}
          >
            <QuestionCard
              question={question}
              number={index + 1}
              count={set.questions.length}
              canUnlock={unlockableAt(set.questions, index)}
              answerTimeLimit={answerTimeLimit}
            />
          </motion.div>
        ))}
      </div>
    </section>
  );
}
