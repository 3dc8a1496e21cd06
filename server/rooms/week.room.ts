import { Room, type AuthContext, type Client } from "@colyseus/core";
import { PROTOCOL_VERSION, type WeekGameState, type WeekJoinOptions } from "../../shared/realtime/rooms.ts";
import { sessionTokenFromCookieHeader } from "../auth/cookies.ts";
import { validateSessionToken } from "../auth/session.service.ts";
import { events } from "../events.ts";
import { liveGames, liveGamesOfWeek, resolveWeekId } from "../features/weeks/week-live.service.ts";
import { logger } from "../logger.ts";
import { WeekGame, WeekState } from "./week.state.ts";

export interface RoomUser {
  id: string;
  handle: string | null;
}

/** Pick percentages are recomputed at most this often however fast picks arrive. */
const COALESCE_MS = 250;

/** One room per week: everyone viewing that week shares live scores and pick percentages. */
export class WeekRoom extends Room<{ state: WeekState }> {
  state = new WeekState();
  private dirty = new Set<string>();
  private unsubscribe: (() => void)[] = [];

  static async onAuth(_token: string, _options: WeekJoinOptions, context: AuthContext): Promise<RoomUser> {
    const token = sessionTokenFromCookieHeader(context.headers.get("cookie"));
    const session = token ? await validateSessionToken(token) : null;
    if (!session) throw new Error("Sign in to follow the week live");
    return { id: session.user.id, handle: session.user.handle };
  }

  async onCreate(options: WeekJoinOptions) {
    this.state.protocol = PROTOCOL_VERSION;
    this.state.weekId = (await resolveWeekId(options.weekId)) ?? "";
    const mine = (payload: { weekId: string | null }) => payload.weekId === this.state.weekId;
    this.unsubscribe = [
      events.subscribe("pick.saved", (e) => mine(e) && this.dirty.add(e.gameId)),
      events.subscribe("game.updated", (e) => mine(e) && this.refresh([e.gameId])),
      events.subscribe("game.finalized", (e) => mine(e) && this.refresh([e.gameId])),
      events.subscribe("week.synced", (e) => mine(e) && this.refreshAll()),
    ];
    this.clock.setInterval(() => this.flushPicks(), COALESCE_MS);
    await this.refreshAll();
  }

  onJoin(_client: Client) {}

  onDispose() {
    this.unsubscribe.forEach((stop) => stop());
  }

  private flushPicks() {
    if (this.dirty.size === 0) return;
    const ids = [...this.dirty];
    this.dirty.clear();
    void this.refresh(ids);
  }

  private async refreshAll() {
    if (this.state.weekId) this.apply(await liveGamesOfWeek(this.state.weekId).catch(this.failed));
  }

  private async refresh(gameIds: string[]) {
    this.apply(await liveGames(gameIds).catch(this.failed));
  }

  private failed = (error: unknown) => {
    logger.warn("Week room refresh failed:", error);
    return new Map<string, WeekGameState>();
  };

  private apply(games: Map<string, WeekGameState>) {
    for (const [id, live] of games) {
      const current = this.state.games.get(id) ?? new WeekGame();
      Object.assign(current, live);
      if (!this.state.games.has(id)) this.state.games.set(id, current);
    }
  }
}
