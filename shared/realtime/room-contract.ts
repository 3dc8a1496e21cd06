import type { z } from "zod";

/** One client-to-server message: its payload, and the reply when the client asks with `request`. */
export interface MessageContract {
  payload: z.ZodType;
  reply?: z.ZodType;
}

export type MessageTable = Record<string, MessageContract>;

/**
 * Server-to-client events of a room (not state): each name with its zod payload. The server checks
 * what it sends against it and the client what it receives; e.g. the league chat's new lines,
 * which only members may receive and so can never be room state.
 */
export type EventTable = Record<string, z.ZodType>;

/**
 * Everything a client and the server agree on about one kind of room: its name, the options a join
 * carries (beside the protocol version, which every join sends), and its message table. The state
 * is a type only: the server declares it once with @colyseus/schema (`<room>.state.ts`) and clients
 * receive its plain JSON shape.
 */
export interface RoomContract<
  State = unknown,
  Join extends z.ZodType = z.ZodType,
  Messages extends MessageTable = MessageTable,
  Events extends EventTable = EventTable,
> {
  name: string;
  join: Join;
  messages: Messages;
  /** Events the server sends to some of the room's clients; none when absent. */
  events?: Events;
  /** Never set: carries the state type from the contract to the client's store. */
  readonly "~state"?: State;
}

/** `defineRoomContract<PlainState>()({ name, join, messages, events? })`: curried so that State is given and the rest inferred. */
export function defineRoomContract<State>() {
  return <
    const Name extends string,
    Join extends z.ZodType,
    Messages extends MessageTable,
    Events extends EventTable = Record<never, never>,
  >(contract: {
    name: Name;
    join: Join;
    messages: Messages;
    events?: Events;
  }): RoomContract<State, Join, Messages, Events> & { name: Name } => contract;
}

export type AnyRoomContract = RoomContract<unknown, z.ZodType, MessageTable, EventTable>;
export type StateOf<C extends AnyRoomContract> = NonNullable<C["~state"]>;
export type JoinOptionsOf<C extends AnyRoomContract> = z.input<C["join"]>;
export type MessageNameOf<C extends AnyRoomContract> = keyof C["messages"] & string;
export type EventNameOf<C extends AnyRoomContract> = keyof NonNullable<C["events"]> & string;
/** One event of the room as the client receives it: its name and its checked payload. */
export type RoomEventOf<C extends AnyRoomContract> = {
  [K in EventNameOf<C>]: { name: K; payload: z.output<NonNullable<C["events"]>[K]> };
}[EventNameOf<C>];
export type PayloadOf<C extends AnyRoomContract, K extends MessageNameOf<C>> = z.input<C["messages"][K]["payload"]>;
export type ReplyOf<C extends AnyRoomContract, K extends MessageNameOf<C>> =
  // biome-ignore lint/suspicious/noConfusingVoidType: a message without a reply resolves to nothing, like a void function.
  C["messages"][K]["reply"] extends z.ZodType ? z.output<C["messages"][K]["reply"]> : void;
