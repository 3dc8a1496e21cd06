import type { Client } from "@colyseus/core";
import { LEAGUE_NOT_FOUND_MESSAGE } from "../../shared/contracts/leagues.ts";
import { triviaDayOf } from "../../shared/domain/trivia-day.ts";
import { type LeagueJoinOptions, leagueRoom } from "../../shared/realtime/league.contract.ts";
import { LeagueStanding, LeagueState, OnlineMember, ProjectedStanding } from "../../shared/realtime/league.state.ts";
import { clock } from "../clock.ts";
import { events } from "../events.ts";
import { currentWeekId } from "../features/leaderboard/current-week.ts";
import { admitLeagueViewer, LeagueViewerChecks } from "../features/leagues/league-viewers.ts";
import type { RankedRow } from "../features/standings/board.ts";
import { type LeagueProjection, leagueProjection } from "../features/standings/league-projection.ts";
import { nextStandings } from "../features/standings/live-ranks.ts";
import { type LeagueLiveBoards, leagueLiveBoards } from "../features/standings/standings-live.ts";
import { logger } from "../logger.ts";
import { ChangeReads } from "../realtime/change-reads.ts";
import { coalesce } from "../realtime/coalesce.ts";
import { LiveRoom, syncMap } from "../realtime/live-room.ts";
import { type Admission, admitJoins } from "../realtime/room-admission.ts";
import { messageTable } from "../realtime/room-messages.ts";
import { ROOM_CLOSE_CODES } from "../realtime/session-sockets.ts";
import type { RoomUser } from "../realtime/socket-auth.ts";
import { LeagueChatRelay } from "./league-chat-relay.ts";
import { LeagueOnline, ONLINE_HEARTBEAT_MS, type OnlineUser } from "./league-online.ts";
import { showSurvivor } from "./league-survivor.ts";
import { LeagueTriviaRace } from "./league-trivia-race.ts";

/** The events of one change (a finalize publishes two) are one recomputation. */
const REFRESH_COALESCE_MS = 100;
/**
 * Who is online is published at most once a second: in a join storm each publication is a patch
 * to every member watching and a fresh full state for the next join (docs/decisions/041).
 */
const ONLINE_COALESCE_MS = 1_000;
/** The current week can turn over without an event: looked at this often. */
const WEEK_CHECK_MS = 60_000;

type LeagueViewer = RoomUser & { isMember: boolean };
type StandingsMap = LeagueState["season"];

/**
 * One room per league (per process): season and current-week standings, recomputed once per
 * change however many watch, the week "if it ends now" while slate games are live (re-projected on
 * each live score), and the members online now. Members may join; anyone signed in when
 * the league is public; anyone else gets the same 404 as the REST routes.
 */
export class LeagueRoom extends LiveRoom<{ state: LeagueState; client: Client<{ auth: LeagueViewer }> }> {
  state = new LeagueState();
  private online!: LeagueOnline;
  private race!: LeagueTriviaRace;
  private chat!: LeagueChatRelay;
  private viewerChecks = new LeagueViewerChecks();

  static onAuth = admitJoins(leagueRoom, async (options, user): Promise<Admission<typeof leagueRoom, LeagueViewer>> => {
    const { leagueId, isMember } = await admitLeagueViewer(user.id, options.leagueId);
    return { options: { leagueId }, viewer: { ...user, isMember } };
  });

  messages = messageTable(leagueRoom, {
    clock: () => ({ serverNow: clock.now().toISOString() }),
  });

  /** The boards last shown; null until the first read, or when the last read failed. */
  private boards: LeagueLiveBoards | null = null;
  private reads = new ChangeReads();
  /** The games of the projection shown. */
  private projectedGames: ReadonlySet<string> = new Set();
  /** A live score moved: the projection is computed again from the boards held. */
  private project = coalesce(
    () => this.recompute(),
    REFRESH_COALESCE_MS,
    (run, ms) => this.clock.setTimeout(run, ms),
  );
  /** Points or members moved: the boards are read again, then projected. */
  private refresh = () => {
    this.reads.changed();
    this.project();
  };
  private refreshRace = coalesce(
    async () => {
      await this.race.refresh().catch(this.failed);
      this.sendChanges();
    },
    REFRESH_COALESCE_MS,
    (run, ms) => this.clock.setTimeout(run, ms),
  );
  private publishOnline = coalesce(
    () => this.online.publish(),
    ONLINE_COALESCE_MS,
    (run, ms) => this.clock.setTimeout(run, ms),
  );

  async onCreate(options: LeagueJoinOptions) {
    this.state.leagueId = options.leagueId;
    this.online = new LeagueOnline(this.presence, options.leagueId, (members) => this.showOnline(members));
    this.race = new LeagueTriviaRace(this.state, (run, ms) => this.clock.setTimeout(run, ms), this.refreshRace);
    this.chat = new LeagueChatRelay(options.leagueId, () =>
      this.clients.flatMap((client) => (client.auth ? [{ client, userId: client.auth.id }] : [])),
    );
    const mine = (payload: { leagueId: string }) => payload.leagueId === options.leagueId;
    this.follow(
      events.subscribe("standings.changed", this.refresh),
      events.subscribe("game.finalized", this.refresh),
      events.subscribe("games.regraded", this.refresh),
      events.subscribe("game.updated", (e) => e.weekId === this.state.weekId && this.project()),
      events.subscribe("user.deleted", () => {
        this.refresh();
        this.refreshRace();
      }),
      events.subscribe("league.members.changed", (e) => {
        if (!mine(e)) return;
        this.viewerChecks.membersChanged();
        this.refresh();
        this.refreshRace();
      }),
      events.subscribe("trivia.progress", (e) => this.race.isRacer(e.userId) && this.refreshRace()),
      events.subscribe(
        "trivia.set.changed",
        (e) => (e.leagueId === null || mine({ leagueId: e.leagueId })) && this.refreshRace(),
      ),
      events.subscribe("week.synced", () => void this.refreshOnNewWeek()),
      events.subscribe("realtime.resync", () => {
        this.refresh();
        this.refreshRace();
        void this.online.read().catch(this.failed);
      }),
      events.subscribe("league.online.changed", (e) => mine(e) && void this.online.read().catch(this.failed)),
      events.subscribe("league.chat.posted", (e) => mine(e) && this.chat.line(e.line)),
      events.subscribe("league.chat.deleted", (e) => mine(e) && this.chat.deleted(e.messageId)),
      events.subscribe("league.chat.muted", (e) => mine(e) && this.chat.muted(e.userId, e.mutedUntil)),
    );
    this.clock.setInterval(() => void this.refreshOnNewWeek(), WEEK_CHECK_MS);
    this.clock.setInterval(() => void this.online.heartbeat().catch(this.failed), ONLINE_HEARTBEAT_MS);
    await this.recompute();
    await this.race.refresh().catch(this.failed);
    await this.online.read().catch(this.failed);
  }

  onJoin(client: Client<{ auth: LeagueViewer }>) {
    if (client.auth?.isMember) this.goOnline(client, client.auth);
  }

  onLeave(client: Client) {
    if (this.online.remove(client.sessionId)) this.publishOnline();
  }

  override async onDispose() {
    await super.onDispose();
    this.race.dispose();
    await this.online.dispose();
  }

  private goOnline(client: Client, viewer: LeagueViewer) {
    if (this.online.add(client.sessionId, { userId: viewer.id, handle: viewer.handle ?? "" })) this.publishOnline();
  }

  private async refreshOnNewWeek() {
    if (triviaDayOf(clock.now()) !== this.state.triviaDay) this.refreshRace();
    const weekId = await currentWeekId().catch(() => null);
    // A survivor pool also changes as slates lock (no pick by the deadline costs a life).
    if ((weekId ?? "") !== this.state.weekId || this.state.format === "survivor") this.refresh();
  }

  /**
   * Reads the boards when they are outdated, projects the week from them, and shows both in one
   * patch, so a game that ends moves its points from the projection to the week board at once.
   */
  private async recompute() {
    const read = this.reads.begin();
    const fresh = read !== null;
    if (read) {
      const boards = await leagueLiveBoards(this.state.leagueId).catch(this.failed);
      // A change during the read may show in the week board and not yet in the season's: its read shows both.
      if (!read()) return;
      this.boards = boards;
      await showSurvivor(this.state).catch(this.failed);
    }
    const boards = this.boards;
    if (!boards) {
      this.reads.changed();
      return;
    }
    const projection = await leagueProjection(boards.league, boards.weekId, boards.week.rows).catch(this.failed);
    if (!fresh && projection && [...this.projectedGames].some((id) => !projection.gameIds.includes(id))) {
      // A game left the projection (it ended): its points show with the boards read after it, not before.
      this.refresh();
      return;
    }
    if (fresh) this.showBoards(boards);
    if (projection) this.showProjection(projection);
    this.sendChanges();
    if (fresh) await this.recheckViewers(boards.league).catch(this.failed);
  }

  private showBoards(boards: LeagueLiveBoards) {
    const weekId = boards.weekId ?? "";
    if (weekId !== this.state.weekId) {
      this.state.week.clear();
      this.state.weekId = weekId;
    }
    apply(this.state.season, boards.season.rows);
    // The season board holds every active member, so its size is the member count.
    this.state.memberCount = boards.season.rows.length;
    apply(this.state.week, boards.week.rows);
  }

  private showProjection({ liveGames, gameIds, lines }: LeagueProjection) {
    this.projectedGames = new Set(gameIds);
    this.state.liveGames = liveGames;
    syncMap(
      this.state.projected,
      lines.map((line) => [line.userId, line] as const),
      () => new ProjectedStanding(),
      { prune: true },
    );
  }

  /** After a membership or visibility change: who counts as online, and who may no longer watch. */
  private async recheckViewers(league: LeagueLiveBoards["league"]) {
    const viewers = this.clients.flatMap((client) => (client.auth ? [{ client, viewer: client.auth }] : []));
    const standings = await this.viewerChecks.recheck(
      league,
      viewers.map(({ viewer }) => viewer.id),
    );
    if (!standings) return;
    for (const { client, viewer } of viewers) {
      const standing = standings.get(viewer.id);
      if (!standing) continue;
      viewer.isMember = standing.isMember;
      if (viewer.isMember) this.goOnline(client, viewer);
      else if (this.online.remove(client.sessionId)) this.publishOnline();
      if (!standing.mayWatch) client.leave(ROOM_CLOSE_CODES.noLongerVisible, LEAGUE_NOT_FOUND_MESSAGE);
    }
  }

  private showOnline(members: OnlineUser[]) {
    syncMap(
      this.state.online,
      members.map((member) => [member.userId, member] as const),
      () => new OnlineMember(),
      { prune: true },
    );
    this.sendChanges();
  }

  private failed = (error: unknown) => {
    logger.warn("League room update failed:", error);
    return null;
  };
}

/** Puts the next lines of a board into a state map, reusing entries so only changed fields travel. */
function apply(map: StandingsMap, rows: RankedRow[]) {
  const lines = nextStandings(map, rows);
  if (!lines) return;
  syncMap(
    map,
    lines.map((line) => [line.userId, line] as const),
    () => new LeagueStanding(),
    { prune: true },
  );
}
