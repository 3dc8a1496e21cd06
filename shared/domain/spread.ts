/**
 * Spread text (RULES §3 Game.spread, "{team} -3.5") and the spread sentence (RULES §5).
 */
export interface ParsedSpread {
  /** The team named in the text, trimmed. */
  team: string;
  /** The signed line as written: negative means `team` is favoured, positive means it is the underdog. */
  points: number;
}

// Team names may hold spaces, digits, "&", parentheses ("Texas A&M -3", "Miami (OH) +2.5"),
// so the team is everything before the last whitespace-separated signed number.
const SPREAD = /^(.*\S)\s+([+\-\u2212]?)(\d+(?:\.\d+)?)$/;

/** To the nearest half point, halves away from zero (−3.25 → −3.5), never −0. */
export function roundToHalf(value: number): number {
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * 2)) / 2;
  return rounded === 0 ? 0 : rounded;
}

/**
 * The spread text, as CFBD's formattedSpread: the favourite and its line, "Georgia -17", "Iowa State -3". The spread is
 * from the home view (negative = home favoured). A pick'em reads "{home} 0".
 */
export function formatSpread(spread: number, homeTeam: string, awayTeam: string): string {
  if (spread === 0) return `${homeTeam} 0`;
  return spread < 0 ? `${homeTeam} ${spread}` : `${awayTeam} -${spread}`;
}

/**
 * "Georgia -17" → { team: "Georgia", points: -17 }; "Miami (OH) +2.5" → { team: "Miami (OH)", points: 2.5 }.
 * A non-zero line needs an explicit sign (an unsigned "Georgia 3" is ambiguous, so null); the
 * Unicode minus (−) is accepted. Anything else is null.
 */
export function parseSpread(text: string | null | undefined): ParsedSpread | null {
  const match = SPREAD.exec(text?.trim() ?? "");
  if (!match) return null;
  const [, team, sign, digits] = match;
  const magnitude = Number(digits);
  if (!Number.isFinite(magnitude)) return null;
  if (sign === "" && magnitude !== 0) return null;
  const points = sign === "+" || magnitude === 0 ? magnitude : -magnitude;
  return { team: (team ?? "").trim(), points };
}

/** Team names compare ignoring case and repeated whitespace. */
export function sameTeamName(a: string | null | undefined, b: string | null | undefined): boolean {
  const norm = (s: string | null | undefined) => (s ?? "").trim().replace(/\s+/g, " ").toLocaleLowerCase();
  return norm(a) !== "" && norm(a) === norm(b);
}

/**
 * The favoured team and its margin, or null when the text is unparseable or the line is 0.
 * A "+" line names the underdog, so the favourite is only known when the game's two teams are
 * given and the named team is one of them; the favourite is then the other team.
 */
export function spreadFavorite(
  spread: string | null | undefined,
  teams?: { homeTeam: string; awayTeam: string },
): { team: string; margin: number } | null {
  const parsed = parseSpread(spread);
  if (!parsed || parsed.points === 0) return null;
  const margin = Math.abs(parsed.points);
  if (parsed.points < 0) return { team: parsed.team, margin };
  if (!teams) return null;
  if (sameTeamName(parsed.team, teams.homeTeam)) return { team: teams.awayTeam, margin };
  if (sameTeamName(parsed.team, teams.awayTeam)) return { team: teams.homeTeam, margin };
  return null;
}

const points = (n: number) => `${n} ${n === 1 ? "point" : "points"}`;

/**
 * RULES §5: "{team} is expected to win by N points" for whole values ("1 point"); for fractions
 * "over N points" (N = the whole part; "over 1 point" when N is 1) or "under 1 point" below 1.
 * Null (no text) when the spread is 0 or unparseable, or for a "+" line whose favourite cannot
 * be named (see spreadFavorite).
 */
export function spreadSentence(
  spread: string | null | undefined,
  teams?: { homeTeam: string; awayTeam: string },
): string | null {
  const favorite = spreadFavorite(spread, teams);
  if (!favorite) return null;
  const { team, margin } = favorite;
  if (Number.isInteger(margin)) return `${team} is expected to win by ${points(margin)}`;
  const whole = Math.floor(margin);
  return whole === 0
    ? `${team} is expected to win by under 1 point`
    : `${team} is expected to win by over ${points(whole)}`;
}
