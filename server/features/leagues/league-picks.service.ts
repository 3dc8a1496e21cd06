import { and, asc, eq, inArray } from "drizzle-orm";
import type { LeaguePicks, MissingCards } from "../../../shared/contracts/league-card.ts";
import { isCardGameLocked, locksAt, tiebreakerGameOf } from "../../../shared/domain/league-card.ts";
import { type LeagueRules, playsOnGlobalPicks } from "../../../shared/domain/league-rules.ts";
import { clock } from "../../clock.ts";
import { db } from "../../db/index.ts";
import { type Game, leagueMembers, leaguePicks, leagueTiebreakers, picks, users } from "../../db/schema/index.ts";
import { findVisibleLeague, requireLeagueOwner } from "./league-access.ts";
import { namedTiebreakerGameId } from "./league-tiebreaker.service.ts";
import { voidedGameIds } from "./league-void.service.ts";
import { leagueWeek, weekOrCurrent } from "./league-week.service.ts";

type MemberPick = { userId: string; gameId: string; winner: "HOME" | "AWAY"; confidence: number | null };

async function activeMembers(leagueId: string) {
  return db()
    .select({ userId: users.id, handle: users.handle, firstName: users.firstName, lastName: users.lastName })
    .from(leagueMembers)
    .innerJoin(users, eq(users.id, leagueMembers.userId))
    .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.status, "active")))
    .orderBy(asc(leagueMembers.joinedAt), asc(leagueMembers.userId));
}

/** The members' picks of some slate games: the week page's picks for a league on the site's format. */
async function picksOf(
  leagueId: string,
  rules: LeagueRules,
  userIds: string[],
  gameIds: string[],
): Promise<MemberPick[]> {
  if (userIds.length === 0 || gameIds.length === 0) return [];
  if (playsOnGlobalPicks(rules)) {
    const rows = await db()
      .select({ userId: picks.userId, gameId: picks.gameId, winner: picks.winner })
      .from(picks)
      .where(and(inArray(picks.userId, userIds), inArray(picks.gameId, gameIds)));
    return rows.map((row) => ({ ...row, confidence: null }));
  }
  return db()
    .select({
      userId: leaguePicks.userId,
      gameId: leaguePicks.gameId,
      winner: leaguePicks.winner,
      confidence: leaguePicks.confidence,
    })
    .from(leaguePicks)
    .where(
      and(
        eq(leaguePicks.leagueId, leagueId),
        inArray(leaguePicks.userId, userIds),
        inArray(leaguePicks.gameId, gameIds),
      ),
    );
}

/**
 * The league's picks of a week for anyone who can see the league: each member's picks and
 * tiebreaker, of slate games that have locked only (an open game's picks never leave the server).
 */
export async function leagueWeekPicks(viewerId: string, leagueId: string, weekId?: string): Promise<LeaguePicks> {
  const league = await findVisibleLeague(viewerId, leagueId);
  const week = await weekOrCurrent(weekId);
  const { version, slate } = await leagueWeek(league.id, week.id);
  const { rules } = version;
  const now = clock.now();
  const locked = (game: Game) => isCardGameLocked(rules.deadline, slate, game, now);
  const members = await activeMembers(league.id);
  const memberIds = members.map((m) => m.userId);
  const shown = await picksOf(
    league.id,
    rules,
    memberIds,
    slate.filter(locked).map((g) => g.id),
  );
  const tiebreakerGame = rules.tiebreaker
    ? tiebreakerGameOf(slate, await namedTiebreakerGameId(league.id, week.id))
    : null;
  const voided = await voidedGameIds(league.id, week.id);
  const totals =
    tiebreakerGame && locked(tiebreakerGame) && memberIds.length > 0
      ? await db()
          .select({ userId: leagueTiebreakers.userId, total: leagueTiebreakers.total })
          .from(leagueTiebreakers)
          .where(
            and(
              eq(leagueTiebreakers.leagueId, league.id),
              eq(leagueTiebreakers.weekId, week.id),
              inArray(leagueTiebreakers.userId, memberIds),
            ),
          )
      : [];
  const order = new Map(slate.map((game, index) => [game.id, index]));
  return {
    weekId: week.id,
    games: slate.map((game) => ({
      id: game.id,
      homeTeam: game.homeTeam,
      awayTeam: game.awayTeam,
      kickoffISO: game.kickoffISO.toISOString(),
      locked: locked(game),
      voided: voided.has(game.id),
    })),
    members: members.map((member) => ({
      ...member,
      picks: shown
        .filter((pick) => pick.userId === member.userId)
        .sort((a, b) => order.get(a.gameId)! - order.get(b.gameId)!)
        .map(({ gameId, winner, confidence }) => ({ gameId, winner, confidence })),
      tiebreakerTotal: totals.find((row) => row.userId === member.userId)?.total ?? null,
    })),
  };
}

/**
 * The owner's reminder list: members who have not picked every game that locks next (with its
 * tiebreaker when that locks then too). Names only: whether, never what.
 */
export async function missingCards(viewerId: string, leagueId: string): Promise<MissingCards> {
  const league = await requireLeagueOwner(viewerId, leagueId);
  const week = await weekOrCurrent(undefined);
  const { version, slate } = await leagueWeek(league.id, week.id);
  const { rules } = version;
  const now = clock.now();
  const open = slate.filter((game) => !isCardGameLocked(rules.deadline, slate, game, now));
  const nextLock = Math.min(...open.map((game) => locksAt(rules.deadline, slate, game).getTime()));
  if (open.length === 0) return { weekId: week.id, nextLockAt: null, missing: [] };
  const due = open.filter((game) => locksAt(rules.deadline, slate, game).getTime() === nextLock);
  const members = await activeMembers(league.id);
  const made = await picksOf(
    league.id,
    rules,
    members.map((m) => m.userId),
    due.map((g) => g.id),
  );
  const tiebreakerGame = rules.tiebreaker
    ? tiebreakerGameOf(slate, await namedTiebreakerGameId(league.id, week.id))
    : null;
  const tiebreakerDue = tiebreakerGame !== null && due.some((game) => game.id === tiebreakerGame.id);
  const withTotals = new Set(
    tiebreakerDue
      ? (
          await db()
            .select({ userId: leagueTiebreakers.userId })
            .from(leagueTiebreakers)
            .where(and(eq(leagueTiebreakers.leagueId, league.id), eq(leagueTiebreakers.weekId, week.id)))
        ).map((row) => row.userId)
      : [],
  );
  const missing = members.filter((member) => {
    const count = made.filter((pick) => pick.userId === member.userId).length;
    return count < due.length || (tiebreakerDue && !withTotals.has(member.userId));
  });
  return { weekId: week.id, nextLockAt: new Date(nextLock).toISOString(), missing };
}
