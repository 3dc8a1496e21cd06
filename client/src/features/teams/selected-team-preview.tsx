import { normalizeHexColor } from "@shared/domain/team-color";
import { motion } from "framer-motion";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { TeamBadge } from "./team-badge";
import type { Team } from "./teams.queries";

const SWATCH_FALLBACK = "#cccccc";

export function SelectedTeamPreview({ team, onClear }: { team: Team; onClear?: () => void }) {
  const swatch = normalizeHexColor(team.color) ?? SWATCH_FALLBACK;
  return (
    <motion.div
      key={String(team.id)}
      initial={{ opacity: 0, y: 4 }}
      animate={{ opacity: 1, y: 0 }}
      data-testid="selected-team-preview"
      className="flex items-center gap-3 rounded-lg border bg-muted/40 p-3"
    >
      <span
        aria-hidden="true"
        data-testid="team-color-swatch"
        className="size-10 shrink-0 rounded-lg ring-1 ring-black/10"
        style={{ backgroundColor: swatch }}
      />
      <TeamBadge name={team.school} abbreviation={team.abbreviation} color={team.color} logo={team.logo} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{team.school}</p>
        <p className="truncate text-xs text-muted-foreground">
          {[team.mascot, team.conference].filter(Boolean).join(" · ") || "Selected team"}
        </p>
      </div>
      {onClear && (
        <Button type="button" variant="ghost" size="sm" onClick={onClear}>
          <X /> Clear Team
        </Button>
      )}
    </motion.div>
  );
}
