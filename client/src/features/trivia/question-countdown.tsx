import { Timer } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { countdownAnnouncement } from "./daily-trivia";

/** The last seconds are shown as urgent. */
const URGENT_SECONDS = 3;

/**
 * The seconds left in a badge (its label carries the exact number for anyone who asks), and a
 * polite live region that speaks only when the countdown starts, nears its end and runs out.
 */
export function QuestionCountdown({ seconds }: { seconds: number }) {
  const variant = seconds === 0 ? "destructive" : seconds <= URGENT_SECONDS ? "warning" : "outline";
  return (
    <>
      <Badge
        role="timer"
        aria-label={`${seconds} ${seconds === 1 ? "second" : "seconds"} left`}
        data-testid="trivia-countdown"
        data-seconds={seconds}
        variant={variant}
        className="min-w-14 justify-center text-sm tabular-nums"
      >
        <Timer aria-hidden="true" />
        {seconds}s
      </Badge>
      <span className="sr-only" aria-live="polite">
        {countdownAnnouncement(seconds)}
      </span>
    </>
  );
}
