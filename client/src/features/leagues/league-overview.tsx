import type { LeagueDetail } from "@shared/contracts/leagues";
import { LeagueStandings } from "./league-standings";
import { LeagueStats } from "./league-stats";
import { LeagueTriviaRace } from "./league-trivia-race";
import { ShareLinkCard } from "./share-link-card";

/** RULES §2 Overview: the stats in one row of tiles, the standings beside the invite card and today's trivia race. */
export function LeagueOverview({ league }: { league: LeagueDetail }) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <LeagueStats league={league} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <LeagueStandings league={league} />
        <div className="grid grid-cols-1 gap-6">
          <ShareLinkCard league={league} />
          <LeagueTriviaRace leagueId={league.id} />
        </div>
      </div>
    </div>
  );
}
