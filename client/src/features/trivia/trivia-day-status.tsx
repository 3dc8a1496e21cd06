import type { DailyTrivia } from "@shared/contracts/trivia";
import { motion } from "framer-motion";
import { RotateCcw, Trophy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { TriviaShareButton } from "./trivia-share-button";

interface TriviaDayStatusProps {
  /** The page's trivia day, 'YYYY-MM-DD'. */
  day: string;
  global: DailyTrivia["globalTrivia"];
  submit: { isSubmitting: boolean; failed: boolean; retry: () => void };
}

/** Under the global set: saving the day's score, a retry after a failed submit, or the day's result to share. */
export function TriviaDayStatus({ day, global, submit }: TriviaDayStatusProps) {
  if (global.hasAnswered) {
    const correct = global.questions.filter((q) => q.isCorrect).length;
    return (
      <motion.div
        initial={{ opacity: 0, scale: 0.98 }}
        animate={{ opacity: 1, scale: 1 }}
        transition={{ duration: 0.3 }}
      >
        <Card
          data-testid="trivia-complete"
          role="status"
          className="flex flex-wrap items-center gap-4 border-primary/40 bg-primary/5 p-5"
        >
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary">
            <Trophy aria-hidden="true" className="size-6" />
          </span>
          <div className="grid gap-0.5">
            <p className="font-semibold">
              You got {correct} of {global.questions.length} right today.
            </p>
            <p className="text-sm text-muted-foreground">Come back tomorrow for more trivia!</p>
          </div>
          <TriviaShareButton day={day} global={global} />
        </Card>
      </motion.div>
    );
  }
  if (submit.isSubmitting) {
    return (
      <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" /> Saving your score…
      </p>
    );
  }
  if (!submit.failed) return null;
  return (
    <Card role="alert" className="flex flex-wrap items-center justify-between gap-3 border-destructive/50 p-4 text-sm">
      <p>Your answers are saved, but today's score could not be submitted.</p>
      <Button variant="outline" size="sm" onClick={submit.retry}>
        <RotateCcw aria-hidden="true" /> Try again
      </Button>
    </Card>
  );
}
