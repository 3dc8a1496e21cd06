import type { Client } from "@colyseus/core";
import { boardsRoom } from "../../shared/realtime/boards.contract.ts";
import { BoardsState } from "../../shared/realtime/boards.state.ts";
import { events } from "../events.ts";
import { PICK_REFRESH_MS } from "../features/standings/standings.cache.ts";
import { coalesce } from "../realtime/coalesce.ts";
import { LiveRoom } from "../realtime/live-room.ts";
import { admitJoins } from "../realtime/room-admission.ts";
import { messageTable } from "../realtime/room-messages.ts";
import type { RoomUser } from "../realtime/socket-auth.ts";

/** The events of one change (a finalize publishes two) are one bump. */
const BUMP_COALESCE_MS = 100;
/** New players joining a board during a rush of first picks move the boards at most once a second. */
const ENTRANT_COALESCE_MS = 1000;

/**
 * One room (per process) for every open Leaderboards page. It carries no board, only a version
 * that changes once per change of the points, and each page refetches its own page of the board
 * (served from the standings cache). A player's first pick of a week adds a 0-point entry: the bump
 * for it comes after the standings cache has dropped the boards it changes.
 */
export class BoardsRoom extends LiveRoom<{ state: BoardsState; client: Client<{ auth: RoomUser }> }> {
  state = new BoardsState();

  static onAuth = admitJoins(boardsRoom, async (options, viewer) => ({ options, viewer }));

  messages = messageTable(boardsRoom, {});

  private bump = coalesce(
    async () => void this.state.version++,
    BUMP_COALESCE_MS,
    (run, ms) => this.clock.setTimeout(run, ms),
  );
  private bumpForEntrants = coalesce(
    async () => this.bump(),
    ENTRANT_COALESCE_MS,
    (run, ms) => this.clock.setTimeout(run, ms),
  );

  onCreate() {
    this.state.version = 1;
    this.follow(
      ...(["standings.changed", "game.finalized", "games.regraded", "user.deleted", "realtime.resync"] as const).map(
        (name) => events.subscribe(name, this.bump),
      ),
      events.subscribe("board.entered", () => this.clock.setTimeout(this.bumpForEntrants, PICK_REFRESH_MS)),
    );
  }
}
