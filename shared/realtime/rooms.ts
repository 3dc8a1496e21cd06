import { weekRoom } from "./week.contract.ts";

export { PROTOCOL_VERSION } from "./protocol.ts";
export type { WeekGameState, WeekRoomState } from "./week.state.ts";
export type { WeekJoinOptions } from "./week.contract.ts";

/** Every kind of room, by name. A new room: a contract beside week.contract.ts, an entry here, a room on the server. */
export const roomContracts = {
  week: weekRoom,
} as const;

export const roomNames = {
  week: weekRoom.name,
} as const;
