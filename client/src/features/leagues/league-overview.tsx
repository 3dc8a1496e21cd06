import type { LeagueDetail } from "@shared/contracts/leagues";
import { LeagueStandings } from "./league-standings";
import { LeagueStats } from "./league-stats";
import { LeagueTriviaRace } from "./league-trivia-race";
import { ShareLinkCard } from "./share-link-card";

export function LeagueOverview({ league }: { league: LeagueDetail }) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ShareLinkCard league={league} />
        <LeagueStats league={league} />
      </div>
      <LeagueStandings league={league} />
      <LeagueTriviaRace leagueId={league.id} />
    </div>
  );
}
