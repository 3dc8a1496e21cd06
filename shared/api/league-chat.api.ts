import {
  chatDeletedSchema,
  chatLineSchema,
  chatMuteBodySchema,
  chatMuteSchema,
  chatPageQuerySchema,
  chatPageSchema,
  chatPostBodySchema,
  chatUnmutedSchema,
} from "../contracts/league-chat.ts";
import { apiRoute, errors, json, jsonBody, pathParams } from "./openapi-kit.ts";

const tags = ["League chat"];

export const leagueChatRoute = apiRoute({
  method: "get",
  path: "/leagues/{id}/chat",
  tags,
  summary: "A page of the league's chat: the newest 100 lines, or the 100 before a cursor (members only)",
  description:
    "Lines come oldest first: members' messages and the lines the server writes (a member joined, a week's winners). `olderCursor` pages back.",
  access: "user",
  limit: { name: "read", per: "user" },
  request: { params: pathParams("id"), query: chatPageQuerySchema },
  responses: { 200: json(chatPageSchema, "The page of lines"), ...errors(403, 404) },
});

export const postChatMessageRoute = apiRoute({
  method: "post",
  path: "/leagues/{id}/chat",
  tags,
  summary: "Write a message in the league's chat, 1 to 500 characters (members only; not while muted)",
  description: "The league room sends the stored message to the members watching it.",
  access: "player",
  limit: { name: "leagueChat", per: "user" },
  request: { params: pathParams("id"), body: jsonBody(chatPostBodySchema) },
  responses: { 201: json(chatLineSchema, "The stored message"), ...errors(404) },
});

export const deleteChatMessageRoute = apiRoute({
  method: "delete",
  path: "/leagues/{id}/chat/{messageId}",
  tags,
  summary: "Delete a chat line: a member their own messages, the owner any line",
  access: "user",
  limit: { name: "write", per: "user" },
  request: { params: pathParams("id", "messageId") },
  responses: { 200: json(chatDeletedSchema, "Deleted"), ...errors(403, 404) },
});

export const muteMemberRoute = apiRoute({
  method: "post",
  path: "/leagues/{id}/mutes",
  tags,
  summary: "Mute a member in the league's chat for a week from now (owner only)",
  access: "user",
  limit: { name: "write", per: "user" },
  request: { params: pathParams("id"), body: jsonBody(chatMuteBodySchema) },
  responses: { 200: json(chatMuteSchema, "The mute"), ...errors(403, 404) },
});

export const unmuteMemberRoute = apiRoute({
  method: "delete",
  path: "/leagues/{id}/mutes/{userId}",
  tags,
  summary: "Lift a member's mute in the league's chat (owner only)",
  access: "user",
  limit: { name: "write", per: "user" },
  request: { params: pathParams("id", "userId") },
  responses: { 200: json(chatUnmutedSchema, "Unmuted"), ...errors(403, 404) },
});
