import { and, asc, eq } from "drizzle-orm";
import { NO_CURRENT_WEEK_MESSAGE } from "../../../shared/contracts/league-card.ts";
import { WEEK_NOT_FOUND_MESSAGE } from "../../../shared/contracts/league-rules.ts";
import {
  FORMAT_FIXED_MESSAGE,
  MEMBERS_ONLY_SURVIVOR_MESSAGE,
  NOT_SURVIVOR_MESSAGE,
  type SurvivorBoard,
  type SurvivorPickBody,
} from "../../../shared/contracts/survivor.ts";
import { leagueMemberName } from "../../../shared/domain/display-name.ts";
import type { LeagueDeadline } from "../../../shared/domain/enums.ts";
import { homeLineOf, isCardGameLocked, locksAt, playsWeekFrom, weekPlay } from "../../../shared/domain/league-card.ts";
import {
  type LeagueFormat,
  pickOutcome,
  type SurvivorPick,
  survivorStandings,
  usedTeams,
} from "../../../shared/domain/survivor.ts";
import { clock } from "../../clock.ts";
import type { DbOrTx } from "../../db/client.ts";
import { db } from "../../db/index.ts";
import {
  type Game,
  games,
  leagueMembers,
  leagueSlateGames,
  leagues,
  survivorPicks,
  users,
  type Week,
  weeks,
} from "../../db/schema/index.ts";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../domain-errors.ts";
import { isUuid } from "../../http/validate.ts";
import { findVisibleLeague, lockMemberSaves } from "./league-access.ts";
import { ruleVersions } from "./league-rules.service.ts";

const matchup = (game: { homeTeam: string; awayTeam: string }) => `${game.awayTeam} at ${game.homeTeam}`;

/** A week of the pool: its slate under the rules it is played with, and its deadline rule. */
export interface PoolWeek {
  week: Week;
  slate: Game[];
  deadline: LeagueDeadline;
}

/**
 * The weeks a league's survivor pool plays, in order: every stored week whose slate (under the
 * week's rules, decision 021) still had a game open when the league was created (as decision 021
 * plays a week begun before a league's creation under its first rules). Weeks with no slate are
 * not played. One read of the season's weeks and games.
 */
export async function poolWeeks(
  league: { id: string; createdAt: Date },
  database: DbOrTx = db(),
): Promise<{ weeks: PoolWeek[]; games: Map<string, Game> }> {
  const [allWeeks, allGames, versions, selected] = await Promise.all([
    database.select().from(weeks).orderBy(asc(weeks.startDate)),
    database.select().from(games),
    ruleVersions(league.id, database),
    database
      .select({ weekId: leagueSlateGames.weekId, gameId: leagueSlateGames.gameId })
      .from(leagueSlateGames)
      .where(eq(leagueSlateGames.leagueId, league.id)),
  ]);
  const byWeek = new Map<string, Game[]>();
  for (const game of allGames) byWeek.set(game.weekId, [...(byWeek.get(game.weekId) ?? []), game]);
  const played: PoolWeek[] = [];
  for (const week of allWeeks) {
    const selectedIds = new Set(selected.filter((s) => s.weekId === week.id).map((s) => s.gameId));
    const { version, slate } = weekPlay(versions, byWeek.get(week.id) ?? [], selectedIds);
    const { deadline } = version.rules;
    // A week still open when the league was created is its first: its open games can be picked.
    if (slate.length === 0 || !playsWeekFrom(deadline, slate, league.createdAt)) continue;
    played.push({ week, slate, deadline });
  }
  return { weeks: played, games: new Map(allGames.map((g) => [g.id, g])) };
}

/** The pool's first week has started: its slate's first game has locked. */
export const poolStarted = (pool: PoolWeek[], now: Date) => {
  const first = pool[0];
  return first !== undefined && first.slate[0]!.kickoffISO.getTime() <= now.getTime();
};

const pickLocked = (poolWeek: PoolWeek | undefined, game: Game | undefined, now: Date) =>
  !poolWeek || !game || isCardGameLocked(poolWeek.deadline, poolWeek.slate, game, now);

/**
 * Refuses a change of format or lives once the league's first week has started (decision 040): the
 * pool's rules are the same for every week it plays.
 */
export async function checkFormatChange(
  league: { id: string; createdAt: Date; format: LeagueFormat; lives: number },
  body: { format?: LeagueFormat; lives?: number },
  database: DbOrTx,
) {
  const changes =
    (body.format !== undefined && body.format !== league.format) ||
    (body.lives !== undefined && body.lives !== league.lives);
  if (!changes) return;
  const { weeks: pool } = await poolWeeks(league, database);
  if (poolStarted(pool, clock.now())) throw new ConflictError(FORMAT_FIXED_MESSAGE);
}

type LeagueRow = typeof leagues.$inferSelect;

async function survivorLeague(viewerId: string, leagueId: string, membersOnly = false) {
  const league = await findVisibleLeague(viewerId, leagueId);
  if (membersOnly && !league.isMember) throw new ForbiddenError(MEMBERS_ONLY_SURVIVOR_MESSAGE);
  if (league.format !== "survivor") throw new ConflictError(NOT_SURVIVOR_MESSAGE);
  return league;
}

/** Everything the board is made of, read in one go. */
async function readPool(league: LeagueRow, database: DbOrTx) {
  const [pool, members, picks] = await Promise.all([
    poolWeeks(league, database),
    database
      .select({
        userId: leagueMembers.userId,
        handle: users.handle,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(leagueMembers)
      .innerJoin(users, eq(users.id, leagueMembers.userId))
      .where(and(eq(leagueMembers.leagueId, league.id), eq(leagueMembers.status, "active")))
      .orderBy(asc(leagueMembers.joinedAt), asc(leagueMembers.userId)),
    database.select().from(survivorPicks).where(eq(survivorPicks.leagueId, league.id)),
  ]);
  return { ...pool, members, picks };
}
type Pool = Awaited<ReturnType<typeof readPool>>;

/** The pool's standings now: who is alive, lives left, the week each fell, the winner. */
function standingsOf(league: LeagueRow, pool: Pool, now: Date) {
  const picks: SurvivorPick[] = pool.picks.map((p) => ({
    userId: p.userId,
    weekId: p.weekId,
    gameId: p.gameId,
    team: p.team,
  }));
  return survivorStandings({
    lives: league.lives,
    memberIds: pool.members.map((m) => m.userId),
    weeks: pool.weeks.map((w) => ({
      weekId: w.week.id,
      closed: w.slate.every((game) => isCardGameLocked(w.deadline, w.slate, game, now)),
    })),
    picks,
    games: pool.games,
  });
}

/** The survivor standings of a league for the room: no picks, only who is alive (decision 040). */
export async function survivorLiveStandings(leagueId: string) {
  const [league] = await db().select().from(leagues).where(eq(leagues.id, leagueId));
  if (league?.format !== "survivor") return null;
  const pool = await readPool(league, db());
  const standings = standingsOf(league, pool, clock.now());
  const labels = new Map(pool.weeks.map((w) => [w.week.id, w.week.label]));
  const names = new Map(pool.members.map((m) => [m.userId, leagueMemberName(m)]));
  return {
    aliveCount: standings.aliveCount,
    winnerId: standings.winnerId,
    members: standings.members.map((m) => ({
      userId: m.userId,
      name: names.get(m.userId) ?? "",
      livesLeft: m.livesLeft,
      fellWeekId: m.fellWeekId,
      fellWeekLabel: m.fellWeekId ? (labels.get(m.fellWeekId) ?? "") : "",
    })),
  };
}

/** The week the board shows by default: the current week, or the pool's first week while it is ahead. */
async function boardWeek(weekId: string | undefined, pool: PoolWeek[], database: DbOrTx): Promise<Week> {
  if (weekId !== undefined) {
    if (!isUuid(weekId)) throw new NotFoundError(WEEK_NOT_FOUND_MESSAGE);
    const [week] = await database.select().from(weeks).where(eq(weeks.id, weekId.toLowerCase()));
    if (!week) throw new NotFoundError(WEEK_NOT_FOUND_MESSAGE);
    return week;
  }
  const [current] = await database.select().from(weeks).where(eq(weeks.isCurrent, true)).limit(1);
  const first = pool[0]?.week;
  if (first && (!current || current.startDate.getTime() < first.startDate.getTime())) return first;
  if (!current) throw new NotFoundError(NO_CURRENT_WEEK_MESSAGE);
  return current;
}

async function boardOf(
  league: LeagueRow & { isMember: boolean },
  viewerId: string,
  week: Week,
  pool: Pool,
  database: DbOrTx,
): Promise<SurvivorBoard> {
  const now = clock.now();
  const standings = standingsOf(league, pool, now);
  const poolWeekOf = new Map(pool.weeks.map((w) => [w.week.id, w]));
  const thisWeek = poolWeekOf.get(week.id);
  const slate = thisWeek?.slate ?? (await slateOutsidePool(league, week, database));
  const deadline = thisWeek?.deadline ?? "kickoff";
  const byMember = new Map(standings.members.map((m) => [m.userId, m]));
  return {
    leagueId: league.id,
    lives: league.lives,
    weekId: week.id,
    weekLabel: week.label,
    firstWeekId: pool.weeks[0]?.week.id ?? null,
    inPool: thisWeek !== undefined,
    serverNow: now.toISOString(),
    aliveCount: standings.aliveCount,
    winnerId: standings.winnerId,
    isMember: league.isMember,
    viewerId,
    members: pool.members.map((member) => {
      const result = byMember.get(member.userId)!;
      const own = member.userId === viewerId;
      const theirs = pool.picks.filter((p) => p.userId === member.userId);
      const shown = theirs.filter((p) => own || pickLocked(poolWeekOf.get(p.weekId), pool.games.get(p.gameId), now));
      const current = theirs.find((p) => p.weekId === week.id);
      const currentShown = current && shown.includes(current) ? current : null;
      const fell = result.fellWeekId ? poolWeekOf.get(result.fellWeekId)?.week : undefined;
      return {
        userId: member.userId,
        name: leagueMemberName(member),
        alive: result.livesLeft > 0,
        livesLeft: result.livesLeft,
        fellWeekId: result.fellWeekId,
        fellWeekLabel: fell?.label ?? null,
        usedTeams: shown
          .map((p) => ({ team: p.team, weekId: p.weekId, weekLabel: poolWeekOf.get(p.weekId)?.week.label ?? "" }))
          .sort(
            (a, b) =>
              (poolWeekOf.get(a.weekId)?.week.startDate.getTime() ?? 0) -
              (poolWeekOf.get(b.weekId)?.week.startDate.getTime() ?? 0),
          ),
        hasPick: current !== undefined,
        pick: currentShown
          ? {
              gameId: currentShown.gameId,
              team: currentShown.team,
              side: currentShown.side,
              locked: pickLocked(thisWeek, pool.games.get(currentShown.gameId), now),
              outcome: pickOutcome(currentShown.team, pool.games.get(currentShown.gameId)),
            }
          : null,
      };
    }),
    games: slate.map((game) => ({
      id: game.id,
      homeTeam: game.homeTeam,
      awayTeam: game.awayTeam,
      homeTeamRank: game.homeTeamRank,
      awayTeamRank: game.awayTeamRank,
      kickoffISO: game.kickoffISO.toISOString(),
      neutralSite: game.neutralSite,
      line: homeLineOf(game),
      status: game.status,
      homeScore: game.homeScore,
      awayScore: game.awayScore,
      locksAt: locksAt(deadline, slate, game).toISOString(),
      locked: isCardGameLocked(deadline, slate, game, now),
    })),
  };
}

/** A week the pool does not play (before its first week): its slate is shown, nothing can be picked. */
async function slateOutsidePool(league: LeagueRow, week: Week, database: DbOrTx): Promise<Game[]> {
  const [weekGames, versions] = await Promise.all([
    database.select().from(games).where(eq(games.weekId, week.id)),
    ruleVersions(league.id, database),
  ]);
  return weekPlay(versions, weekGames, new Set()).slate;
}

/** GET /api/leagues/{id}/survivor: anyone who may see the league sees its pool; picks show once locked. */
export async function survivorBoard(viewerId: string, leagueId: string, weekId?: string): Promise<SurvivorBoard> {
  const league = await survivorLeague(viewerId, leagueId);
  const pool = await readPool(league, db());
  const week = await boardWeek(weekId, pool.weeks, db());
  return boardOf(league, viewerId, week, pool, db());
}

/**
 * PUT /api/leagues/{id}/survivor: the member's team of the week, checked by the server clock inside
 * the write's transaction with the member's row locked (two tabs take turns).
 */
export async function saveSurvivorPick(
  viewerId: string,
  leagueId: string,
  body: SurvivorPickBody,
): Promise<SurvivorBoard> {
  const league = await survivorLeague(viewerId, leagueId, true);
  return db().transaction(async (tx) => {
    await lockMemberSaves(tx, league.id, viewerId);
    const now = clock.now();
    const pool = await readPool(league, tx);
    const week = await boardWeek(body.weekId, pool.weeks, tx);
    const poolWeek = pool.weeks.find((w) => w.week.id === week.id);
    if (!poolWeek) {
      const first = pool.weeks[0]?.week;
      throw new ConflictError(
        first && first.startDate.getTime() > week.startDate.getTime()
          ? `The pool starts with ${first.label}`
          : `${week.label} has no games for this pool`,
      );
    }
    const { game, side, team } = chosenTeam(body, poolWeek.slate);

    const standings = standingsOf(league, pool, now);
    if (standings.winnerId !== null) throw new ConflictError("The pool is over: it has its winner");
    const me = standings.members.find((m) => m.userId === viewerId);
    if (!me || me.livesLeft === 0) {
      const fell = pool.weeks.find((w) => w.week.id === me?.fellWeekId)?.week.label;
      throw new ConflictError(`You are out of this pool${fell ? ` (you fell in ${fell})` : ""}`);
    }

    const before = pool.picks.find((p) => p.userId === viewerId && p.weekId === week.id);
    if (before && before.gameId === game.id && before.team === team) return boardOf(league, viewerId, week, pool, tx);
    if (before && pickLocked(poolWeek, pool.games.get(before.gameId), now)) {
      throw new ConflictError(`Your pick for ${week.label} is locked: ${before.team}`);
    }
    if (isCardGameLocked(poolWeek.deadline, poolWeek.slate, game, now)) {
      throw new ConflictError(`${matchup(game)} is locked`);
    }
    const used = usedTeams(pool.picks, viewerId, week.id).get(team);
    if (used !== undefined) {
      const label = pool.weeks.find((w) => w.week.id === used)?.week.label ?? "an earlier week";
      throw new ConflictError(`You already used ${team} in ${label}: a team can be picked once a season`);
    }
    await tx
      .insert(survivorPicks)
      .values({ leagueId: league.id, userId: viewerId, weekId: week.id, gameId: game.id, side, team, savedAt: now })
      .onConflictDoUpdate({
        target: [survivorPicks.leagueId, survivorPicks.userId, survivorPicks.weekId],
        set: { gameId: game.id, side, team, savedAt: now },
      });
    return boardOf(league, viewerId, week, await readPool(league, tx), tx);
  });
}

/** The slate game and side of the team sent: by game and side, or by the team's name. */
function chosenTeam(body: SurvivorPickBody, slate: Game[]) {
  if (body.gameId !== undefined && body.side !== undefined) {
    const game = slate.find((g) => g.id === body.gameId!.toLowerCase());
    if (!game) throw new ValidationError(`Game ${body.gameId} is not on this week's slate`);
    const team = body.side === "HOME" ? game.homeTeam : game.awayTeam;
    if (body.team !== undefined && body.team !== team) {
      throw new ValidationError(`${body.team} is not the ${body.side === "HOME" ? "home" : "away"} team of that game`);
    }
    return { game, side: body.side, team };
  }
  const wanted = body.team!.trim().toLowerCase();
  for (const game of slate) {
    if (game.homeTeam.toLowerCase() === wanted) return { game, side: "HOME" as const, team: game.homeTeam };
    if (game.awayTeam.toLowerCase() === wanted) return { game, side: "AWAY" as const, team: game.awayTeam };
  }
  throw new ValidationError(`${body.team} does not play on this week's slate`);
}

/**
 * The members who lost their last life in each decided week of a survivor league, for the chat's
 * lines: a week with a result still pending is left out (the all-out rule may yet spare them).
 */
export async function survivorEliminationsByWeek(league: LeagueRow, now = clock.now()) {
  const pool = await readPool(league, db());
  const standings = standingsOf(league, pool, now);
  const pending = new Set(
    standings.members.flatMap((m) => m.weeks.filter((w) => w.outcome === "pending").map((w) => w.weekId)),
  );
  const names = new Map(pool.members.map((m) => [m.userId, leagueMemberName(m)]));
  return pool.weeks
    .filter(({ week }) => !pending.has(week.id))
    .map(({ week }) => ({
      weekId: week.id,
      weekLabel: week.label,
      members: standings.members
        .filter((m) => m.fellWeekId === week.id)
        .map((m) => ({ userId: m.userId, name: names.get(m.userId) ?? "" })),
    }))
    .filter((week) => week.members.length > 0);
}
