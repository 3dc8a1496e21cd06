import { type SchemaType, schema, type ToJSON, t } from "@colyseus/schema";

/**
 * The boards room's state: a number that changes once per change of the global boards. It counts
 * per process, so only a change means anything (a client that lands on another process refetches
 * once). Changing a field changes the wire format: bump PROTOCOL_VERSION.
 */
export const BoardsState = schema({ version: t.uint32() }, "BoardsState");
export type BoardsState = SchemaType<typeof BoardsState>;

export type BoardsRoomState = ToJSON<BoardsState>;
