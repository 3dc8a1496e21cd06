import type { MyPickDto } from "@shared/contracts/games";
import { useQuery } from "@tanstack/react-query";
import { ListChecks, RotateCw } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link } from "wouter";
import { Page, PageHeader } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { settingsQueries } from "@/features/settings/settings.queries";
import { useDocumentTitle } from "@/lib/use-document-title";
import { MyPickCard } from "./my-pick-card";
import { myPicksQueries } from "./my-picks.queries";
import { filterWeeks, groupByWeek, type PickWeek } from "./pick-weeks";
import { PicksSummaryBar } from "./picks-summary-bar";

const FETCH_FAILED = "Failed to fetch picks";

export function MyPicksPage() {
  useDocumentTitle("My Picks");
  const picks = useQuery(myPicksQueries.list());
  const points = useQuery(settingsQueries.points());
  const overUnderEnabled = points.data?.overUnderEnabled ?? true;

  const failedAt = picks.isError ? picks.errorUpdatedAt : null;
  useEffect(() => {
    if (failedAt !== null) toast({ variant: "destructive", title: "Error", description: FETCH_FAILED });
  }, [failedAt]);

  return (
    <Page className="max-w-5xl">
      <PageHeader
        icon={ListChecks}
        title="My Picks"
        description="Every pick you've made, how it was graded and the points it earned."
      />
      {picks.isPending ? (
        <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count, never reordered.
            <Skeleton key={i} className="h-44 rounded-xl" />
          ))}
        </div>
      ) : picks.isError ? (
        <Card role="alert" className="flex flex-col items-center gap-4 px-6 py-12 text-center">
          <p className="font-medium text-destructive">{FETCH_FAILED}</p>
          <Button variant="outline" onClick={() => picks.refetch()} disabled={picks.isFetching}>
            <RotateCw /> Try again
          </Button>
        </Card>
      ) : picks.data.length === 0 ? (
        <Card data-testid="my-picks-empty" className="flex flex-col items-center gap-4 px-6 py-14 text-center">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
            <ListChecks className="size-7" aria-hidden="true" />
          </span>
          <p className="text-lg font-semibold">You haven't made any picks yet.</p>
          <Button asChild>
            <Link href="/">Go to Current Week</Link>
          </Button>
        </Card>
      ) : (
        <PicksByWeek picks={picks.data} overUnderEnabled={overUnderEnabled} />
      )}
    </Page>
  );
}

const ALL_WEEKS = "all";

function PicksByWeek({ picks, overUnderEnabled }: { picks: MyPickDto[]; overUnderEnabled: boolean }) {
  const weeks = useMemo(() => groupByWeek(picks), [picks]);
  const [weekId, setWeekId] = useState<string | null>(null);
  const shown = filterWeeks(weeks, weekId);
  const selected = shown.length === 1 && weekId !== null ? weekId : ALL_WEEKS;
  return (
    <div className="grid gap-6">
      <PicksSummaryBar picks={shown.flatMap((w) => w.picks)} />
      <div className="flex justify-end">
        <Select value={selected} onValueChange={(value) => setWeekId(value === ALL_WEEKS ? null : value)}>
          <SelectTrigger className="w-full sm:w-60" aria-label="Week" data-testid="my-picks-week-filter">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_WEEKS}>All weeks</SelectItem>
            {weeks.map((week) => (
              <SelectItem key={week.id} value={week.id}>
                {week.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {shown.map((week) => (
        <WeekGroup key={week.id} week={week} overUnderEnabled={overUnderEnabled} />
      ))}
    </div>
  );
}

function WeekGroup({ week, overUnderEnabled }: { week: PickWeek; overUnderEnabled: boolean }) {
  const headingId = `my-picks-week-${week.id}`;
  return (
    <section aria-labelledby={headingId} data-testid="my-picks-week" data-week-id={week.id} className="grid gap-3">
      <h2 id={headingId} className="flex items-baseline gap-2 text-lg font-semibold">
        {week.label}
        <span className="text-sm font-normal text-muted-foreground">
          {week.picks.length} {week.picks.length === 1 ? "pick" : "picks"}
        </span>
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {week.picks.map((pick, index) => (
          <li key={pick.id} className="min-w-0">
            <MyPickCard pick={pick} overUnderEnabled={overUnderEnabled} index={index} />
          </li>
        ))}
      </ul>
    </section>
  );
}
