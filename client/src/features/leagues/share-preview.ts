import type { StandingsRow } from "./standings-table";

/**
 * The link preview's address on the league page, with what it draws in its query: the image is
 * cached for minutes, so without it the page kept showing "No points yet" after the week's
 * standings beside it had moved. The server reads only `week`; `v` changes the address.
 */
export function sharePreviewSrc(path: string, weekRows: readonly StandingsRow[], alive: number | null): string {
  const top = weekRows[0];
  const leaders = top && top.points > 0 ? weekRows.filter((row) => row.points === top.points) : [];
  const drawn = [alive ?? "", ...leaders.map((row) => `${row.userId}:${row.points}`)].join(",");
  return drawn === "" ? path : `${path}?v=${encodeURIComponent(drawn)}`;
}
