import { ApiError, getErrorMessage } from "@/lib/api";
import { PushSetupError } from "./push-device";

export interface ReminderFailure {
  title: string;
  /** Why, and what the player can do about it. */
  description: string;
  /** Notifications are blocked for the site: the switch stays off until the player allows them. */
  blocked: boolean;
}

export const BLOCKED =
  "Notifications are blocked for this site. Allow them in your browser's site settings (the icon beside the address), then turn reminders on again.";

export const UNSUPPORTED =
  "This browser cannot show notifications. Use a recent Chrome, Edge, Firefox or Safari; on iPhone or iPad, add Gridiron Picks to your Home Screen and open it from there.";

const SETUP: Record<Exclude<PushSetupError["reason"], "browser-refused">, string> = {
  unsupported: UNSUPPORTED,
  denied: BLOCKED,
  dismissed: "The browser's question was closed without an answer. Turn the switch on again and choose Allow.",
  "no-worker": "The app's background helper is not running yet. Reload the page and try again.",
};

/** The browser threw while subscribing: its DOMException's name tells a private window from a push service out of reach. */
function browserRefusal(error: unknown): string {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError") {
    return "This window does not allow notifications; private and incognito windows usually refuse them. Open Gridiron Picks in a normal window and turn reminders on there.";
  }
  if (name === "AbortError") {
    return "Your browser could not reach its push service. Check your connection and anything that blocks notifications, then try again; in a private or incognito window, use a normal one.";
  }
  return "Your browser refused to set up reminders. In a private or incognito window, open a normal one; otherwise reload the page and try again.";
}

/** The server's refusal, in its words, with what to do next. */
function serverRefusal(error: ApiError): string {
  const message = getErrorMessage(error).replace(/\.$/, "");
  if (error.status === 401) return `${message}. Sign in again, then try once more.`;
  if (error.status === 400) return `${message}. This browser's push service cannot be used: try another browser.`;
  if (error.status >= 500) return `${message}. Try again in a few minutes.`;
  return message;
}

/** Why turning reminders on (or off) failed and what to do, for the toast (issue 39). */
export function reminderFailure(error: unknown, turningOn: boolean): ReminderFailure {
  const title = turningOn ? "Reminders not turned on" : "Reminders not turned off";
  if (error instanceof PushSetupError) {
    const description = error.reason === "browser-refused" ? browserRefusal(error.browserError) : SETUP[error.reason];
    return { title, description, blocked: error.reason === "denied" };
  }
  if (error instanceof ApiError) return { title, description: serverRefusal(error), blocked: false };
  if (error instanceof TypeError) {
    return {
      title,
      description: "Could not reach Gridiron Picks. Check your connection and try again.",
      blocked: false,
    };
  }
  const detail = error instanceof Error && error.message ? ` (${error.message})` : "";
  return { title, description: `Something went wrong${detail}. Reload the page and try again.`, blocked: false };
}
