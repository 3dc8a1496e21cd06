import { UserMinus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useRemoveMember } from "./leagues.mutations";

/** RULES §2: the owner removes a non-owner member after the 'Remove Member?' confirmation. */
export function RemoveMemberButton({ leagueId, userId, name }: { leagueId: string; userId: string; name: string }) {
  const removeMember = useRemoveMember(leagueId);

  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Remove ${name}`}
          className="size-8 text-destructive hover:bg-destructive/10 hover:text-destructive"
        >
          <UserMinus />
        </Button>
      }
      triggerTooltip="Remove member"
      title="Remove Member?"
      description={
        <>{name} will be removed from this league. They can rejoin later with the join code or an invite link.</>
      }
      confirmLabel="Remove"
      destructive
      pending={removeMember.isPending}
      onConfirm={(close) => removeMember.mutate(userId, { onSettled: close })}
    />
  );
}
