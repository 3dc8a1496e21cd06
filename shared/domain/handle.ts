import { z } from "zod";

/** RULES §5/§9: handles are 3 to 20 characters of letters, digits and underscore (ASCII). */
export const HANDLE_MIN_LENGTH = 3;
export const HANDLE_MAX_LENGTH = 20;
export const HANDLE_PATTERN = /^[A-Za-z0-9_]+$/;

export const HANDLE_MESSAGES = {
  tooShort: `Username must be at least ${HANDLE_MIN_LENGTH} characters`,
  tooLong: `Username must be at most ${HANDLE_MAX_LENGTH} characters`,
  length: `Username must be ${HANDLE_MIN_LENGTH}-${HANDLE_MAX_LENGTH} characters`,
  characters: "Username can only contain letters, numbers, and underscores",
} as const;

/** Setup form and set-handle payload: trimmed, with the separate length messages. */
export const handleSchema = z
  .string()
  .trim()
  .min(HANDLE_MIN_LENGTH, HANDLE_MESSAGES.tooShort)
  .max(HANDLE_MAX_LENGTH, HANDLE_MESSAGES.tooLong)
  .regex(HANDLE_PATTERN, HANDLE_MESSAGES.characters);

/** Profile edit: the same rule with the combined length message. */
export const profileHandleSchema = z
  .string()
  .trim()
  .min(HANDLE_MIN_LENGTH, HANDLE_MESSAGES.length)
  .max(HANDLE_MAX_LENGTH, HANDLE_MESSAGES.length)
  .regex(HANDLE_PATTERN, HANDLE_MESSAGES.characters);

export type HandleAvailabilityPrecheck = "idle" | "unavailable" | "check";

/**
 * RULES §4 "Handle availability", the part decided before asking the server:
 * - idle when the trimmed handle is under 3 or over 20 characters;
 * - in profile edit, also idle when empty or equal to the current handle (exact, case-sensitive);
 * - unavailable immediately on invalid characters;
 * - otherwise "check" (ask the server after the 300 ms debounce).
 */
export function handleAvailabilityPrecheck(
  raw: string,
  options: { currentHandle?: string | null; mode: "setup" | "profile" },
): HandleAvailabilityPrecheck {
  const handle = raw.trim();
  if (options.mode === "profile") {
    if (handle === "") return "idle";
    if (options.currentHandle != null && handle === options.currentHandle.trim()) return "idle";
  }
  if (handle.length < HANDLE_MIN_LENGTH || handle.length > HANDLE_MAX_LENGTH) return "idle";
  if (!HANDLE_PATTERN.test(handle)) return "unavailable";
  return "check";
}

/**
 * RULES §2 suggested username: first + last name with non-alphanumerics removed, lowercased,
 * or 'user' plus a random number if that is empty. Additions so the suggestion always passes
 * handleSchema: accents are folded first ("José" → "jose") and any other non-ASCII letter is
 * dropped; the result is cut to 20 characters; a result shorter than 3 ("Al" → "al") is padded
 * with random digits. The random number is 4 digits (user1000 to user9999).
 */
export function suggestHandle(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
  random: () => number = Math.random,
): string {
  const digit = () => String(Math.min(9, Math.floor(random() * 10)));
  const base = `${firstName ?? ""}${lastName ?? ""}`
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]/g, "")
    .toLowerCase()
    .slice(0, HANDLE_MAX_LENGTH);
  if (base === "") return `user${Math.min(9999, 1000 + Math.floor(random() * 9000))}`;
  let handle = base;
  while (handle.length < HANDLE_MIN_LENGTH) handle += digit();
  return handle;
}

/**
 * The n-th try at a suggested handle (n from 1): the suggestion itself, then with "2", "3" … after
 * it, cut so the whole stays within 20 characters ("jordanoneil" → "jordanoneil2").
 */
export function numberedHandle(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = String(n);
  return `${base.slice(0, HANDLE_MAX_LENGTH - suffix.length)}${suffix}`;
}
