import type { Room, Server } from "@colyseus/core";
import { Gauge } from "prom-client";
import { metricsRegistry } from "../metrics.ts";
import { openSockets } from "./socket-bounds.ts";

const roomsByType = new Map<string, Set<Room>>();

/** Keeps the rooms of one type this process holds, read when /metrics is scraped. */
export function countRooms(handler: ReturnType<Server["define"]>, type: string) {
  const rooms = new Set<Room>();
  roomsByType.set(type, rooms);
  handler.on("create", (room: Room) => rooms.add(room));
  handler.on("dispose", (room: Room) => rooms.delete(room));
}

new Gauge({
  name: "realtime_sockets",
  help: "WebSocket connections open on this process",
  registers: [metricsRegistry],
  collect() {
    this.set(openSockets());
  },
});

new Gauge({
  name: "realtime_rooms",
  help: "Rooms held by this process, by type",
  labelNames: ["type"] as const,
  registers: [metricsRegistry],
  collect() {
    for (const [type, rooms] of roomsByType) this.set({ type }, rooms.size);
  },
});

new Gauge({
  name: "realtime_room_clients",
  help: "Clients seated in this process's rooms, by room type",
  labelNames: ["type"] as const,
  registers: [metricsRegistry],
  collect() {
    for (const [type, rooms] of roomsByType) {
      let clients = 0;
      for (const room of rooms) clients += room.clients.length;
      this.set({ type }, clients);
    }
  },
});
