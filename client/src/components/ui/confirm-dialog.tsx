import { type ReactNode, useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "./alert-dialog";
import { buttonVariants } from "./button";
import { Spinner } from "./spinner";
import { WithTooltip } from "./tooltip";

export interface ConfirmDialogProps {
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  /** Runs on confirm; the dialog stays open until `close` is called (when the work has ended). */
  onConfirm: (close: () => void) => void;
  destructive?: boolean;
  /** While the work runs the dialog cannot be dismissed, its buttons are disabled and confirm spins. */
  pending?: boolean;
  /** The element that opens the dialog. */
  trigger?: ReactNode;
  triggerTooltip?: ReactNode;
  /** For a dialog opened by other means than a trigger; otherwise the dialog keeps its own state. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A confirmation before an action: title, description, Cancel and a confirm button. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  onConfirm,
  destructive = false,
  pending = false,
  trigger,
  triggerTooltip,
  ...control
}: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = control.open ?? ownOpen;
  const setOpen = control.onOpenChange ?? setOwnOpen;
  const triggerNode = trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>;

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      {triggerTooltip ? <WithTooltip label={triggerTooltip}>{triggerNode}</WithTooltip> : triggerNode}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction, so the dialog stays open (with a spinner) until the call ends. */}
          <button
            type="button"
            onClick={() => onConfirm(() => setOpen(false))}
            disabled={pending}
            className={buttonVariants({ variant: destructive ? "destructive" : "default" })}
          >
            {pending && <Spinner className="size-4" />}
            {confirmLabel}
          </button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
