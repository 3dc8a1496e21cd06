import type { Server } from "@colyseus/core";
import { roomNames } from "../../shared/realtime/rooms.ts";
import { WeekRoom } from "./week.room.ts";

export function defineRooms(server: Server) {
  server.define(roomNames.week, WeekRoom).filterBy(["weekId"]);
}
