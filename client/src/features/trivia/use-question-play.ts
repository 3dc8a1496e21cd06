import type { DailyQuestion } from "@shared/contracts/trivia";
import { useEffect, useRef } from "react";
import { limitSecondsOf } from "@/lib/server-clock";
import type { ChoicesMode } from "./answer-choices";
import { outcomeOf } from "./daily-trivia";
import { useAnswerQuestion, useUnlockQuestion } from "./trivia.mutations";
import { useSecondsLeft } from "./use-seconds-left";

/**
 * One question's play (RULES §4): unlock, the countdown on the server's deadline, one answer that
 * stops it, and the empty answer sent once when it runs out.
 */
export function useQuestionPlay(question: DailyQuestion) {
  const unlock = useUnlockQuestion();
  const answer = useAnswerQuestion();
  const { mutate: send, isPending: sending } = answer;
  const counting = question.status === "unlocked";
  const limit = question.deadlineAt ? limitSecondsOf(question.unlockedAt, question.deadlineAt) : undefined;
  const seconds = useSecondsLeft(question.deadlineAt, limit, counting && !sending);
  const timedOut = counting && seconds === 0;
  // A ref, not state: StrictMode's second effect run and later renders must not send it again.
  const timeoutSent = useRef(false);

  useEffect(() => {
    if (!timedOut || sending || timeoutSent.current) return;
    timeoutSent.current = true;
    send({ questionId: question.id, userAnswer: "" });
  }, [timedOut, sending, send, question.id]);

  const outcome = outcomeOf(question) ?? (timedOut ? "unanswered" : null);
  const mode: ChoicesMode =
    question.status === "locked"
      ? "locked"
      : outcomeOf(question)
        ? "settled"
        : sending || timedOut
          ? "sending"
          : "open";

  return {
    mode,
    outcome,
    seconds: counting ? seconds : null,
    chosen: question.userAnswer || (sending ? answer.variables?.userAnswer : null) || null,
    choose: (choice: string) => {
      if (mode === "open") send({ questionId: question.id, userAnswer: choice });
    },
    unlock: () => unlock.mutate(question.id),
    unlocking: unlock.isPending,
    justUnlocked: unlock.isSuccess,
  };
}
