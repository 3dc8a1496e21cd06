import type { Client } from "@colyseus/core";
import { isSplitWithheld } from "../../shared/domain/pick-split.ts";
import { joinRefusal } from "../../shared/realtime/protocol.ts";
import { type WeekJoinOptions, weekRoom } from "../../shared/realtime/week.contract.ts";
import { type LiveGameFields, WeekGame, type WeekGameState, WeekState } from "../../shared/realtime/week.state.ts";
import { clock } from "../clock.ts";
import { events } from "../events.ts";
import { findLiveWeekId, kickoffsOfWeek, liveGames, liveGamesOfWeek } from "../features/weeks/week-live.service.ts";
import { logger } from "../logger.ts";
import { assignChanged, LiveRoom, syncMap } from "../realtime/live-room.ts";
import { admitJoins, refuseJoin } from "../realtime/room-admission.ts";
import { messageTable } from "../realtime/room-messages.ts";
import type { RoomUser } from "../realtime/socket-auth.ts";

/** Pick percentages are recomputed at most this often however fast picks arrive. */
const COALESCE_MS = 250;

/** One room per week (per process): live scores and pick percentages for everyone viewing it. */
export class WeekRoom extends LiveRoom<{ state: WeekState; client: Client<{ auth: RoomUser }> }> {
  state = new WeekState();
  private dirty = new Set<string>();
  private kickoffs = new Map<string, number>();

  static onAuth = admitJoins(weekRoom, async (options, viewer) => {
    const weekId = await findLiveWeekId(options.weekId);
    if (!weekId) {
      const which =
        options.weekId && options.weekId !== "current" ? `No week ${options.weekId}` : "There is no current week yet";
      throw refuseJoin(joinRefusal.notFound, which);
    }
    return { options: { weekId }, viewer };
  });

  messages = messageTable(weekRoom, {
    clock: () => ({ serverNow: clock.now().toISOString() }),
  });

  /** Options come canonical from onAuth: weekId is a stored week's id. */
  async onCreate(options: WeekJoinOptions) {
    this.state.weekId = options.weekId ?? "";
    const mine = (payload: { weekId: string | null }) => payload.weekId === this.state.weekId;
    this.follow(
      events.subscribe("pick.saved", (e) => mine(e) && this.dirty.add(e.gameId)),
      events.subscribe("game.updated", (e) => mine(e) && this.updated(e.gameId, e.live)),
      events.subscribe("game.finalized", (e) => mine(e) && this.refresh([e.gameId])),
      events.subscribe("week.synced", (e) => mine(e) && this.refreshAll()),
      events.subscribe("games.regraded", (e) => e.weekIds.includes(this.state.weekId) && this.refreshAll()),
      events.subscribe("realtime.resync", () => this.refreshAll()),
    );
    this.clock.setInterval(() => this.flushPicks(), COALESCE_MS);
    await this.refreshAll();
  }

  private flushPicks() {
    this.releaseSplitsAtKickoff();
    if (this.dirty.size === 0) return;
    const ids = [...this.dirty];
    this.dirty.clear();
    void this.refresh(ids);
  }

  /** A split withheld before kickoff shows once the game locks, with no pick or sync to prompt it. */
  private releaseSplitsAtKickoff() {
    const now = clock.now().getTime();
    this.state.games.forEach((game, id) => {
      const kickoff = this.kickoffs.get(id);
      if (
        kickoff !== undefined &&
        kickoff <= now &&
        isSplitWithheld({ homePercent: game.homePercent, awayPercent: game.awayPercent, total: game.totalPicks })
      ) {
        this.kickoffs.delete(id);
        this.dirty.add(id);
      }
    });
  }

  private async refreshAll() {
    if (!this.state.weekId) return;
    this.kickoffs = await kickoffsOfWeek(this.state.weekId).catch(() => this.kickoffs);
    this.apply(await liveGamesOfWeek(this.state.weekId).catch(this.failed));
  }

  private async refresh(gameIds: string[]) {
    const games = await liveGames(gameIds).catch((error: unknown) => {
      // Read again at the next flush: a database back from an outage (or a connection it cut) answers then.
      for (const id of gameIds) this.dirty.add(id);
      return this.failed(error);
    });
    this.apply(games);
  }

  /** A game's own fields as its writer sent them, onto its card (the pick split stays); else read again. */
  private updated(gameId: string, live: LiveGameFields | undefined) {
    const game = this.state.games.get(gameId);
    if (!live || !game) return this.refresh([gameId]);
    assignChanged(game, live);
    this.sendChanges();
  }

  private failed = (error: unknown) => {
    logger.warn("Week room refresh failed:", error);
    return new Map<string, WeekGameState>();
  };

  /** A score goes out at once: one patch, encoded once, the same bytes to every client. */
  private apply(games: Map<string, WeekGameState>) {
    syncMap(this.state.games, games, () => new WeekGame());
    this.sendChanges();
  }
}
