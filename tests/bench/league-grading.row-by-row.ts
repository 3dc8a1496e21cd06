import { and, eq } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { games, leagueMembers, leaguePicks, picks, pointsTransactions } from "../../server/db/schema/index.ts";
import { leaguesHolding } from "../../server/features/grading/league-grading.service.ts";
import { gradeLeaguePick } from "../../shared/domain/league-scoring.ts";

/**
 * The baseline league grading is measured against: the obvious way, league by league and pick by
 * pick, with the same rules (the league's week rules, shared gradeLeaguePick) and one INSERT per
 * ledger row. Grades a final game in the given leagues, which hold no rows for it yet; returns the
 * number of picks graded.
 */
export async function gradeLeaguesRowByRow(db: Db, gameId: string, leagueIds: readonly string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const [game] = await tx.select().from(games).where(eq(games.id, gameId));
    if (!game) throw new Error("Game not found");
    let graded = 0;
    for (const leagueId of leagueIds) {
      const [plan] = await leaguesHolding(tx, game, leagueId);
      if (!plan) continue;
      const active = and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.status, "active"));
      const memberPicks = plan.onGlobalPicks
        ? await tx
            .select({
              id: picks.id,
              userId: picks.userId,
              winner: picks.winner,
              predHomeScore: picks.predHomeScore,
              predAwayScore: picks.predAwayScore,
              predOverUnder: picks.predOverUnder,
            })
            .from(picks)
            .innerJoin(leagueMembers, and(active, eq(leagueMembers.userId, picks.userId)))
            .where(eq(picks.gameId, gameId))
        : await tx
            .select({
              id: leaguePicks.id,
              userId: leaguePicks.userId,
              winner: leaguePicks.winner,
              confidence: leaguePicks.confidence,
              line: leaguePicks.line,
            })
            .from(leaguePicks)
            .innerJoin(leagueMembers, and(active, eq(leagueMembers.userId, leaguePicks.userId)))
            .where(and(eq(leaguePicks.leagueId, leagueId), eq(leaguePicks.gameId, gameId)));
      for (const pick of memberPicks) {
        for (const line of gradeLeaguePick(plan.rules, pick, game, plan)) {
          await tx.insert(pointsTransactions).values({
            userId: pick.userId,
            source: "league_pick",
            reason: line.reason,
            amount: line.amount,
            weekId: game.weekId,
            gameId,
            pickId: pick.id,
            leagueId,
          });
        }
        graded++;
      }
    }
    return graded;
  });
}
