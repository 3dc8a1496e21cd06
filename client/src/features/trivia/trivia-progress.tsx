import { useId } from "react";
import { Progress } from "@/components/ui/progress";

/** RULES §2: answered (or timed out) over every question on the page, global and league. */
export function TriviaProgress({ answered, total }: { answered: number; total: number }) {
  const labelId = useId();
  return (
    <div data-testid="trivia-progress" data-answered={answered} data-total={total} className="grid gap-2">
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <span id={labelId} className="font-medium">
          Today's progress
        </span>
        <span className="text-muted-foreground tabular-nums">
          {answered} / {total} answered
        </span>
      </div>
      <Progress
        value={answered}
        max={total}
        aria-labelledby={labelId}
        getValueLabel={(value, max) => `${value} of ${max} answered`}
      />
    </div>
  );
}
