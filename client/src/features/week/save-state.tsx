import { AlertCircle, Check, CircleSlash } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import type { SaveStatus } from "./pick-autosave";

/** RULES §8 "Pick save failure" text and the autosave indicator. */
export const SAVE_STATE_TEXT: Record<SaveStatus, string> = {
  idle: "",
  saving: "Saving...",
  saved: "Saved",
  error: "Failed to save. Please try again.",
};

/** Shown while the inputs hold a pick the rules refuse: the card never passes it off as saved. */
export const NOT_SAVED_TEXT = "Not saved";

/** The autosave status, or "Not saved" whenever the draft breaks a pick rule (that wins over any status). */
export function SaveState({ status, invalid = false }: { status: SaveStatus; invalid?: boolean }) {
  const shown = invalid ? "invalid" : status;
  return (
    <p
      data-testid="save-state"
      data-state={shown}
      role="status"
      aria-live="polite"
      className={cn(
        "flex min-h-5 min-w-5 items-center gap-1.5 text-xs font-medium",
        shown === "saving" && "text-muted-foreground",
        shown === "saved" && "text-success",
        (shown === "error" || shown === "invalid") && "text-destructive",
      )}
    >
      {shown === "saving" && <Spinner className="size-3.5" />}
      {shown === "saved" && <Check aria-hidden="true" className="size-3.5" />}
      {shown === "error" && <AlertCircle aria-hidden="true" className="size-3.5" />}
      {shown === "invalid" && <CircleSlash aria-hidden="true" className="size-3.5" />}
      {shown === "invalid" ? NOT_SAVED_TEXT : SAVE_STATE_TEXT[shown]}
    </p>
  );
}
