import { UserMinus } from "lucide-react";
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
import { Spinner } from "@/components/ui/spinner";
import { WithTooltip } from "@/components/ui/tooltip";
import { useRemoveMember } from "./leagues.mutations";

/** RULES §2: the owner removes a non-owner member after the 'Remove Member?' confirmation. */
export function RemoveMemberButton({ leagueId, userId, name }: { leagueId: string; userId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const removeMember = useRemoveMember(leagueId);

  const confirm = () => removeMember.mutate(userId, { onSettled: () => setOpen(false) });

  return (
    <AlertDialog open={open} onOpenChange={(next) => !removeMember.isPending && setOpen(next)}>
      <WithTooltip label="Remove member">
        <AlertDialogTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove ${name}`}
            className="size-8 text-destructive hover:bg-destructive/10 hover:text-destructive"
          >
            <UserMinus />
          </Button>
        </AlertDialogTrigger>
      </WithTooltip>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Remove Member?</AlertDialogTitle>
          <AlertDialogDescription>
            {name} will be removed from this league. They can rejoin later with the join code or an invite link.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={removeMember.isPending}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction, so the dialog stays open (with a spinner) until the call ends. */}
          <button
            type="button"
            onClick={confirm}
            disabled={removeMember.isPending}
            className={buttonVariants({ variant: "destructive" })}
          >
            {removeMember.isPending && <Spinner className="size-4" />}
            Remove
          </button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
