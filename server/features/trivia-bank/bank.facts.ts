import { gameTitle } from "../../../shared/domain/postseason.ts";
import type { CfbdPollWeek } from "../../providers/games/index.ts";
import type { ReplaySource } from "../../providers/games/replay.data.ts";
import { REPLAY_GAME_DURATION_MS } from "../../providers/games/replay.game-state.ts";
import { lastKickoffByWeek, pollReleaseAt } from "../../providers/games/replay.rankings.ts";

/** What the question families read: the recorded 2024 season reduced to plain facts. */

export interface TeamFact {
  school: string;
  mascot: string;
  conference: string;
}

export interface PlayedGame {
  id: number;
  week: number;
  postseason: boolean;
  startDate: string;
  /** When the replay shows it final (recorded clock, ms): its result is known from then on. */
  endsAt: number;
  home: string;
  away: string;
  homePoints: number;
  awayPoints: number;
  venue: string | null;
  neutralSite: boolean;
  /** The game's name (a bowl, a playoff round, a title game) without sponsor tails; null for a plain game. */
  title: string | null;
  conferenceGame: boolean;
  homeConference: string | null;
}

export interface SeasonFacts {
  teams: TeamFact[];
  bySchool: Map<string, TeamFact>;
  /** Schools ranked in any AP Top 25 of the season: the ones most players know. */
  famous: Set<string>;
  games: PlayedGame[];
  /** releasedAt: when the replay publishes the poll (recorded clock, ms); null: before the season (the preseason poll). */
  apPolls: {
    week: number;
    releasedAt: number | null;
    ranks: { rank: number; school: string; firstPlaceVotes: number | null }[];
  }[];
  committeePolls: { week: number; releasedAt: number | null; ranks: { rank: number; school: string }[] }[];
  /** When the last regular-season game ends: from then on every team's remaining games are known. */
  regularSeasonOver: number;
}

export const POWER_CONFERENCES = new Set(["ACC", "Big Ten", "Big 12", "SEC"]);
export const NATIONAL_CHAMPIONSHIP = "College Football Playoff National Championship";

/** "College Football Playoff Quarterfinal at the Rose Bowl Presented by Prudential" → "…at the Rose Bowl" (the card's title too). */
export const cleanTitle = gameTitle;

export function seasonFacts(source: ReplaySource): SeasonFacts {
  const teams = source.fbsTeams
    .filter((t) => t.mascot && t.conference)
    .map((t) => ({ school: t.school, mascot: t.mascot!, conference: t.conference! }))
    .sort((a, b) => a.school.localeCompare(b.school));
  const played = source.games.filter((g) => g.homePoints != null && g.awayPoints != null);
  // The title game's row (filled from the results table) carries no name: it is the season's last game.
  const lastPostseason = played.filter((g) => g.seasonType === "postseason").at(-1);
  const games: PlayedGame[] = played.map((g) => ({
    id: g.id,
    week: g.week,
    postseason: g.seasonType === "postseason",
    startDate: g.startDate,
    endsAt: Date.parse(g.startDate) + REPLAY_GAME_DURATION_MS,
    home: g.homeTeam,
    away: g.awayTeam,
    homePoints: g.homePoints!,
    awayPoints: g.awayPoints!,
    venue: g.venue ?? null,
    neutralSite: g.neutralSite ?? false,
    title: cleanTitle(g.notes) ?? (g === lastPostseason ? NATIONAL_CHAMPIONSHIP : null),
    conferenceGame: g.conferenceGame ?? false,
    homeConference: g.homeConference ?? null,
  }));
  // A poll is known when the replay publishes it (getRankings), on the recorded clock.
  const lastKickoffs = lastKickoffByWeek(source.games);
  const releasedAt = (week: number) => {
    const at = pollReleaseAt(lastKickoffs, week, 0);
    return Number.isFinite(at) ? at : null;
  };
  const apPolls = pollsNamed(source.polls, "AP Top 25").map(({ week, ranks }) => ({
    week,
    releasedAt: releasedAt(week),
    ranks: ranks.map((r) => ({ rank: r.rank, school: r.school, firstPlaceVotes: r.firstPlaceVotes ?? null })),
  }));
  const committeePolls = pollsNamed(source.polls, "Playoff Committee Rankings").map(({ week, ranks }) => ({
    week,
    releasedAt: releasedAt(week),
    ranks: ranks.map((r) => ({ rank: r.rank, school: r.school })),
  }));
  const famous = new Set(apPolls.flatMap((p) => p.ranks.map((r) => r.school)));
  const regularSeasonOver = Math.max(...games.filter((g) => !g.postseason).map((g) => g.endsAt));
  return {
    teams,
    bySchool: new Map(teams.map((t) => [t.school, t])),
    famous,
    games,
    apPolls,
    committeePolls,
    regularSeasonOver,
  };
}

function pollsNamed(weeks: CfbdPollWeek[], name: string) {
  return weeks
    .filter((w) => w.seasonType === "regular")
    .flatMap((w) =>
      w.polls
        .filter((p) => p.poll === name)
        .map((p) => ({ week: w.week, ranks: [...p.ranks].sort((a, b) => a.rank - b.rank) })),
    )
    .sort((a, b) => a.week - b.week);
}

export const winnerOf = (g: PlayedGame) =>
  g.homePoints > g.awayPoints
    ? { winner: g.home, loser: g.away, high: g.homePoints, low: g.awayPoints }
    : { winner: g.away, loser: g.home, high: g.awayPoints, low: g.homePoints };

/** Each team's wins and losses over every played game, bowls and playoff included, and when its last game ended. */
export function seasonRecords(games: PlayedGame[]): Map<string, { wins: number; losses: number; lastEndsAt: number }> {
  const records = new Map<string, { wins: number; losses: number; lastEndsAt: number }>();
  const tally = (school: string, won: boolean, endsAt: number) => {
    const r = records.get(school) ?? { wins: 0, losses: 0, lastEndsAt: endsAt };
    if (won) r.wins++;
    else r.losses++;
    r.lastEndsAt = Math.max(r.lastEndsAt, endsAt);
    records.set(school, r);
  };
  for (const g of games) {
    if (g.homePoints === g.awayPoints) continue;
    const { winner, loser } = winnerOf(g);
    tally(winner, true, g.endsAt);
    tally(loser, false, g.endsAt);
  }
  return records;
}

/**
 * A school's home stadium: where it played most of its non-neutral home games (a tie names none),
 * and when the last of those games ended.
 */
export function homeVenues(
  games: PlayedGame[],
): Map<string, { venue: string; count: number; of: number; lastEndsAt: number }> {
  const counts = new Map<string, Map<string, number>>();
  const lastEnds = new Map<string, number>();
  for (const g of games) {
    if (g.neutralSite || !g.venue || g.postseason) continue;
    const perVenue = counts.get(g.home) ?? new Map<string, number>();
    perVenue.set(g.venue, (perVenue.get(g.venue) ?? 0) + 1);
    counts.set(g.home, perVenue);
    lastEnds.set(g.home, Math.max(lastEnds.get(g.home) ?? 0, g.endsAt));
  }
  const venues = new Map<string, { venue: string; count: number; of: number; lastEndsAt: number }>();
  for (const [school, perVenue] of counts) {
    const ranked = [...perVenue].sort((a, b) => b[1] - a[1]);
    const of = ranked.reduce((sum, [, n]) => sum + n, 0);
    if (ranked[0]![1] >= 2 && ranked[0]![1] !== ranked[1]?.[1]) {
      venues.set(school, { venue: ranked[0]![0], count: ranked[0]![1], of, lastEndsAt: lastEnds.get(school)! });
    }
  }
  return venues;
}
