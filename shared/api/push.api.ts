import {
  nudgeResultSchema,
  pushDevicesSchema,
  pushKeySchema,
  pushPreferencesSchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
} from "../contracts/push.ts";
import { apiRoute, errors, json, jsonBody, pathParams } from "./openapi-kit.ts";

const tags = ["Reminders"];

export const pushKeyRoute = apiRoute({
  method: "get",
  path: "/push/key",
  tags,
  summary: "The server's VAPID public key, for PushManager.subscribe's applicationServerKey",
  access: "public",
  limit: { name: "read", per: "user" },
  responses: { 200: json(pushKeySchema, "The public key, base64url") },
});

export const subscribeRoute = apiRoute({
  method: "post",
  path: "/push/subscriptions",
  tags,
  summary: "Turn reminders on for this device: store its push subscription (an endpoint moves to the caller)",
  access: "player",
  limit: { name: "write", per: "user" },
  request: { body: jsonBody(pushSubscriptionBodySchema) },
  responses: { 200: json(pushDevicesSchema, "The caller's devices with reminders on") },
});

export const unsubscribeRoute = apiRoute({
  method: "delete",
  path: "/push/subscriptions",
  tags,
  summary: "Turn reminders off for this device (its endpoint); nothing happens for an unknown one",
  access: "user",
  limit: { name: "write", per: "user" },
  request: { body: jsonBody(pushUnsubscribeBodySchema) },
  responses: { 200: json(pushDevicesSchema, "The caller's devices with reminders on") },
});

export const pushPreferencesRoute = apiRoute({
  method: "get",
  path: "/push/preferences",
  tags,
  summary: "The caller's trivia reminder time (Central Time), or null",
  access: "player",
  limit: { name: "read", per: "user" },
  responses: { 200: json(pushPreferencesSchema, "The caller's reminder preferences") },
});

export const savePushPreferencesRoute = apiRoute({
  method: "put",
  path: "/push/preferences",
  tags,
  summary: "Set or clear the trivia reminder time (Central Time, on the quarter hour)",
  access: "player",
  limit: { name: "write", per: "user" },
  request: { body: jsonBody(pushPreferencesSchema) },
  responses: { 200: json(pushPreferencesSchema, "The saved preferences") },
});

export const nudgeRoute = apiRoute({
  method: "post",
  path: "/leagues/{id}/nudge",
  tags,
  summary:
    "The owner's Nudge: a reminder to the members who have not filled their card for the next lock; once per league per week",
  access: "user",
  limit: { name: "write", per: "user" },
  request: { params: pathParams("id") },
  responses: { 200: json(nudgeResultSchema, "How many members were nudged"), ...errors(403, 404, 409) },
});
