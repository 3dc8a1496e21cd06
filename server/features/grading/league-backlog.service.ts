import { eq, sql } from "drizzle-orm";
import { rowsOf } from "../../db/client.ts";
import { db } from "../../db/index.ts";
import { games } from "../../db/schema/index.ts";
import { events } from "../../events.ts";
import { gradeLeaguePicks } from "./league-grading.service.ts";

/**
 * Final games that leagues may hold but that have no league rows yet: those graded before league
 * rows existed (migration 0009), or while a league's grading was interrupted. A game whose league
 * picks all earn nothing is found again each time and grades to nothing, as a regrade does.
 */
async function ungradedInLeagues(): Promise<{ id: string; week_id: string }[]> {
  return rowsOf(
    await db().execute(sql`
      select g.id, g.week_id from games g
      where g.status = 'final' and g.final_home_score is not null and g.final_away_score is not null
        and not exists (select 1 from points_transactions t where t.game_id = g.id and t.source = 'league_pick')
        and (
          exists (select 1 from league_picks lp where lp.game_id = g.id)
          or exists (
            select 1 from picks p
            join league_members m on m.user_id = p.user_id and m.status = 'active'
            join leagues l on l.id = m.league_id and l.league_type <> 'trivia_only'
            where p.game_id = g.id)
        )
      order by g.kickoff_iso, g.id`),
  );
}

/**
 * Grades every league's rows of the final games found without them, one game at a time under its
 * row lock (as finalize does), and announces the weeks whose boards moved. Answers how many games
 * it graded.
 */
export async function gradeLeagueBacklog(): Promise<number> {
  const found = await ungradedInLeagues();
  for (const { id } of found) {
    await db().transaction(async (tx) => {
      const [game] = await tx.select().from(games).where(eq(games.id, id)).for("update");
      if (game) await gradeLeaguePicks(tx, game);
    });
  }
  const weekIds = [...new Set(found.map((row) => row.week_id))];
  if (weekIds.length > 0) events.publish("games.regraded", { weekIds });
  return found.length;
}
