/**
 * League chat (issue 22, decision 033): what a message may hold, how many a page loads, how long a
 * mute lasts, which lines the server writes itself, and which parts of a text are links.
 */

/** A message holds 1 to 500 characters (code points, as PostgreSQL's char_length counts them). */
export const CHAT_MESSAGE_MAX = 500;
/** Messages loaded on open, and per older page. */
export const CHAT_PAGE_SIZE = 100;
/** An owner's mute lasts a week from when it is given. */
export const CHAT_MUTE_DAYS = 7;

/**
 * What a chat line is: a member's message, or a line the server writes. Survivor leagues (another
 * issue) add `survivor_eliminated` here, with its data in the API contract, a label in the client
 * and a call to `postSystemLine` where a survivor is eliminated. A deleted line stays in its place
 * as `removed`, its text and facts erased (decision 062).
 */
export const CHAT_LINE_KINDS = ["message", "member_joined", "week_won", "survivor_eliminated", "removed"] as const;
export type ChatLineKind = (typeof CHAT_LINE_KINDS)[number];
export type ChatSystemKind = Exclude<ChatLineKind, "message" | "removed">;

/** Characters as the limit counts them: code points, so an emoji is one, as the database sees it. */
export function chatLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

export const CHAT_MESSAGES = {
  empty: "Write a message first",
  tooLong: `Messages are at most ${CHAT_MESSAGE_MAX} characters`,
  membersOnly: "Only members of this league can use its chat",
  muted: (until: string) => `The league owner muted you in this chat until ${until}`,
  /** What a mute does, as the owner's confirmation and the muted member's composer say it. */
  muteEffect: `A muted member can read the chat but cannot write in it for ${CHAT_MUTE_DAYS} days`,
  notFound: "Message not found",
  notYours: "Only the league owner can delete another member's message",
  cannotMuteOwner: "The league owner cannot be muted",
  memberNotFound: "Member not found",
} as const;

export type ChatSegment = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

// A URL runs to the next space or angle bracket; the punctuation that usually ends a sentence is left out.
const LINK = /\bhttps?:\/\/[^\s<>"]+/gi;
const TRAILING = /[.,;:!?)\]}'"]+$/;

/**
 * A message as text and links: only http(s) URLs become links (shown as written), everything else
 * stays text, so `javascript:` and the like are never clickable. Nothing is read as HTML.
 */
export function chatSegments(text: string): ChatSegment[] {
  const segments: ChatSegment[] = [];
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    const url = match[0].replace(TRAILING, "");
    const start = match.index;
    let href: string | null = null;
    try {
      const parsed = new URL(url);
      if (parsed.protocol === "http:" || parsed.protocol === "https:") href = parsed.href;
    } catch {
      href = null;
    }
    if (href === null) continue;
    if (start > at) segments.push({ kind: "text", text: text.slice(at, start) });
    segments.push({ kind: "link", text: url, href });
    at = start + url.length;
  }
  if (at < text.length) segments.push({ kind: "text", text: text.slice(at) });
  return segments;
}
