import { boardsRoom } from "./boards.contract.ts";
import { leagueRoom } from "./league.contract.ts";
import { weekRoom } from "./week.contract.ts";

export type { BoardsRoomState } from "./boards.state.ts";
export type { LeagueJoinOptions } from "./league.contract.ts";
export type { LeagueRoomState, LeagueStandingState, OnlineMemberState } from "./league.state.ts";
export { PROTOCOL_VERSION } from "./protocol.ts";
export type { WeekJoinOptions } from "./week.contract.ts";
export type { WeekGameState, WeekRoomState } from "./week.state.ts";

/** Every kind of room, by name. A new room: a contract beside week.contract.ts, an entry here, a room on the server. */
export const roomContracts = {
  week: weekRoom,
  league: leagueRoom,
  boards: boardsRoom,
} as const;

export const roomNames = {
  week: weekRoom.name,
  league: leagueRoom.name,
  boards: boardsRoom.name,
} as const;
