/**
 * RULES §5 "Team search": case-insensitive substring on school or mascot.
 * The query is trimmed; a blank query keeps every team. Order is preserved.
 */
export function filterTeams<T extends { school: string; mascot?: string | null }>(
  teams: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === "") return [...teams];
  return teams.filter(
    (team) =>
      team.school.toLocaleLowerCase().includes(needle) || (team.mascot ?? "").toLocaleLowerCase().includes(needle),
  );
}
