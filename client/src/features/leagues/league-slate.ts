import type { GameDto } from "@shared/contracts/games";
import { weekSlateBodySchema } from "@shared/contracts/league-rules";
import { isPickLocked } from "@shared/domain/countdown";
import { SELECTED_SLATE_MAX } from "@shared/domain/league-rules";

type SlateGame = Pick<GameDto, "id" | "status" | "kickoffISO">;
type Matchup = Pick<GameDto, "awayTeam" | "homeTeam" | "awayTeamRank" | "homeTeamRank">;

const ranked = (team: string, rank: number | null) => (rank ? `#${rank} ${team}` : team);

/** "#5 Ole Miss at Florida": the away team first, as every card reads. */
export const rankedMatchup = (game: Matchup) =>
  `${ranked(game.awayTeam, game.awayTeamRank)} at ${ranked(game.homeTeam, game.homeTeamRank)}`;

export const chosenCountText = (count: number) => `${count} of ${SELECTED_SLATE_MAX} chosen`;

/**
 * The saved game whose kickoff locked the slate, or null while the owner may still change it: the
 * server refuses a new slate once any game of the saved one has started (the week's games come in
 * kickoff order, so this is the first to have kicked off).
 */
export function slateLockedBy<G extends SlateGame>(games: readonly G[], savedIds: readonly string[], now: Date) {
  const saved = new Set(savedIds);
  return games.find((game) => saved.has(game.id) && isPickLocked(game, now)) ?? null;
}

/** The choice after one checkbox changes, in the week's kickoff order (the order the slate is saved in). */
export function withChoice(games: readonly { id: string }[], chosen: readonly string[], gameId: string, on: boolean) {
  const next = new Set(chosen);
  if (on) next.add(gameId);
  else next.delete(gameId);
  return games.map((game) => game.id).filter((id) => next.has(id));
}

/** Why the choice cannot be saved, in the server's own words, or null. */
export const choiceProblem = (chosen: readonly string[]): string | null =>
  weekSlateBodySchema.shape.gameIds.safeParse(chosen).error?.issues[0]?.message ?? null;

/** The same games, whatever their order. */
export function sameChoice(a: readonly string[], b: readonly string[]) {
  const inB = new Set(b);
  return a.length === b.length && a.every((id) => inB.has(id));
}
