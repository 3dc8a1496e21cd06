import type { TriviaRace } from "../../../shared/contracts/trivia.ts";
import { triviaDayOf } from "../../../shared/domain/trivia-day.ts";
import { clock } from "../../clock.ts";
import { findVisibleLeague } from "../leagues/league-access.ts";
import { globalSet } from "./trivia-day.service.ts";
import { hasFinished, raceRows } from "./trivia-race.sql.ts";

/** Today's race in a league the viewer may see: most answered first, scores only between finishers. */
export async function leagueTriviaRace(viewerId: string, leagueId: string): Promise<TriviaRace> {
  const league = await findVisibleLeague(viewerId, leagueId);
  const now = clock.now();
  const day = triviaDayOf(now);
  await globalSet(day); // opens the day only when nothing has yet
  const rows = await raceRows(league.id, day, now);
  const viewer = rows.find((row) => row.userId === viewerId);
  const viewerFinished = viewer ? hasFinished(viewer) : false;
  const racers = rows
    .map((row) => {
      const finished = hasFinished(row);
      return {
        userId: row.userId,
        name: row.name,
        answered: row.answered,
        total: row.total,
        finished,
        score: viewerFinished && finished ? row.correct : null,
      };
    })
    .sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || b.answered - a.answered || a.name.localeCompare(b.name));
  return { day, serverNow: now.toISOString(), viewerFinished, racers };
}
