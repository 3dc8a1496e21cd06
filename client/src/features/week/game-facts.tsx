import type { GameDetails, GameStatus } from "@shared/contracts/games";
import { MapPin, Percent, Tv } from "lucide-react";
import type { ReactNode } from "react";
import { winChance } from "./game-view";

/**
 * The provider's facts a card shows under the teams: before kickoff the network, the venue and
 * the pregame win probability; during the game the network. Each only where the provider has it.
 */
export function GameFacts({
  status,
  details,
  teams,
}: {
  status: GameStatus;
  details: GameDetails | null;
  teams: { away: string; home: string };
}) {
  if (!details || status === "final") return null;
  const chance = status === "scheduled" ? winChance(details.homeWinProbability, teams) : null;
  const facts = [
    details.tv && (
      <Fact key="tv" testId="game-network" icon={<Tv aria-hidden="true" className="size-3.5 shrink-0" />}>
        <span className="sr-only">Network: </span>
        {details.tv}
      </Fact>
    ),
    status === "scheduled" && details.venue && (
      <Fact key="venue" testId="game-venue" icon={<MapPin aria-hidden="true" className="size-3.5 shrink-0" />}>
        <span className="sr-only">Venue: </span>
        {details.venue}
      </Fact>
    ),
    chance && (
      <Fact key="chance" testId="win-probability" icon={<Percent aria-hidden="true" className="size-3.5 shrink-0" />}>
        {chance.text}
      </Fact>
    ),
  ].filter(Boolean);
  if (facts.length === 0) return null;
  return <ul className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">{facts}</ul>;
}

function Fact({ testId, icon, children }: { testId: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li data-testid={testId} className="flex min-w-0 items-center gap-1">
      {icon}
      <span className="truncate">{children}</span>
    </li>
  );
}
