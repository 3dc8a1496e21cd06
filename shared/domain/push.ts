/** What the reminder job and the owner's Nudge send (issue 22; docs/decisions/034-web-push-reminders.md). */
export const PUSH_KINDS = ["picks_lock", "trivia", "nudge"] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** "Picks lock in 1 hour": open, unpicked games kicking off within this long are reminded of once. */
export const PICKS_LOCK_LEAD_MS = 60 * 60_000;

/** A push service's endpoint URL and a subscription's keys, as browsers make them (base64url). */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;
/** An uncompressed P-256 point is 65 bytes: 87 base64url characters. */
export const PUSH_P256DH_LENGTH = 87;
/** The auth secret is 16 bytes: 22 base64url characters. */
export const PUSH_AUTH_LENGTH = 22;
export const BASE64URL_CLASS = "[A-Za-z0-9_-]";

/** A trivia reminder's time of day, Central Time, "HH:MM" on the quarter hour. */
export const REMINDER_TIME_PATTERN = /^([01][0-9]|2[0-3]):(00|15|30|45)$/;

/** What each kind says (RULES-style wording kept in one place, client and server alike). */
export const PUSH_TEXT = {
  picks_lock: {
    title: "Picks lock in 1 hour",
    body: (games: number) => `${games} open ${games === 1 ? "game" : "games"} still to pick.`,
  },
  trivia: { title: "Your trivia is waiting", body: () => "Today's three questions are ready." },
  nudge: {
    title: (league: string) => `${league}: your card is waiting`,
    body: () => "Your league's owner is reminding you to fill your card.",
  },
} as const;

/** The payload every notification carries: what the service worker shows and the page it opens. */
export interface PushPayload {
  kind: PushKind;
  title: string;
  body: string;
  /** A path of this app, opened by a click on the notification. */
  url: string;
  /** Notifications with one tag replace each other on a device. */
  tag: string;
}
