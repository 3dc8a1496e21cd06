import { type LucideIcon, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** A full-page notice with a way back to the leagues list (league not found, invalid invite link). */
export function LeagueNotice({
  icon: Icon = SearchX,
  title,
  description,
  testId,
  children,
}: {
  icon?: LucideIcon;
  title: string;
  description: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Page className="flex items-center justify-center">
      <Card
        data-testid={testId}
        role="alert"
        className="flex w-full max-w-md flex-col items-center gap-4 px-6 py-12 text-center"
      >
        <span className="flex size-14 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-xl font-bold">{title}</h1>
        <p className="text-muted-foreground">{description}</p>
        {children ?? (
          <Button asChild variant="outline">
            <Link href="/leagues">Back to Leagues</Link>
          </Button>
        )}
      </Card>
    </Page>
  );
}

/** RULES §2: "League not found: This league doesn't exist or you don't have access to it." */
export function LeagueNotFound() {
  return (
    <LeagueNotice
      testId="league-not-found"
      title="League not found"
      description="This league doesn't exist or you don't have access to it."
    />
  );
}
