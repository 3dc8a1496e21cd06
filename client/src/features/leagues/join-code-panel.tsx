import { RefreshCw } from "lucide-react";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useRotateJoinCode } from "./leagues.mutations";

/** Owner only: the current join code and a way to replace it (the old code and link stop working). */
export function JoinCodePanel({ leagueId, joinCode }: { leagueId: string; joinCode: string }) {
  const [open, setOpen] = useState(false);
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
        <AlertDialog open={open} onOpenChange={(next) => !rotate.isPending && setOpen(next)}>
          <AlertDialogTrigger asChild>
            <Button variant="outline">
              <RefreshCw /> New Join Code
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Create a new join code?</AlertDialogTitle>
              <AlertDialogDescription>
                The current code and every invite link made with it will stop working.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={rotate.isPending}>Cancel</AlertDialogCancel>
              <button
                type="button"
                className={buttonVariants()}
                disabled={rotate.isPending}
                onClick={() => rotate.mutate(undefined, { onSettled: () => setOpen(false) })}
              >
                {rotate.isPending && <Spinner className="size-4" />}
                New Join Code
              </button>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
