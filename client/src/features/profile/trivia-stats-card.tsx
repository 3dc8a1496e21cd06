import { useQuery } from "@tanstack/react-query";
import { Brain, CheckCircle2, Flame, type LucideIcon, Trophy } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { triviaQueries } from "@/features/trivia/trivia.queries";

export function TriviaStatsCard() {
  const stats = useQuery(triviaQueries.stats());
  const value = (n: number | undefined) => (stats.isError ? "—" : (n ?? 0));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Brain className="size-5 text-primary" aria-hidden="true" /> Trivia Statistics
        </CardTitle>
        <CardDescription>Your daily trivia record.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-3 gap-3">
        <Stat
          icon={CheckCircle2}
          label="Total Correct"
          value={value(stats.data?.totalCorrect)}
          loading={stats.isPending}
        />
        <Stat icon={Flame} label="Current Streak" value={value(stats.data?.currentStreak)} loading={stats.isPending} />
        <Stat icon={Trophy} label="Best Streak" value={value(stats.data?.bestStreak)} loading={stats.isPending} />
      </CardContent>
    </Card>
  );
}

function Stat({
  icon: Icon,
  label,
  value,
  loading,
}: {
  icon: LucideIcon;
  label: string;
  value: number | string;
  loading: boolean;
}) {
  return (
    <div className="flex flex-col items-center gap-1 rounded-lg border bg-muted/30 p-3 text-center">
      <Icon className="size-4 text-primary" aria-hidden="true" />
      {loading ? <Skeleton className="h-8 w-10" /> : <span className="text-2xl font-bold tabular-nums">{value}</span>}
      <span className="text-xs text-muted-foreground">{label}</span>
    </div>
  );
}
