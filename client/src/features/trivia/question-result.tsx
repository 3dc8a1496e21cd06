import { motion } from "framer-motion";
import { CheckCircle2, TimerOff, XCircle } from "lucide-react";
import { cn } from "@/lib/cn";
import type { QuestionOutcome } from "./daily-trivia";

const outcomes = {
  correct: { icon: CheckCircle2, title: "Correct!", className: "border-success/40 bg-success/10 [&>svg]:text-success" },
  wrong: {
    icon: XCircle,
    title: "Incorrect",
    className: "border-destructive/40 bg-destructive/10 [&>svg]:text-destructive",
  },
  unanswered: {
    icon: TimerOff,
    title: "No answer selected",
    className: "border-destructive/40 bg-destructive/10 [&>svg]:text-destructive",
  },
} as const;

/** How the question ended, the right answer when the player missed it, and the explanation (once the server sends them). */
export function QuestionResult({
  outcome,
  correctAnswer,
  explanation,
}: {
  outcome: QuestionOutcome;
  correctAnswer?: string;
  explanation?: string | null;
}) {
  const { icon: Icon, title, className } = outcomes[outcome];
  return (
    <motion.div
      data-testid="trivia-result"
      data-outcome={outcome}
      initial={{ opacity: 0, y: -4 }}
      animate={{ opacity: 1, y: 0 }}
      transition={{ duration: 0.2 }}
      className={cn("flex gap-3 rounded-lg border p-3 text-sm", className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="grid gap-1">
        <p className="font-semibold">{title}</p>
        {outcome !== "correct" && correctAnswer && (
          <p>
            The correct answer is <span className="font-semibold text-success">{correctAnswer}</span>.
          </p>
        )}
        {explanation && <p className="text-muted-foreground">{explanation}</p>}
      </div>
    </motion.div>
  );
}
