import { fromZonedTime } from "date-fns-tz";
import { CENTRAL_TIME_ZONE, centralDateString, shiftDate } from "../../../shared/domain/central-time.ts";
import type { CfbdGame, CfbdPollWeek, CfbdTeam } from "./provider.schemas.ts";
import type { WeekQuery } from "./provider.types.ts";
import { REPLAY_GAME_DURATION_MS } from "./replay.game-state.ts";

/** Polls come out in the afternoon, Central (docs/decisions/012-polls-release-sunday-afternoon.md). */
export const POLL_RELEASE_TIME_CENTRAL = "14:00";

/** The recorded polls are regular weeks 1–16; bowls were played under the last one (week 16, Dec 8). */
export function recordedPollWeek(polls: readonly CfbdPollWeek[], query: Pick<WeekQuery, "week" | "seasonType">) {
  if (query.seasonType === "postseason") {
    return query.week === 1 ? polls.filter((p) => p.seasonType === "regular").at(-1) : undefined;
  }
  return polls.find((p) => p.seasonType === "regular" && p.week === query.week);
}

/** The last kickoff of each regular week, on the real 2024 clock. */
export function lastKickoffByWeek(games: readonly CfbdGame[]): Map<number, number> {
  const last = new Map<number, number>();
  for (const game of games) {
    if (game.seasonType === "postseason") continue;
    last.set(game.week, Math.max(last.get(game.week) ?? -Infinity, Date.parse(game.startDate)));
  }
  return last;
}

/** The first POLL_RELEASE_TIME_CENTRAL at or after `ms`, DST-aware. */
export function centralAfternoonFrom(ms: number): number {
  for (let day = centralDateString(new Date(ms)); ; day = shiftDate(day, 1)) {
    const at = fromZonedTime(`${day}T${POLL_RELEASE_TIME_CENTRAL}:00`, CENTRAL_TIME_ZONE).getTime();
    if (at >= ms) return at;
  }
}

/**
 * When the recorded poll of regular week `pollWeek` comes out on the shifted clock. The data
 * carries only the week a poll ranks teams for; the poll of week N+1 comes out the first
 * afternoon (Central) after week N's last game ends: Sunday, or Tuesday after a Labor Day Monday
 * game. The preseason poll (week 1) is out before the season starts.
 */
export function pollReleaseAt(lastKickoffs: ReadonlyMap<number, number>, pollWeek: number, shiftMs: number): number {
  const lastBefore = lastKickoffs.get(pollWeek - 1);
  if (lastBefore === undefined) return -Infinity;
  return centralAfternoonFrom(lastBefore + shiftMs + REPLAY_GAME_DURATION_MS);
}

/** CFBD v2 /rankings shape: relabelled to the asked week and season, with `teamId` and `isFinal` added. */
export function toPollWeek(
  recorded: CfbdPollWeek,
  query: WeekQuery,
  season: number,
  teams: readonly CfbdTeam[],
): CfbdPollWeek {
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
