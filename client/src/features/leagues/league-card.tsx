import type { League } from "@shared/contracts/leagues";
import { ChevronRight, Users } from "lucide-react";
import { Link } from "wouter";
import { Card } from "@/components/ui/card";
import { memberCountText } from "./league-labels";
import { VisibilityBadge } from "./visibility-badge";

/** RULES §2 league card: name, @slug, Private or Public badge, description, member count. */
export function LeagueCard({ league }: { league: League }) {
  return (
    <Link
      href={`/leagues/${league.id}`}
      className="group block rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <Card
        data-testid="league-card"
        data-league-id={league.id}
        className="flex h-full flex-col gap-3 p-5 transition-colors group-hover:border-primary/50"
      >
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="truncate text-lg font-semibold">{league.name}</h3>
            <p className="truncate text-sm text-muted-foreground">@{league.slug}</p>
          </div>
          <VisibilityBadge visibility={league.visibility} />
        </div>
        {league.description && <p className="line-clamp-2 text-sm text-muted-foreground">{league.description}</p>}
        <div className="mt-auto flex items-center justify-between text-sm text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <Users className="size-4" aria-hidden="true" />
            {memberCountText(league.memberCount)}
          </span>
          <ChevronRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
        </div>
      </Card>
    </Link>
  );
}
