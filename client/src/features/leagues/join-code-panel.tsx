import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useRotateJoinCode } from "./leagues.mutations";

/** Owner only: the current join code and a way to replace it (the old code and link stop working). */
export function JoinCodePanel({ leagueId, joinCode }: { leagueId: string; joinCode: string }) {
  const rotate = useRotateJoinCode(leagueId);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Join Code</CardTitle>
        <CardDescription>
          Anyone with this code or its invite link can join. Make a new one to shut out old links.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <span data-testid="settings-join-code" className="font-mono text-lg font-semibold tracking-widest">
          {joinCode}
        </span>
        <ConfirmDialog
          trigger={
            <Button variant="outline">
              <RefreshCw /> New Join Code
            </Button>
          }
          title="Create a new join code?"
          description="The current code and every invite link made with it will stop working."
          confirmLabel="New Join Code"
          pending={rotate.isPending}
          onConfirm={(close) => rotate.mutate(undefined, { onSettled: close })}
        />
      </CardContent>
    </Card>
  );
}
