import { type AuthContext, ServerError } from "@colyseus/core";
import { z } from "zod";
import { joinRefusal, PROTOCOL_VERSION, protocolMismatchMessage } from "../../shared/realtime/protocol.ts";
import type { AnyRoomContract } from "../../shared/realtime/room-contract.ts";
import { NotFoundError } from "../domain-errors.ts";
import { roomKeyOf, takeSeat } from "./room-seats.ts";
import { authenticateSocket, type RoomUser } from "./socket-auth.ts";
import { MAX_SOCKETS_PER_USER, socketsHeldBy, TOO_MANY_SOCKETS_MESSAGE } from "./socket-bounds.ts";

type JoinOptions<C extends AnyRoomContract> = z.output<C["join"]>;

/** What a room's `settle` makes of a join: its canonical options and who the viewer is to that room. */
export interface Admission<C extends AnyRoomContract, V extends RoomUser> {
  options: JoinOptions<C>;
  viewer: V;
}

/** The auth a seated client carries: the viewer and the key of the room it holds a seat in. */
export type Seated<V extends RoomUser = RoomUser> = V & { roomKey: string };

const vouchedUsers = new WeakMap<AuthContext, RoomUser>();

/**
 * The matchmaking route checked this join's session already (matchmake.guard.ts): its onAuth takes
 * that user instead of looking the session up again. The socket's upgrade still checks it.
 */
export function vouchFor(context: AuthContext, user: RoomUser) {
  vouchedUsers.set(context, user);
}

/** A join the server will not serve; `code` travels to the client as the matchmaking error's code. */
export const refuseJoin = (code: number, message: string) => new ServerError(code, message);

/**
 * A room's static `onAuth`: the socket check, the protocol version, the contract's join options,
 * then `settle`, which turns valid options into the room's canonical ones or refuses them (an
 * unknown week or league; a service's NotFoundError counts as one), and last the user's bounds on sockets (socket-bounds) and rooms
 * (room-seats). Runs on the process that got the matchmaking request, before any room is looked
 * up or created.
 */
export function admitJoins<C extends AnyRoomContract, V extends RoomUser = RoomUser>(
  contract: C,
  settle: (options: JoinOptions<C>, user: RoomUser) => Promise<Admission<C, V>>,
) {
  return async (_token: string | undefined, raw: unknown, context: AuthContext): Promise<Seated<V>> => {
    const vouched = vouchedUsers.get(context);
    const auth = vouched
      ? { user: vouched }
      : await authenticateSocket(context.headers, context.req?.url ?? "http://localhost/");
    if ("refusal" in auth) throw refuseJoin(auth.refusal, auth.message);
    const { protocol, ...options } = isRecord(raw) ? raw : {};
    if (protocol !== PROTOCOL_VERSION)
      throw refuseJoin(joinRefusal.protocolMismatch, protocolMismatchMessage(protocol));
    const parsed = contract.join.safeParse(options);
    if (!parsed.success) {
      throw refuseJoin(
        joinRefusal.invalidOptions,
        `Invalid ${contract.name} room options: ${z.prettifyError(parsed.error)}`,
      );
    }
    const { options: settled, viewer } = await settle(parsed.data as JoinOptions<C>, auth.user).catch((error) => {
      throw refusalOf(error);
    });
    const roomKey = roomKeyOf(contract.name, settled as object);
    // The socket gate (socket-bounds.ts) is the bound; refusing here spares a seat that could never connect.
    if (socketsHeldBy(auth.user.id) >= MAX_SOCKETS_PER_USER) throw refuseJoin(429, TOO_MANY_SOCKETS_MESSAGE);
    takeSeat(auth.user.id, roomKey);
    // The matchmaker looks rooms up with this very object after onAuth: canonical options
    // ("current" resolved to the week's id) make every way of naming a room find the same one.
    if (isRecord(raw)) {
      for (const key of Object.keys(raw)) delete raw[key];
      Object.assign(raw, settled, { protocol });
    }
    return { ...viewer, roomKey };
  };
}

/** A service's domain error as the join refusal it is; anything else stays an error of the server. */
function refusalOf(error: unknown) {
  if (error instanceof NotFoundError) return refuseJoin(joinRefusal.notFound, error.message);
  return error;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
