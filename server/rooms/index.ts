import { matchMaker, type Server } from "@colyseus/core";
import { roomContracts } from "../../shared/realtime/rooms.ts";
import { countRooms } from "../realtime/realtime-metrics.ts";
import { countSeats } from "../realtime/room-seats.ts";
import { BoardsRoom } from "./boards.room.ts";
import { LeagueRoom } from "./league.room.ts";
import { WeekRoom } from "./week.room.ts";

/**
 * Every room, found by its canonical join options plus this process: the matchmaker (shared
 * through Redis when there are several processes) only ever seats a client in a room of the
 * process that answered its join, the one its WebSocket will reach.
 */
export function defineRooms(server: Server) {
  defineLocalRoom(server.define(roomContracts.week.name, WeekRoom), ["weekId"]);
  defineLocalRoom(server.define(roomContracts.league.name, LeagueRoom), ["leagueId"]);
  defineLocalRoom(server.define(roomContracts.boards.name, BoardsRoom), []);
}

function defineLocalRoom(handler: ReturnType<Server["define"]>, filterBy: string[]) {
  countSeats(handler);
  countRooms(handler, handler.name);
  handler.filterBy(filterBy);
  const optionFilters = handler.getFilterOptions.bind(handler);
  handler.getFilterOptions = (options) => ({ ...optionFilters(options), processId: matchMaker.processId });
}
