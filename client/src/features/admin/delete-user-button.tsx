import type { AdminUserDto } from "@shared/contracts/games";
import { menuDisplayName } from "@shared/domain/display-name";
import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useDeleteUser } from "./admin.mutations";

/** RULES §6: deleting permanently removes the user's picks and points, after a confirmation dialog. */
export function DeleteUserButton({ user, disabled }: { user: AdminUserDto; disabled?: boolean }) {
  const deleteUser = useDeleteUser();
  const name = menuDisplayName(user);

  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled}
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2 /> Delete
        </Button>
      }
      title={<>Delete {name}?</>}
      description="This permanently deletes this user along with all of their picks and points. This cannot be undone."
      confirmLabel="Delete"
      destructive
      pending={deleteUser.isPending}
      onConfirm={(close) => deleteUser.mutate(user, { onSettled: close })}
    />
  );
}
