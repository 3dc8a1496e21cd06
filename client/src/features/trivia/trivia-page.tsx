import { useQuery } from "@tanstack/react-query";
import { MotionConfig } from "framer-motion";
import { Brain, Flame } from "lucide-react";
import { Page, PageHeader } from "@/components/layout/page";
import { Badge } from "@/components/ui/badge";
import { useDocumentTitle } from "@/lib/use-document-title";
import { isEmptyDay } from "./daily-trivia";
import { triviaQueries } from "./trivia.queries";
import { TriviaBoard } from "./trivia-board";
import { TriviaMessage, TriviaSkeleton } from "./trivia-states";

/** RULES §2 "Trivia page (/trivia)" and §4 "Daily trivia flow". */
export function TriviaPage() {
  useDocumentTitle("Daily Trivia");
  const daily = useQuery(triviaQueries.daily());

  return (
    <MotionConfig reducedMotion="user">
      <Page className="max-w-3xl">
        <PageHeader
          icon={Brain}
          title="Daily Trivia"
          description="Unlock each question, then answer before the timer runs out: +1 point for every right answer."
          actions={<StreakBadge />}
        />
        {daily.isPending ? (
          <TriviaSkeleton />
        ) : daily.isError ? (
          <TriviaMessage
            tone="error"
            message="Failed to load today's trivia"
            detail="Please try again in a moment."
            onRetry={() => void daily.refetch()}
          />
        ) : isEmptyDay(daily.data) ? (
          <TriviaMessage
            tone="empty"
            message="No trivia available today. Check back tomorrow!"
            detail="New questions appear at midnight Central Time."
          />
        ) : (
          <TriviaBoard daily={daily.data} />
        )}
      </Page>
    </MotionConfig>
  );
}

function StreakBadge() {
  const stats = useQuery(triviaQueries.stats());
  const streak = stats.data?.currentStreak ?? 0;
  if (streak < 1) return null;
  return (
    <Badge variant="outline" data-testid="trivia-streak" className="gap-1.5 py-1 text-sm">
      <Flame aria-hidden="true" className="text-warning" />
      {streak}-day streak
    </Badge>
  );
}
