import { and, eq, inArray, notInArray } from "drizzle-orm";
import {
  CARD_ON_GLOBAL_PICKS_MESSAGE,
  type LeagueCard,
  type LeagueCardBody,
  MEMBERS_ONLY_CARD_MESSAGE,
  notPlayedWeekMessage,
} from "../../../shared/contracts/league-card.ts";
import { NO_TIEBREAKER_MESSAGE } from "../../../shared/contracts/league-tiebreaker.ts";
import {
  confidenceProblem,
  homeLineOf,
  isCardGameLocked,
  locksAt,
  tiebreakerGameOf,
} from "../../../shared/domain/league-card.ts";
import { playsOnGlobalPicks } from "../../../shared/domain/league-rules.ts";
import { clock } from "../../clock.ts";
import type { DbOrTx } from "../../db/client.ts";
import { db } from "../../db/index.ts";
import { type Game, leaguePicks, leagueTiebreakers } from "../../db/schema/index.ts";
import { ConflictError, ForbiddenError, ValidationError } from "../../domain-errors.ts";
import { userPicksOf } from "../picks/user-picks.ts";
import { logoToShow } from "../teams/team-logo.ts";
import { findVisibleLeague, lockMemberSaves } from "./league-access.ts";
import { namedTiebreakerGameId } from "./league-tiebreaker.service.ts";
import { voidedGameIds } from "./league-void.service.ts";
import { firstWeekName, leagueWeek, playsWeek, weekOrCurrent } from "./league-week.service.ts";

const matchup = (game: { homeTeam: string; awayTeam: string }) => `${game.awayTeam} at ${game.homeTeam}`;

type StoredPick = { winner: "HOME" | "AWAY"; confidence: number | null; line: number | null; savedAt: Date };

async function storedPicks(
  database: DbOrTx,
  leagueId: string,
  userId: string,
  weekId: string,
  onGlobalPicks: boolean,
  slate: Game[],
  spansWeeks = false,
): Promise<Map<string, StoredPick>> {
  if (onGlobalPicks) {
    const rows = await userPicksOf(
      userId,
      slate.map((g) => g.id),
      database,
    );
    return new Map(
      rows.map((r) => [r.gameId, { winner: r.winner, confidence: null, line: null, savedAt: r.updatedAt }]),
    );
  }
  // A postseason card spans the bowl weeks (decision 038): its picks are those of its games, each
  // stored under its game's week.
  const ofCard = spansWeeks
    ? inArray(
        leaguePicks.gameId,
        slate.map((g) => g.id),
      )
    : eq(leaguePicks.weekId, weekId);
  const rows =
    spansWeeks && slate.length === 0
      ? []
      : await database
          .select()
          .from(leaguePicks)
          .where(and(eq(leaguePicks.leagueId, leagueId), eq(leaguePicks.userId, userId), ofCard));
  return new Map(rows.map((r) => [r.gameId, r]));
}

async function requireMembership(viewerId: string, leagueId: string) {
  const league = await findVisibleLeague(viewerId, leagueId);
  if (!league.isMember) throw new ForbiddenError(MEMBERS_ONLY_CARD_MESSAGE);
  return league;
}

/** GET /api/leagues/{id}/card: the member's own card (never anyone else's picks). */
export async function leagueCard(viewerId: string, leagueId: string, weekId?: string): Promise<LeagueCard> {
  const league = await requireMembership(viewerId, leagueId);
  const week = await weekOrCurrent(weekId);
  return cardOf(db(), league, viewerId, week);
}

async function cardOf(
  database: DbOrTx,
  league: { id: string; createdAt: Date },
  userId: string,
  week: { id: string; label: string },
): Promise<LeagueCard> {
  const leagueId = league.id;
  const play = await leagueWeek(leagueId, week.id, database);
  const { rules } = play.version;
  const onGlobalPicks = playsOnGlobalPicks(rules);
  // A week whose slate had locked when the league was created is not the league's (decision 056).
  // A league on the week page's picks counts them all season: every week is its own.
  const firstWeek = onGlobalPicks || playsWeek(league, play) ? null : await firstWeekName(league, database);
  const slate = firstWeek === null ? play.slate : [];
  const [stored, named, voided] = await Promise.all([
    storedPicks(database, leagueId, userId, week.id, onGlobalPicks, slate, rules.slate === "postseason"),
    namedTiebreakerGameId(leagueId, week.id, database),
    voidedGameIds(leagueId, week.id, database),
  ]);
  const now = clock.now();
  const tiebreakerGame = rules.tiebreaker ? tiebreakerGameOf(slate, named) : null;
  const [tiebreaker] = tiebreakerGame
    ? await database
        .select({ total: leagueTiebreakers.total })
        .from(leagueTiebreakers)
        .where(
          and(
            eq(leagueTiebreakers.leagueId, leagueId),
            eq(leagueTiebreakers.userId, userId),
            eq(leagueTiebreakers.weekId, week.id),
          ),
        )
    : [];
  const open = slate.filter((game) => !isCardGameLocked(rules.deadline, slate, game, now));
  const nextLock = open.map((game) => locksAt(rules.deadline, slate, game).getTime()).sort((a, b) => a - b)[0];
  return {
    leagueId,
    weekId: week.id,
    weekLabel: week.label,
    rules,
    usesGlobalPicks: onGlobalPicks,
    firstWeek,
    nextLockAt: nextLock === undefined ? null : new Date(nextLock).toISOString(),
    serverNow: now.toISOString(),
    games: slate.map((game) => {
      const pick = stored.get(game.id);
      return {
        id: game.id,
        homeTeam: game.homeTeam,
        awayTeam: game.awayTeam,
        homeTeamRank: game.homeTeamRank,
        awayTeamRank: game.awayTeamRank,
        homeTeamLogo: logoToShow(game.homeTeamLogo),
        awayTeamLogo: logoToShow(game.awayTeamLogo),
        homeTeamColor: game.homeTeamPrimaryColor,
        awayTeamColor: game.awayTeamPrimaryColor,
        homeTeamAbbreviation: game.homeTeamAbbreviation,
        awayTeamAbbreviation: game.awayTeamAbbreviation,
        kickoffISO: game.kickoffISO.toISOString(),
        notes: game.notes,
        status: game.status,
        homeScore: game.homeScore,
        awayScore: game.awayScore,
        // Every mode: a spread card picks by it, a confidence card orders by it.
        line: homeLineOf(game),
        locksAt: locksAt(rules.deadline, slate, game).toISOString(),
        locked: isCardGameLocked(rules.deadline, slate, game, now),
        voided: voided.has(game.id),
        pick: pick
          ? { winner: pick.winner, confidence: pick.confidence, line: pick.line, savedAt: pick.savedAt.toISOString() }
          : null,
      };
    }),
    tiebreaker: tiebreakerGame
      ? {
          gameId: tiebreakerGame.id,
          named: tiebreakerGame.id === named,
          total: tiebreaker?.total ?? null,
          locked: isCardGameLocked(rules.deadline, slate, tiebreakerGame, now),
        }
      : null,
  };
}

/**
 * PUT /api/leagues/{id}/card: the member's picks for open slate games, their confidence values and
 * tiebreaker, checked together against the week's rules by the server clock inside the write's
 * transaction; one refused pick refuses the card and nothing is written. A pick sent again as it is
 * (autosave sends the whole card) changes nothing, locked or not.
 */
export async function saveLeagueCard(viewerId: string, leagueId: string, body: LeagueCardBody): Promise<LeagueCard> {
  const league = await requireMembership(viewerId, leagueId);
  const week = await weekOrCurrent(body.weekId);
  return db().transaction(async (tx) => {
    // One member's saves take turns, so two tabs cannot both pass the confidence check.
    await lockMemberSaves(tx, league.id, viewerId);
    const now = clock.now();
    const play = await leagueWeek(league.id, week.id, tx);
    const { slate } = play;
    const { rules } = play.version;
    if (playsOnGlobalPicks(rules)) throw new ConflictError(CARD_ON_GLOBAL_PICKS_MESSAGE);
    if (!playsWeek(league, play)) throw new ConflictError(notPlayedWeekMessage(await firstWeekName(league, tx)));
    const stored = await storedPicks(tx, league.id, viewerId, week.id, false, slate, rules.slate === "postseason");
    const bySlate = new Map(slate.map((game) => [game.id, game]));
    const changed: { game: Game; winner: "HOME" | "AWAY"; confidence: number | null; line: number | null }[] = [];
    const sent = new Set<string>();

    for (const pick of body.picks) {
      const game = bySlate.get(pick.gameId);
      if (!game) throw new ValidationError(`Game ${pick.gameId} is not on this week's slate`);
      if (sent.has(game.id)) throw new ValidationError(`${matchup(game)} is picked twice`);
      sent.add(game.id);
      if (rules.confidence && pick.confidence === undefined)
        throw new ValidationError(`Choose a confidence value for ${matchup(game)}`);
      if (!rules.confidence && pick.confidence !== undefined)
        throw new ValidationError("This league does not use confidence points");
      const confidence = pick.confidence ?? null;
      const before = stored.get(game.id);
      if (before && before.winner === pick.winner && before.confidence === confidence) continue;
      if (isCardGameLocked(rules.deadline, slate, game, now)) throw new ConflictError(`${matchup(game)} is locked`);
      // The line is read when the side is chosen; a new confidence alone keeps it.
      let line: number | null = null;
      if (rules.pickMode === "spread") {
        line = before && before.winner === pick.winner ? before.line : homeLineOf(game);
        if (line === null) throw new ConflictError(`${matchup(game)} has no line yet`);
      }
      changed.push({ game, winner: pick.winner, confidence, line });
    }

    if (rules.confidence) {
      const values = slate.flatMap((game) => {
        const change = changed.find((c) => c.game.id === game.id);
        const value = change ? change.confidence : stored.get(game.id)?.confidence;
        return value === null || value === undefined ? [] : [value];
      });
      const problem = confidenceProblem(values, slate.length);
      if (problem) throw new ValidationError(problem);
    }

    if (body.tiebreakerTotal !== undefined) {
      const game = rules.tiebreaker
        ? tiebreakerGameOf(slate, await namedTiebreakerGameId(league.id, week.id, tx))
        : null;
      if (!game) throw new ValidationError(NO_TIEBREAKER_MESSAGE);
      const [before] = await tx
        .select({ total: leagueTiebreakers.total })
        .from(leagueTiebreakers)
        .where(
          and(
            eq(leagueTiebreakers.leagueId, league.id),
            eq(leagueTiebreakers.userId, viewerId),
            eq(leagueTiebreakers.weekId, week.id),
          ),
        );
      if (before?.total !== body.tiebreakerTotal) {
        if (isCardGameLocked(rules.deadline, slate, game, now)) throw new ConflictError("The tiebreaker is locked");
        await tx
          .insert(leagueTiebreakers)
          .values({ leagueId: league.id, userId: viewerId, weekId: week.id, total: body.tiebreakerTotal, savedAt: now })
          .onConflictDoUpdate({
            target: [leagueTiebreakers.leagueId, leagueTiebreakers.userId, leagueTiebreakers.weekId],
            set: { total: body.tiebreakerTotal, savedAt: now },
          });
      }
    }

    if (changed.length > 0) {
      // A pick of a game off the slate (a ranked game that lost its rank) is no part of the card:
      // its value gives way to the card's (decision 053).
      const values = changed.flatMap((c) => (c.confidence === null ? [] : [c.confidence]));
      if (values.length > 0) {
        await tx
          .update(leaguePicks)
          .set({ confidence: null })
          .where(
            and(
              eq(leaguePicks.leagueId, league.id),
              eq(leaguePicks.userId, viewerId),
              inArray(leaguePicks.weekId, [...new Set(changed.map((c) => c.game.weekId))]),
              notInArray(leaguePicks.gameId, [...bySlate.keys()]),
              inArray(leaguePicks.confidence, values),
            ),
          );
      }
      await tx.delete(leaguePicks).where(
        and(
          eq(leaguePicks.leagueId, league.id),
          eq(leaguePicks.userId, viewerId),
          inArray(
            leaguePicks.gameId,
            changed.map((c) => c.game.id),
          ),
        ),
      );
      await tx.insert(leaguePicks).values(
        changed.map((c) => ({
          leagueId: league.id,
          userId: viewerId,
          // The game's own week: on a postseason card the games span the bowl weeks.
          weekId: c.game.weekId,
          gameId: c.game.id,
          winner: c.winner,
          confidence: c.confidence,
          line: c.line,
          savedAt: now,
        })),
      );
    }
    return cardOf(tx, league, viewerId, week);
  });
}
