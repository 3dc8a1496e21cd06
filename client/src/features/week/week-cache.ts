import type { CurrentWeekResponse, PickDto } from "@shared/contracts/games";

/**
 * The week's cached answer with a pick the server just saved (POST /api/picks answers it), so a save
 * needs no refetch of the week. An answer older than the cached pick (two saves crossing) is ignored.
 */
export function withSavedPick(week: CurrentWeekResponse, pick: PickDto): CurrentWeekResponse {
  const cached = week.userPicks.find((p) => p.gameId === pick.gameId);
  if (cached && Date.parse(cached.updatedAt) > Date.parse(pick.updatedAt)) return week;
  if (!cached && !week.games.some((game) => game.id === pick.gameId)) return week;
  // A pick is saved only before kickoff, so it has earned nothing yet: its points stay as cached.
  const saved = { ...pick, pointsTxns: cached?.pointsTxns ?? [] };
  const userPicks = cached
    ? week.userPicks.map((p) => (p.gameId === pick.gameId ? saved : p))
    : [...week.userPicks, saved];
  return { ...week, userPicks };
}
