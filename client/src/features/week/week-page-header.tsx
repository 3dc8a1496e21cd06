import { CalendarDays, ListChecks, Radio } from "lucide-react";
import { Link } from "wouter";
import { CenteredSpinner } from "@/components/layout/centered-spinner";
import { Page, PageHeader } from "@/components/layout/page";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useLiveConnection } from "./use-week-room";

/** The week page's header; it paints before the week's data, with a placeholder where the week's label goes. */
export function WeekPageHeader({ label }: { label?: string }) {
  return (
    <PageHeader
      icon={CalendarDays}
      title={label ?? <WeekLabelPlaceholder />}
      description="Make your picks before kickoff. All times are Central Time."
      actions={
        <>
          <LiveIndicator />
          <Button asChild variant="outline" size="sm">
            <Link href="/my-picks">
              <ListChecks /> My Picks
            </Link>
          </Button>
        </>
      }
    />
  );
}

/** The week page until its games arrive: the header, and a spinner where the cards go (also the server's first paint). */
export function WeekPageLoading() {
  return (
    <Page>
      <WeekPageHeader />
      <CenteredSpinner label="Loading games" />
    </Page>
  );
}

function WeekLabelPlaceholder() {
  return (
    <>
      <span className="sr-only">Current Week</span>
      <Skeleton aria-hidden="true" className="inline-block h-[1lh] w-36 align-top" />
    </>
  );
}

function LiveIndicator() {
  const connection = useLiveConnection();
  if (connection !== "connected") return null;
  return (
    <Badge variant="outline" className="gap-1.5 py-1 text-muted-foreground">
      <Radio aria-hidden="true" className="text-success" />
      Live updates on
    </Badge>
  );
}
