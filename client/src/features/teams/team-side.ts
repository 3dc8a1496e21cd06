import type { GameDto } from "@shared/contracts/games";

export interface TeamSide {
  name: string;
  rank: number | null;
  record: string | null;
  color: string | null;
  abbreviation: string | null;
  logo: string | null;
}

type GameTeams = Pick<
  GameDto,
  | "homeTeam"
  | "homeTeamRank"
  | "homeTeamRecord"
  | "homeTeamPrimaryColor"
  | "homeTeamAbbreviation"
  | "homeTeamLogo"
  | "awayTeam"
  | "awayTeamRank"
  | "awayTeamRecord"
  | "awayTeamPrimaryColor"
  | "awayTeamAbbreviation"
  | "awayTeamLogo"
>;

/** One side of a matchup, as every game card shows it. */
export function teamSideOf(game: GameTeams, side: "home" | "away"): TeamSide {
  return side === "home"
    ? {
        name: game.homeTeam,
        rank: game.homeTeamRank,
        record: game.homeTeamRecord,
        color: game.homeTeamPrimaryColor,
        abbreviation: game.homeTeamAbbreviation,
        logo: game.homeTeamLogo,
      }
    : {
        name: game.awayTeam,
        rank: game.awayTeamRank,
        record: game.awayTeamRecord,
        color: game.awayTeamPrimaryColor,
        abbreviation: game.awayTeamAbbreviation,
        logo: game.awayTeamLogo,
      };
}
