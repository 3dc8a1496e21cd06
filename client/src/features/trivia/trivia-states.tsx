import { motion } from "framer-motion";
import { AlertTriangle, CalendarX, RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** The shape of the page while today's questions load. */
export function TriviaSkeleton() {
  return (
    <div role="status" aria-label="Loading today's trivia" className="grid gap-6">
      <Skeleton className="h-10 w-full" />
      {[0, 1, 2].map((i) => (
        <Card key={i} className="grid gap-4 p-6">
          <div className="flex gap-2">
            <Skeleton className="h-5 w-28" />
            <Skeleton className="h-5 w-20 rounded-full" />
            <Skeleton className="h-5 w-14 rounded-full" />
          </div>
          <Skeleton className="h-6 w-3/4" />
          <div className="grid gap-2 sm:grid-cols-2">
            {[0, 1, 2, 3].map((j) => (
              <Skeleton key={j} className="h-12" />
            ))}
          </div>
        </Card>
      ))}
    </div>
  );
}

const tones = {
  empty: { icon: CalendarX, className: "bg-muted text-muted-foreground" },
  error: { icon: AlertTriangle, className: "bg-destructive/10 text-destructive" },
};

/** No trivia today, or today's trivia failed to load (with a retry). */
export function TriviaMessage({
  tone,
  message,
  detail,
  onRetry,
}: {
  tone: keyof typeof tones;
  message: string;
  detail?: string;
  onRetry?: () => void;
}) {
  const { icon: Icon, className } = tones[tone];
  return (
    <motion.div initial={{ opacity: 0, y: 8 }} animate={{ opacity: 1, y: 0 }} transition={{ duration: 0.25 }}>
      <Card
        data-testid={`trivia-${tone}`}
        role={tone === "error" ? "alert" : undefined}
        className="mx-auto flex max-w-lg flex-col items-center gap-3 px-6 py-12 text-center"
      >
        <span className={`flex size-14 items-center justify-center rounded-2xl ${className}`}>
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <p className="text-lg font-semibold">{message}</p>
        {detail && <p className="max-w-sm text-sm text-muted-foreground">{detail}</p>}
        {onRetry && (
          <Button variant="outline" onClick={onRetry}>
            <RotateCcw aria-hidden="true" /> Try again
          </Button>
        )}
      </Card>
    </motion.div>
  );
}
