import { centralWeekRange, type DateRange } from "./central-time.ts";

/** The conferences whose games are the site's pick'em (decision 028). */
export const POWER_FIVE_CONFERENCES = ["ACC", "Big Ten", "Big 12", "Pac-12", "SEC"] as const;

/**
 * A game of the site-wide pick'em (decision 038): a Power-5 team plays. The regular season and the
 * postseason share the rule, so every bowl and College Football Playoff game with a Power-5 team is
 * pickable; a bowl between two other conferences is stored for a league's `selected` slate only.
 */
export function isSiteGame(game: { homeConference?: string | null; awayConference?: string | null }): boolean {
  return POWER_FIVE_CONFERENCES.some((c) => c === game.homeConference || c === game.awayConference);
}

/** The College Football Playoff's rounds, in the order they are played. */
export const PLAYOFF_ROUNDS = ["first_round", "quarterfinal", "semifinal", "final"] as const;
export type PlayoffRound = (typeof PLAYOFF_ROUNDS)[number];

/** What a site week holding a round is called (the latest round in it wins). */
export const PLAYOFF_ROUND_LABELS: Record<PlayoffRound, string> = {
  first_round: "CFP First Round",
  quarterfinal: "CFP Quarterfinals",
  semifinal: "CFP Semifinals",
  final: "National Championship",
};
export const BOWL_SEASON_LABEL = "Bowl Season";
export const CHAMPIONSHIP_WEEK_LABEL = "Championship Week";

/**
 * The playoff round a game's provider notes name ("College Football Playoff First Round Game …",
 * "College Football Playoff Quarterfinal at the Rose Bowl …", "… Semifinal at …", "… National
 * Championship …"); null for a bowl or a game without notes.
 */
export function playoffRoundOf(notes: string | null | undefined): PlayoffRound | null {
  const text = notes?.toLowerCase() ?? "";
  if (/\bnational championship\b/.test(text)) return "final";
  if (!/\bplayoff\b/.test(text)) return null;
  if (/\bsemifinal\b/.test(text)) return "semifinal";
  if (/\bquarterfinal\b/.test(text)) return "quarterfinal";
  if (/\bfirst round\b/.test(text)) return "first_round";
  return null;
}

/** A conference's title game ("SEC Championship", "Dr Pepper Big 12 Championship"), not the national one. */
export const isConferenceChampionship = (notes: string | null | undefined): boolean =>
  Boolean(notes && /\bchampionship\b/i.test(notes) && !/\bnational championship\b|\bplayoff\b/i.test(notes));

/**
 * A game's title for its card: the provider's notes without the sponsor's tail ("College Football
 * Playoff Quarterfinal at the Rose Bowl Presented by Prudential" → "… at the Rose Bowl"); null without notes.
 */
export function gameTitle(notes: string | null | undefined): string | null {
  const text = notes
    ?.replace(/\s+Presented by .*$/i, "")
    .replace(/\s+-\s+Rescheduled.*$/i, "")
    .trim();
  return text ? text : null;
}

/**
 * A site week's label from what is played in it (decision 038): a regular week holding a conference
 * championship game is "Championship Week", else "Week N"; a postseason week is named by the latest
 * playoff round in it ("CFP First Round" … "National Championship"), else "Bowl Season".
 */
export function weekLabelOf(
  seasonType: string,
  week: number,
  games: readonly { notes?: string | null | undefined }[],
): string {
  if (seasonType !== "postseason") {
    return games.some((g) => isConferenceChampionship(g.notes)) ? CHAMPIONSHIP_WEEK_LABEL : `Week ${week}`;
  }
  const rounds = games.map((g) => playoffRoundOf(g.notes)).filter((r): r is PlayoffRound => r !== null);
  const latest = rounds.sort((a, b) => PLAYOFF_ROUNDS.indexOf(b) - PLAYOFF_ROUNDS.indexOf(a))[0];
  return latest ? PLAYOFF_ROUND_LABELS[latest] : BOWL_SEASON_LABEL;
}

/**
 * The site weeks of one provider postseason week (decision 038). CFBD lists every bowl and playoff
 * game as postseason week 1 (mid-December to late January); the site cuts it by the Central
 * Sunday–Saturday week (RULES §9) of each game's kickoff. A Central week without a site game
 * (`isSiteGame`) joins the next one, the last such week the one before, so every site week has
 * games to pick. Answers each site week's Central range, in order (null ranges: no games).
 */
export function postseasonWeekRanges(games: readonly { kickoff: Date; site: boolean }[]): DateRange[] {
  const weeks = new Map<number, DateRange & { site: boolean }>();
  for (const game of games) {
    const range = centralWeekRange(game.kickoff);
    const known = weeks.get(range.startDate.getTime());
    weeks.set(range.startDate.getTime(), { ...range, site: (known?.site ?? false) || game.site });
  }
  const ordered = [...weeks.values()].sort((a, b) => a.startDate.getTime() - b.startDate.getTime());
  const parts: DateRange[] = [];
  let pending = null as DateRange | null;
  for (const week of ordered) {
    pending = { startDate: pending?.startDate ?? week.startDate, endDate: week.endDate };
    if (!week.site) continue;
    parts.push(pending);
    pending = null;
  }
  if (pending) {
    const last = parts.pop();
    parts.push({ startDate: last?.startDate ?? pending.startDate, endDate: pending.endDate });
  }
  return parts;
}

/** Whether an instant falls in a range (both ends included, as week boundaries are). */
export const inRange = (range: DateRange, at: Date): boolean =>
  range.startDate.getTime() <= at.getTime() && at.getTime() <= range.endDate.getTime();
