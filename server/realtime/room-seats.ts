import { type Server, ServerError } from "@colyseus/core";

/**
 * How many rooms one user may hold seats in on one process at a time: the week, the boards and
 * a handful of league pages open in tabs. Rooms are found by their canonical options (one per
 * week, league and process), so this bounds the rooms one user can keep alive.
 */
export const MAX_ROOMS_PER_USER = 12;
export const TOO_MANY_ROOMS_MESSAGE = `You are following live updates in ${MAX_ROOMS_PER_USER} places already: close a tab and try again`;
/** An admitted join that never connects frees its place after Colyseus's seat reservation (15 s) and a margin. */
const ADMITTED_MS = 30_000;

interface Seats {
  sockets: number;
  admittedUntil: number;
}
const seatsByUser = new Map<string, Map<string, Seats>>();

/** The key of the one room a join's canonical options name (per process). */
export const roomKeyOf = (roomName: string, options: object) =>
  `${roomName}:${JSON.stringify(Object.entries(options).sort(([a], [b]) => a.localeCompare(b)))}`;

/** Admits a user to a room: always to one they hold already, otherwise while they hold fewer than the bound (429). */
export function takeSeat(userId: string, roomKey: string, now = Date.now()) {
  const seats = seatsByUser.get(userId) ?? new Map<string, Seats>();
  for (const [key, held] of seats) if (held.sockets === 0 && held.admittedUntil <= now) seats.delete(key);
  const held = seats.get(roomKey);
  if (!held && seats.size >= MAX_ROOMS_PER_USER) throw new ServerError(429, TOO_MANY_ROOMS_MESSAGE);
  seats.set(roomKey, { sockets: held?.sockets ?? 0, admittedUntil: now + ADMITTED_MS });
  seatsByUser.set(userId, seats);
}

function moved(userId: string, roomKey: string, by: number) {
  const seats = seatsByUser.get(userId) ?? new Map<string, Seats>();
  const held = seats.get(roomKey) ?? { sockets: 0, admittedUntil: 0 };
  held.sockets = Math.max(0, held.sockets + by);
  if (by > 0) held.admittedUntil = 0; // taken: from now on it counts while its socket lives
  if (held.sockets > 0 || held.admittedUntil > Date.now()) seats.set(roomKey, held);
  else seats.delete(roomKey);
  if (seats.size > 0) seatsByUser.set(userId, seats);
  else seatsByUser.delete(userId);
}

type SeatedAuth = { id?: unknown; roomKey?: unknown } | undefined;

/** Counts each room's sockets per user: a join takes the seat, a final leave (after any reconnection window) frees it. */
export function countSeats(handler: ReturnType<Server["define"]>) {
  const seat = (client: { auth?: unknown }, by: number) => {
    const auth = client.auth as SeatedAuth;
    if (typeof auth?.id === "string" && typeof auth.roomKey === "string") moved(auth.id, auth.roomKey, by);
  };
  handler.on("join", (_room, client) => seat(client, 1));
  handler.on("leave", (_room, client) => seat(client, -1));
}

/** The rooms a user holds now (for tests). */
export const roomsHeldBy = (userId: string) => seatsByUser.get(userId)?.size ?? 0;
