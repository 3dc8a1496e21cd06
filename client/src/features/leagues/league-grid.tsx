import type { League } from "@shared/contracts/leagues";
import type { LucideIcon } from "lucide-react";
import { Card } from "@/components/ui/card";
import { LeagueCard } from "./league-card";

export function LeagueGrid({
  leagues,
  empty,
}: {
  leagues: League[];
  empty: { icon: LucideIcon; title: string; description: string };
}) {
  if (leagues.length === 0) {
    const Icon = empty.icon;
    return (
      <Card data-testid="leagues-empty" className="flex flex-col items-center gap-3 px-6 py-14 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <p className="text-lg font-semibold">{empty.title}</p>
        <p className="max-w-sm text-sm text-muted-foreground">{empty.description}</p>
      </Card>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {leagues.map((league) => (
        <li key={league.id} className="min-w-0">
          <LeagueCard league={league} />
        </li>
      ))}
    </ul>
  );
}
