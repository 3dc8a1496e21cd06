import { useQuery } from "@tanstack/react-query";
import { Award } from "lucide-react";
import { Link } from "wouter";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { HonorBadges } from "@/features/leagues/honor-badges";
import { profileQueries } from "./profile.queries";

/** The player's weekly wins and league titles (issue 20), each league linking to its History tab. */
export function LeagueHonorsCard() {
  const honors = useQuery(profileQueries.leagueHonors());
  return (
    <Card data-testid="league-honors">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Award className="size-5 text-primary" aria-hidden="true" /> League Honors
        </CardTitle>
        <CardDescription>Weeks you won and titles you took in your leagues.</CardDescription>
      </CardHeader>
      <CardContent>
        {honors.isPending ? (
          <Skeleton className="h-12" />
        ) : honors.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Failed to load your honors
          </p>
        ) : honors.data.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="league-honors-empty">
            No honors yet: win a week in one of your leagues to earn a trophy.
          </p>
        ) : (
          <ul className="divide-y">
            {honors.data.map((honor) => (
              <li
                key={honor.leagueId}
                className="grid gap-1.5 py-3 first:pt-0 last:pb-0"
                data-testid="league-honor"
                data-league-id={honor.leagueId}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link href={`/leagues/${honor.leagueId}?tab=history`} className="font-medium hover:underline">
                    {honor.leagueName}
                  </Link>
                  <HonorBadges weeksWon={honor.weeksWon} champion={honor.champion} />
                </div>
                {honor.weekLabels.length > 0 && (
                  <p className="text-xs text-muted-foreground">
                    {honor.season != null && `${honor.season} · `}Won {honor.weekLabels.join(", ")}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
