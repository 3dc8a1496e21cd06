import type { z } from "zod";

/** One client-to-server message: its payload, and the reply when the client asks with `request`. */
export interface MessageContract {
  payload: z.ZodType;
  reply?: z.ZodType;
}

export type MessageTable = Record<string, MessageContract>;

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
> {
  name: string;
  join: Join;
  messages: Messages;
  /** Never set: carries the state type from the contract to the client's store. */
  readonly "~state"?: State;
}

/** `defineRoomContract<PlainState>()({ name, join, messages })`: curried so that State is given and the rest inferred. */
export function defineRoomContract<State>() {
  return <const Name extends string, Join extends z.ZodType, Messages extends MessageTable>(contract: {
    name: Name;
    join: Join;
    messages: Messages;
  }): RoomContract<State, Join, Messages> & { name: Name } => contract;
}

export type AnyRoomContract = RoomContract<unknown, z.ZodType, MessageTable>;
export type StateOf<C extends AnyRoomContract> = NonNullable<C["~state"]>;
export type JoinOptionsOf<C extends AnyRoomContract> = z.input<C["join"]>;
export type MessageNameOf<C extends AnyRoomContract> = keyof C["messages"] & string;
export type PayloadOf<C extends AnyRoomContract, K extends MessageNameOf<C>> = z.input<C["messages"][K]["payload"]>;
export type ReplyOf<C extends AnyRoomContract, K extends MessageNameOf<C>> =
  // biome-ignore lint/suspicious/noConfusingVoidType: a message without a reply resolves to nothing, like a void function.
  C["messages"][K]["reply"] extends z.ZodType ? z.output<C["messages"][K]["reply"]> : void;
