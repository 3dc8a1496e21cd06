import { Loader2 } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** With a label it announces itself as a status; without one it is decorative (e.g. inside a button). */
export function Spinner({ className, label, ...props }: ComponentProps<"svg"> & { label?: string }) {
  const a11y = label ? { role: "status", "aria-label": label } : { "aria-hidden": true };
  return <Loader2 {...a11y} className={cn("size-5 animate-spin", className)} {...props} />;
}
