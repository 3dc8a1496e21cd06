import type { SurvivorBoard } from "@shared/contracts/survivor";
import { formatKickoffDay } from "@shared/domain/central-time";
import type { Side } from "@shared/domain/enums";
import { sideLineText } from "./league-picks-line";

type Game = SurvivorBoard["games"][number];

const ranked = (team: string, rank: number | null) => (rank === null ? team : `#${rank} ${team}`);

/**
 * A survivor pick's button text: "#7 Alabama vs Auburn · −6.5 · Sat" for the home side, "Auburn at
 * #7 Alabama · +6.5 · Sat" for the away side ("vs" both ways at a neutral site), the line from the
 * team's own side (left out while the game has none) and its Central day.
 */
export function survivorTeamLabel(game: Game, side: Side): string {
  const home = side === "HOME";
  const team = home ? ranked(game.homeTeam, game.homeTeamRank) : ranked(game.awayTeam, game.awayTeamRank);
  const other = home ? ranked(game.awayTeam, game.awayTeamRank) : ranked(game.homeTeam, game.homeTeamRank);
  const joint = home || game.neutralSite ? "vs" : "at";
  return [`${team} ${joint} ${other}`, sideLineText(game.line, side), formatKickoffDay(game.kickoffISO)]
    .filter(Boolean)
    .join(" · ");
}
