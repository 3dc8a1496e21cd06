import type { CfbdGame, CfbdTeam, CfbdTeamRecord, RecordTally } from "./provider.schemas.ts";

const TALLIES = [
  "total",
  "conferenceGames",
  "homeGames",
  "awayGames",
  "neutralSiteGames",
  "regularSeason",
  "postseason",
] as const;
type TallyName = (typeof TALLIES)[number];
type Tallies = Record<TallyName, RecordTally>;

const emptyTallies = () =>
  Object.fromEntries(TALLIES.map((name) => [name, { games: 0, wins: 0, losses: 0, ties: 0 }])) as Tallies;

/**
 * CFBD v2 /records for the given teams, counted from the games that are final (replayStatus)
 * in `games`. Non-FBS teams are left out: the data only holds their games against FBS teams.
 */
export function countRecords(games: readonly CfbdGame[], teams: readonly CfbdTeam[], year: number): CfbdTeamRecord[] {
  const tallies = new Map(teams.map((t) => [t.id, emptyTallies()]));
  for (const game of games) {
    if (game.replayStatus !== "final" || game.homePoints == null || game.awayPoints == null) continue;
    const sides = [
      { id: game.homeId, own: game.homePoints, other: game.awayPoints, venue: "homeGames" as const },
      { id: game.awayId, own: game.awayPoints, other: game.homePoints, venue: "awayGames" as const },
    ];
    for (const side of sides) {
      const tally = tallies.get(side.id);
      if (!tally) continue;
      const names: TallyName[] = [
        "total",
        game.neutralSite ? "neutralSiteGames" : side.venue,
        game.seasonType === "postseason" ? "postseason" : "regularSeason",
      ];
      if (game.conferenceGame) names.push("conferenceGames");
      const outcome = side.own > side.other ? "wins" : side.own < side.other ? "losses" : "ties";
      for (const name of names) {
        tally[name].games++;
        tally[name][outcome]++;
      }
    }
  }
  return teams.map((team) => ({
    year,
    teamId: team.id,
    team: team.school,
    classification: team.classification ?? null,
    conference: team.conference ?? null,
    division: team.division ?? "",
    ...tallies.get(team.id)!,
  }));
}
