import { Crown, Trophy } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { weeklyWinsText } from "./league-history";

/**
 * A member's honors in a league (issue 20): a crown for the season's champion, a trophy with the
 * count of weeks won. Nothing at all without either. The words are on the badge, not only in the icon.
 */
export function HonorBadges({ weeksWon, champion }: { weeksWon: number; champion: boolean }) {
  if (!champion && weeksWon === 0) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5" data-testid="honor-badges">
      {champion && (
        <Badge variant="warning" data-testid="champion-badge">
          <Crown aria-hidden="true" /> Champion
        </Badge>
      )}
      {weeksWon > 0 && (
        <Badge variant="outline" data-testid="weekly-wins-badge" data-weeks-won={weeksWon}>
          <Trophy aria-hidden="true" className="text-warning" /> {weeklyWinsText(weeksWon)}
        </Badge>
      )}
    </span>
  );
}
