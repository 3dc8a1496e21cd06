import { useQuery } from "@tanstack/react-query";
import { ListChecks, RotateCw } from "lucide-react";
import { useEffect } from "react";
import { Link } from "wouter";
import { Page, PageHeader } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { settingsQueries } from "@/features/settings/settings.queries";
import { useDocumentTitle } from "@/lib/use-document-title";
import { MyPickCard } from "./my-pick-card";
import { myPicksQueries } from "./my-picks.queries";
import { PicksSummaryBar } from "./picks-summary-bar";

const FETCH_FAILED = "Failed to fetch picks";

export function MyPicksPage() {
  useDocumentTitle("My Picks");
  const picks = useQuery(myPicksQueries.list());
  const points = useQuery(settingsQueries.points());
  const overUnderEnabled = points.data?.overUnderEnabled ?? true;

  useEffect(() => {
    if (picks.isError) toast({ variant: "destructive", title: "Error", description: FETCH_FAILED });
  }, [picks.isError, picks.errorUpdatedAt]);

  return (
    <Page className="max-w-5xl">
      <PageHeader icon={ListChecks} title="My Picks" description="Every pick you've made, how it was graded and the points it earned." />
      {picks.isPending ? (
        <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
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
        <div className="grid gap-6">
          <PicksSummaryBar picks={picks.data} />
          <ul className="grid gap-4 md:grid-cols-2">
            {picks.data.map((pick, index) => (
              <li key={pick.id} className="min-w-0">
                <MyPickCard pick={pick} overUnderEnabled={overUnderEnabled} index={index} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </Page>
  );
}
