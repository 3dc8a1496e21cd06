/**
 * Display-name fallbacks (RULES §2). Blank or whitespace-only values count as missing,
 * and shown values are trimmed.
 */
export interface NameFields {
  handle?: string | null;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

const present = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * User menu: handle, else email, else first and last name, else "User".
 * A lone first or last name is used on its own.
 */
export function menuDisplayName(user: NameFields): string {
  const fullName = [present(user.firstName), present(user.lastName)].filter(Boolean).join(" ");
  return present(user.handle) ?? present(user.email) ?? (fullName || "User");
}

/** Leaderboards: handle, else email, else "Anonymous". */
export function leaderboardDisplayName(entry: Pick<NameFields, "handle" | "email">): string {
  return present(entry.handle) ?? present(entry.email) ?? "Anonymous";
}

/**
 * League standings: "@handle", else first and last name (both needed), else first name, else email.
 * With none of those (not covered by the rules) it falls back to "Anonymous" like the leaderboards.
 */
export function leagueMemberName(member: NameFields): string {
  const handle = present(member.handle);
  if (handle) return `@${handle}`;
  const first = present(member.firstName);
  const last = present(member.lastName);
  if (first && last) return `${first} ${last}`;
  return first ?? present(member.email) ?? "Anonymous";
}
