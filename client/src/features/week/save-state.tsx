import { AlertCircle, Check } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import type { SaveStatus } from "./pick-autosave";

/** SPEC §8 "Pick save failure" text and the autosave indicator. */
export const SAVE_STATE_TEXT: Record<SaveStatus, string> = {
  idle: "",
  saving: "Saving...",
  saved: "Saved",
  error: "Failed to save. Please try again.",
};

export function SaveState({ status }: { status: SaveStatus }) {
  return (
    <p
      data-testid="save-state"
      data-state={status}
      role="status"
      aria-live="polite"
      className={cn(
        "flex min-h-5 min-w-5 items-center gap-1.5 text-xs font-medium",
        status === "saving" && "text-muted-foreground",
        status === "saved" && "text-success",
        status === "error" && "text-destructive",
      )}
    >
      {status === "saving" && <Spinner className="size-3.5" />}
      {status === "saved" && <Check aria-hidden="true" className="size-3.5" />}
      {status === "error" && <AlertCircle aria-hidden="true" className="size-3.5" />}
      {SAVE_STATE_TEXT[status]}
    </p>
  );
}
