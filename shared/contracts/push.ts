import { z } from "zod";
import {
  BASE64URL_CLASS,
  PUSH_AUTH_LENGTH,
  PUSH_ENDPOINT_MAX_LENGTH,
  PUSH_P256DH_LENGTH,
  REMINDER_TIME_PATTERN,
} from "../domain/push.ts";

export const PUSH_ENDPOINT_MESSAGE = "A push endpoint must be an https URL";
export const PUSH_ENDPOINT_CREDENTIALS_MESSAGE = "A push endpoint cannot carry a user name or password";
/** The server's refusal of an endpoint at a loopback, private or reserved address (decision 052). */
export const PUSH_ENDPOINT_PRIVATE_MESSAGE = "A push endpoint must be a push service's public address";
export const NUDGE_ALREADY_SENT_MESSAGE = "You have already nudged this league this week";
export const NUDGE_NO_OPEN_GAMES_MESSAGE = "No games of this week are open to pick";

/** GET /api/push/key: the server's VAPID public key, the browser's applicationServerKey. */
export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

const httpsUrl = z
  .string()
  .max(PUSH_ENDPOINT_MAX_LENGTH)
  .refine((value) => URL.canParse(value) && new URL(value).protocol === "https:", PUSH_ENDPOINT_MESSAGE);
/** A new endpoint: https, with no credentials in it (the server then checks its address, decision 052). */
const endpointSchema = httpsUrl.refine(
  (value) => !URL.canParse(value) || (new URL(value).username === "" && new URL(value).password === ""),
  PUSH_ENDPOINT_CREDENTIALS_MESSAGE,
);
/** Exactly `length` base64url characters, stated as one pattern (so generators of the contract can meet it). */
const base64url = (length: number, name: string) =>
  z.string().regex(new RegExp(`^${BASE64URL_CLASS}{${length}}$`), `${name} must be ${length} base64url characters`);

/** POST /api/push/subscriptions: a browser's PushSubscription.toJSON(), as it comes. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: endpointSchema,
  expirationTime: z.number().nullish(),
  keys: z.object({ p256dh: base64url(PUSH_P256DH_LENGTH, "p256dh"), auth: base64url(PUSH_AUTH_LENGTH, "auth") }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** DELETE /api/push/subscriptions: this device's endpoint. */
export const pushUnsubscribeBodySchema = z.object({ endpoint: httpsUrl });

/** How many devices of the caller receive reminders, after the change. */
export const pushDevicesSchema = z.object({ devices: z.number().int() });
export type PushDevices = z.infer<typeof pushDevicesSchema>;

/** GET/PUT /api/push/preferences: the trivia reminder's time, Central Time ("HH:MM" on the quarter hour), or none. */
export const pushPreferencesSchema = z.object({
  triviaReminderAt: z.string().regex(REMINDER_TIME_PATTERN, "Pick a time on the quarter hour, e.g. 18:00").nullable(),
});
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

/** POST /api/leagues/{id}/nudge: the members whose reminder is queued (those who have not filled their card). */
export const nudgeResultSchema = z.object({ weekId: z.string(), nudged: z.number().int() });
export type NudgeResult = z.infer<typeof nudgeResultSchema>;
