import { type Client, validate } from "@colyseus/core";
import type { z } from "zod";
import type { AnyRoomContract, EventNameOf, MessageNameOf } from "../../shared/realtime/room-contract.ts";

type Message<C extends AnyRoomContract, K extends MessageNameOf<C>> = C["messages"][K];
type Reply<C extends AnyRoomContract, K extends MessageNameOf<C>> =
  // biome-ignore lint/suspicious/noConfusingVoidType: the handler of a message without a reply returns nothing, as a void function.
  Message<C, K>["reply"] extends z.ZodType ? z.input<Message<C, K>["reply"]> : void;

/** A handler for every message of the contract: a missing or misspelt one does not compile. */
export type MessageHandlers<C extends AnyRoomContract> = {
  [K in MessageNameOf<C>]: (
    client: Client,
    payload: z.output<Message<C, K>["payload"]>,
  ) => Reply<C, K> | Promise<Reply<C, K>>;
};

/**
 * The Colyseus `messages` table of a room, each payload checked against the contract's zod schema
 * first: a sent message that fails it drops the client, a request gets an error reply.
 */
export function messageTable<C extends AnyRoomContract>(contract: C, handlers: MessageHandlers<C>) {
  const names = Object.keys(contract.messages) as MessageNameOf<C>[];
  return Object.fromEntries(
    names.map((name) => [
      name,
      validate(contract.messages[name]!.payload, handlers[name] as (client: Client, payload: unknown) => unknown),
    ]),
  );
}

/**
 * Sends one of the contract's events to some clients of a room, its payload checked against the
 * contract once (a payload that fails is a bug here, thrown before anything is sent).
 */
export function sendEvent<C extends AnyRoomContract, K extends EventNameOf<C>>(
  clients: Iterable<Client>,
  contract: C,
  name: K,
  payload: z.input<NonNullable<C["events"]>[K]>,
) {
  const schema = contract.events?.[name];
  if (!schema) throw new Error(`The ${contract.name} room has no event ${name}`);
  const checked = schema.parse(payload);
  for (const client of clients) client.send(name, checked);
}
