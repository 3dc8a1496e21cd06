import type { GameDto } from "@shared/contracts/games";

let seq = 0;
/** A scheduled game with every field set; `values` override. */
export function game(values: Partial<GameDto> = {}): GameDto {
  seq += 1;
  return {
    id: `g${seq}`,
    weekId: "w1",
    cfbdId: seq,
    homeTeam: `Home ${seq}`,
    awayTeam: `Away ${seq}`,
    homeConference: "SEC",
    awayConference: "SEC",
    kickoffISO: `2024-11-23T${String(10 + seq).padStart(2, "0")}:00:00.000Z`,
    status: "scheduled",
    homeScore: null,
    awayScore: null,
    finalHomeScore: null,
    finalAwayScore: null,
    isPopular: false,
    gradedAt: null,
    homeTeamRecord: null,
    awayTeamRecord: null,
    overUnder: null,
    spread: null,
    homeTeamRank: null,
    awayTeamRank: null,
    homeTeamPrimaryColor: null,
    awayTeamPrimaryColor: null,
    homeTeamAbbreviation: null,
    awayTeamAbbreviation: null,
    homeTeamLogo: null,
    awayTeamLogo: null,
    notes: null,
    neutralSite: false,
    details: null,
    pickStats: { awayPercent: 40, homePercent: 60, total: 5 },
    ...values,
  };
}
