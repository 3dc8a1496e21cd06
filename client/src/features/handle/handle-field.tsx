import { Check, X } from "lucide-react";
import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import type { HandleAvailability } from "./use-handle-availability";

type HandleFieldProps = Omit<ComponentProps<"input">, "onChange" | "value"> & {
  value: string;
  onValueChange: (value: string) => void;
  availability: HandleAvailability;
  label?: string;
  hideLabel?: boolean;
};

/** Username input with the availability icon (spinner, green check, red cross) and helper text. */
export function HandleField({
  value,
  onValueChange,
  availability,
  label = "Username",
  hideLabel = false,
  id = "handle",
  className,
  ...inputProps
}: HandleFieldProps) {
  const { state, message } = availability;
  const messageId = `${id}-message`;
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id} className={cn(hideLabel && "sr-only")}>
        {label}
      </Label>
      <div className="relative">
        <Input
          id={id}
          name="handle"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          aria-invalid={state === "unavailable" || undefined}
          aria-describedby={message ? messageId : undefined}
          className="pr-10"
          {...inputProps}
        />
        <span
          data-testid="handle-availability"
          data-state={state}
          className="absolute top-1/2 right-3 flex -translate-y-1/2 items-center"
        >
          {state === "checking" && <Spinner className="size-4 text-muted-foreground" label="Checking availability" />}
          {state === "available" && <Check className="size-4 text-success" aria-label="Available" />}
          {state === "unavailable" && <X className="size-4 text-destructive" aria-label="Unavailable" />}
        </span>
      </div>
      {message && (
        <p
          id={messageId}
          aria-live="polite"
          className={cn(
            "text-xs",
            state === "available" && "text-success",
            state === "unavailable" && "text-destructive",
            state === "idle" && "text-muted-foreground",
          )}
        >
          {message}
        </p>
      )}
    </div>
  );
}
