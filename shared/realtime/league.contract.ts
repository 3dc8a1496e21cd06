import { z } from "zod";
import { chatDeletedEventSchema, chatLineEventSchema, chatMutedEventSchema } from "../contracts/league-chat.ts";
import { idSchema } from "../domain/id.ts";
import { clockMessage } from "./clock.message.ts";
import type { LeagueRoomState } from "./league.state.ts";
import { defineRoomContract } from "./room-contract.ts";

export const leagueJoinOptionsSchema = z.strictObject({
  leagueId: idSchema("leagueId must be a league id"),
});
export type LeagueJoinOptions = z.infer<typeof leagueJoinOptionsSchema>;

/**
 * One room per league: its season and current-week standings, who is online now and the members'
 * trivia race today. Members may join, and any signed-in player when the league is public.
 * The chat's lines are events sent to members only (decision 033), never state: `chat.line` a line
 * stored (a message or a server's line), `chat.deleted` a line deleted (it stays as "Message
 * removed"), `chat.muted` to the member muted or unmuted only, their mute now (decision 062).
 */
export const leagueRoom = defineRoomContract<LeagueRoomState>()({
  name: "league",
  join: leagueJoinOptionsSchema,
  messages: { clock: clockMessage },
  events: {
    "chat.line": chatLineEventSchema,
    "chat.deleted": chatDeletedEventSchema,
    "chat.muted": chatMutedEventSchema,
  },
});
