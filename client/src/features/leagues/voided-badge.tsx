import { Ban } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** A game the owner voided for the league (decision 025), to the owner in Settings and to members on their card. */
export function VoidedBadge() {
  return (
    <Badge variant="outline" data-testid="voided-badge">
      <Ban aria-hidden="true" /> Voided
    </Badge>
  );
}
