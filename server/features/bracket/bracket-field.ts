import { playoffRoundOf } from "../../../shared/domain/postseason.ts";

export interface PostseasonGame {
  homeTeam: string;
  awayTeam: string;
  notes: string | null;
}

export type FieldReading = { field: Map<number, string> } | { problem: string };

/**
 * The 12 seeds from the provider's postseason games and the committee's last ranking, without
 * reading any result: the four teams waiting in the quarterfinals (in none of the first-round games)
 * are seeds 1–4 by rank; the first round's hosts are 5–8 by rank, each facing 17 minus its seed.
 * Anything short of that is a problem for an admin to settle.
 */
export function fieldFromPostseason(
  games: readonly PostseasonGame[],
  rankOf: (team: string) => number | null,
): FieldReading {
  const firstRound = games.filter((g) => playoffRoundOf(g.notes) === "first_round");
  if (firstRound.length !== 4) return { problem: `The provider lists ${firstRound.length} first-round games, not 4` };
  const playingFirst = new Set(firstRound.flatMap((g) => [g.homeTeam, g.awayTeam]));
  const waiting = [
    ...new Set(
      games
        .filter((g) => playoffRoundOf(g.notes) === "quarterfinal")
        .flatMap((g) => [g.homeTeam, g.awayTeam].filter((t) => !playingFirst.has(t))),
    ),
  ].filter((team) => rankOf(team) !== null || !/^TBD$/i.test(team));
  if (waiting.length !== 4) return { problem: `The quarterfinals list ${waiting.length} teams with a bye, not 4` };
  const byRank = (teams: string[]): { problem: string } | { teams: string[] } => {
    const ranked = teams.map((team) => ({ team, rank: rankOf(team) }));
    const unranked = ranked.find((t) => t.rank === null);
    if (unranked) return { problem: `${unranked.team} has no committee ranking` };
    return { teams: ranked.sort((a, b) => a.rank! - b.rank!).map((t) => t.team) };
  };
  const byes = byRank(waiting);
  if ("problem" in byes) return byes;
  const hosts = byRank(firstRound.map((g) => g.homeTeam));
  if ("problem" in hosts) return hosts;
  const field = new Map<number, string>();
  for (const [i, team] of byes.teams.entries()) field.set(i + 1, team);
  hosts.teams.forEach((team, i) => {
    field.set(i + 5, team);
    field.set(12 - i, firstRound.find((g) => g.homeTeam === team)!.awayTeam);
  });
  return { field };
}
