import { ShieldAlert } from "lucide-react";
import { Link } from "wouter";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

export function AccessDenied() {
  return (
    <Page className="flex items-center justify-center">
      <Card data-testid="access-denied" className="w-full max-w-lg px-6 py-12 text-center">
        <div className="flex flex-col items-center gap-4">
          <span className="flex size-16 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
            <ShieldAlert className="size-8" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight">Access Denied</h1>
          <p className="max-w-sm text-muted-foreground">
            You do not have admin privileges. Admin access is controlled by database roles.
          </p>
          <Button asChild variant="outline" className="mt-2">
            <Link href="/">Back to Current Week</Link>
          </Button>
        </div>
      </Card>
    </Page>
  );
}
