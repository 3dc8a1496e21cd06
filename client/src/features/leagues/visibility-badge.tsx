import type { LeagueVisibility } from "@shared/domain/enums";
import { Globe, Lock } from "lucide-react";
import { Badge } from "@/components/ui/badge";

export function VisibilityBadge({ visibility }: { visibility: LeagueVisibility }) {
  return visibility === "private" ? (
    <Badge variant="secondary" data-testid="visibility-badge">
      <Lock aria-hidden="true" /> Private
    </Badge>
  ) : (
    <Badge variant="outline" data-testid="visibility-badge">
      <Globe aria-hidden="true" /> Public
    </Badge>
  );
}
