const MINUTE = 60_000;

/**
 * RULES §4 "Pick lock" countdown: "Locked" at or after kickoff, else "{d}d {h}h" when at least a
 * day remains, "{h}h {m}m" when at least an hour remains, else "{m}m". Units are whole and rounded
 * down, so the last 59 seconds show "0m". An invalid kickoff shows "Locked".
 */
export function countdownText(kickoff: Date, now: Date): string {
  const remaining = kickoff.getTime() - now.getTime();
  if (!(remaining > 0)) return "Locked";
  const totalMinutes = Math.floor(remaining / MINUTE);
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  if (days >= 1) return `${days}d ${hours}h`;
  if (hours >= 1) return `${hours}h ${minutes}m`;
  return `${minutes}m`;
}

/**
 * RULES §4: picking works only while the game is scheduled and before kickoff. Locked otherwise,
 * including a live/final game, the instant of kickoff, and an unreadable kickoff time.
 */
export function isPickLocked(game: { status: string; kickoffISO: string | Date }, now: Date): boolean {
  const kickoff = new Date(game.kickoffISO).getTime();
  return !(game.status === "scheduled" && now.getTime() < kickoff);
}
