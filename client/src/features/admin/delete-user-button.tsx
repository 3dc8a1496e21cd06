import type { AdminUserDto } from "@shared/contracts/games";
import { menuDisplayName } from "@shared/domain/display-name";
import { Trash2 } from "lucide-react";
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
import { useDeleteUser } from "./admin.mutations";

/** RULES §6: deleting permanently removes the user's picks and points, after a confirmation dialog. */
export function DeleteUserButton({ user, disabled }: { user: AdminUserDto; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const deleteUser = useDeleteUser();
  const name = menuDisplayName(user);

  const confirm = () => deleteUser.mutate(user, { onSettled: () => setOpen(false) });

  return (
    <AlertDialog open={open} onOpenChange={(next) => !deleteUser.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled}
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2 /> Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {name}?</AlertDialogTitle>
          <AlertDialogDescription>
            This permanently deletes this user along with all of their picks and points. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteUser.isPending}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction, so the dialog stays open (with a spinner) until the call ends. */}
          <button
            type="button"
            onClick={confirm}
            disabled={deleteUser.isPending}
            className={buttonVariants({ variant: "destructive" })}
          >
            {deleteUser.isPending && <Spinner className="size-4" />}
            Delete
          </button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
