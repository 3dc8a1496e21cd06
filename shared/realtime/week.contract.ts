import { z } from "zod";
import { idSchema } from "../domain/id.ts";
import { clockMessage } from "./clock.message.ts";
import { defineRoomContract } from "./room-contract.ts";
import type { WeekRoomState } from "./week.state.ts";

/** "current" (or no weekId) follows the current week; anything else must be a stored week's id. */
export const weekJoinOptionsSchema = z.strictObject({
  weekId: z.union([z.literal("current"), idSchema()]).optional(),
});
export type WeekJoinOptions = z.infer<typeof weekJoinOptionsSchema>;

/** One room per week: everyone viewing that week shares live scores and pick percentages. */
export const weekRoom = defineRoomContract<WeekRoomState>()({
  name: "week",
  join: weekJoinOptionsSchema,
  messages: {
    clock: clockMessage,
  },
});
