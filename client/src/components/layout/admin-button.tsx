import { Shield } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { WithTooltip } from "@/components/ui/tooltip";

/** Shown to everyone (RULES §2); the panel itself decides who gets in. */
export function AdminButton() {
  return (
    <WithTooltip label="Admin">
      <Button asChild variant="ghost" size="icon">
        <Link href="/admin" aria-label="Admin">
          <Shield className="size-5" />
        </Link>
      </Button>
    </WithTooltip>
  );
}
