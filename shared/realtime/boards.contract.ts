import { z } from "zod";
import type { BoardsRoomState } from "./boards.state.ts";
import { defineRoomContract } from "./room-contract.ts";

export const boardsJoinOptionsSchema = z.strictObject({});

/** One room for every open Leaderboards page: it says when the boards changed, never what they hold. */
export const boardsRoom = defineRoomContract<BoardsRoomState>()({
  name: "boards",
  join: boardsJoinOptionsSchema,
  messages: {},
});
