import type { RegradeAllLine } from "@shared/contracts/regrade-all";
import { ListRestart } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { useRegradeAll } from "./admin.mutations";

/** A changed points system reaches games graded before it only through a regrade: this one covers the whole season. */
export function RegradeAllButton() {
  const [progress, setProgress] = useState<RegradeAllLine | null>(null);
  const regrade = useRegradeAll(setProgress);
  const start = () => {
    setProgress(null);
    regrade.mutate();
  };

  return (
    <div className="grid gap-3 rounded-lg border bg-muted/20 p-4" data-testid="regrade-all">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 flex-1 text-sm text-muted-foreground">
          Saved changes score games graded from now on. Regrade all applies them to every final game of this season.
        </p>
        <ConfirmDialog
          trigger={
            <Button variant="outline" disabled={regrade.isPending}>
              {regrade.isPending ? <Spinner className="size-4" /> : <ListRestart />}
              Regrade all
            </Button>
          }
          title="Regrade every final game?"
          description="Every final game of this season is graded again with the saved points system, and every player's points move to match it. Unsaved changes above are not used."
          confirmLabel="Regrade all"
          onConfirm={(close) => {
            // The dialog closes at once: the progress bar below shows the run.
            start();
            close();
          }}
        />
      </div>
      {regrade.isPending && (
        <div className="grid gap-1.5">
          <Progress
            value={progress?.done ?? 0}
            max={Math.max(1, progress?.total ?? 1)}
            aria-label="Regrade all progress"
          />
          <p role="status" className="text-xs text-muted-foreground tabular-nums">
            {progress ? `Regrading ${progress.done} of ${progress.total} games...` : "Starting..."}
          </p>
        </div>
      )}
    </div>
  );
}
