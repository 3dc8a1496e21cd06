import type { CfbdPollWeek, CfbdTeam } from "./provider.schemas.ts";
import type { WeekQuery } from "./provider.types.ts";

/** The recorded polls are regular weeks 1–16; bowls were played under the last one (week 16, Dec 8). */
export function recordedPollWeek(polls: readonly CfbdPollWeek[], query: Pick<WeekQuery, "week" | "seasonType">) {
  if (query.seasonType === "postseason") {
    return query.week === 1 ? polls.filter((p) => p.seasonType === "regular").at(-1) : undefined;
  }
  return polls.find((p) => p.seasonType === "regular" && p.week === query.week);
}

/** CFBD v2 /rankings shape: relabelled to the asked week and season, with `teamId` and `isFinal` added. */
export function toPollWeek(recorded: CfbdPollWeek, query: WeekQuery, season: number, teams: readonly CfbdTeam[]): CfbdPollWeek {
  const teamId = new Map(teams.map((t) => [t.school, t.id]));
  return {
    season,
    seasonType: query.seasonType,
    week: query.week,
    polls: recorded.polls.map((poll) => ({
      poll: poll.poll,
      isFinal: false,
      ranks: poll.ranks.map((r) => ({
        rank: r.rank,
        teamId: teamId.get(r.school) ?? null,
        school: r.school,
        conference: r.conference ?? null,
        firstPlaceVotes: r.firstPlaceVotes ?? null,
        points: r.points ?? null,
      })),
    })),
  };
}
