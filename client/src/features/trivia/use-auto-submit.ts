import type { DailyTrivia } from "@shared/contracts/trivia";
import { AUTO_SUBMIT_DELAY_MS } from "@shared/domain/trivia-day";
import { useEffect, useRef } from "react";
import { shouldAutoSubmit } from "./daily-trivia";
import { isAlreadyAnswered, useSubmitTrivia } from "./trivia.mutations";

/**
 * RULES §4: 0.5 s after the last global question is answered or timed out, the set is submitted.
 * The day a submit was sent for is remembered, so re-renders and StrictMode's repeated effects
 * send one submit; `retry` sends another after a failure.
 */
export function useAutoSubmit(daily: DailyTrivia | undefined) {
  const submit = useSubmitTrivia();
  const { mutate } = submit;
  const requestedDay = useRef<string | null>(null);
  const due = daily ? shouldAutoSubmit(daily, requestedDay.current) : false;
  const day = daily?.day ?? null;

  useEffect(() => {
    if (!due || !day) return;
    const timer = setTimeout(() => {
      if (requestedDay.current === day) return;
      requestedDay.current = day;
      mutate(day);
    }, AUTO_SUBMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [due, day, mutate]);

  return {
    isSubmitting: submit.isPending,
    failed: submit.isError && !isAlreadyAnswered(submit.error),
    retry: () => day && mutate(day),
  };
}
