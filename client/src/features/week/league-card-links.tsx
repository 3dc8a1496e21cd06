import { playsOnGlobalPicks } from "@shared/domain/league-rules";
import { useQueries, useQuery } from "@tanstack/react-query";
import { ListChecks } from "lucide-react";
import { Link } from "wouter";
import { leagueQueries } from "@/features/leagues/leagues.queries";

/**
 * Links to the player's leagues that have their own card (issue 20): the week page's picks do not
 * count there. Read from each league's newest rules, so a change that starts next week links early.
 */
export function LeagueCardLinks() {
  const leagues = useQuery(leagueQueries.list());
  const picksLeagues = (leagues.data?.userLeagues ?? []).filter((league) => league.leagueType !== "trivia_only");
  const details = useQueries({ queries: picksLeagues.map((league) => leagueQueries.detail(league.id)) });
  const withCards = details.flatMap(({ data }) => (data && !playsOnGlobalPicks(data) ? [data] : []));
  if (withCards.length === 0) return null;
  return (
    <nav
      aria-label="Your league cards"
      data-testid="league-card-links"
      className="-mt-2 mb-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm"
    >
      <span className="flex items-center gap-1.5 text-muted-foreground">
        <ListChecks aria-hidden="true" className="size-4" />
        Your leagues' cards (picked separately):
      </span>
      {withCards.map((league) => (
        <Link
          key={league.id}
          href={`/leagues/${league.id}?tab=picks`}
          className="font-medium text-primary underline underline-offset-4"
        >
          {league.name}
        </Link>
      ))}
    </nav>
  );
}
