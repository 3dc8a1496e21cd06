import type { LeagueDetail } from "@shared/contracts/leagues";
import { CalendarDays, Users } from "lucide-react";
import { Card } from "@/components/ui/card";
import { formatLeagueDate } from "./league-labels";
import { useLeagueMemberCount } from "./use-league-room";

export function LeagueStats({ league }: { league: LeagueDetail }) {
  const memberCount = useLeagueMemberCount(league.id, league.memberCount);
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-1">
      <Stat icon={Users} label="Total Members" value={String(memberCount)} testId="stat-members" />
      <Stat icon={CalendarDays} label="Created" value={formatLeagueDate(league.createdAt)} testId="stat-created" />
    </div>
  );
}

function Stat({
  icon: Icon,
  label,
  value,
  testId,
}: {
  icon: typeof Users;
  label: string;
  value: string;
  testId: string;
}) {
  return (
    <Card className="flex items-center gap-3 p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-xs text-muted-foreground">{label}</p>
        <p data-testid={testId} className="truncate text-lg font-semibold">
          {value}
        </p>
      </div>
    </Card>
  );
}
