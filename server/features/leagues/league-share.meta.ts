import type { LeagueShareCardProps } from "../../../client/src/features/leagues/league-share-card.tsx";
import { SHARE_CARD_SIZE } from "../../../client/src/features/leagues/league-share-card.tsx";
import { logger } from "../../logger.ts";
import { leagueShareCard, type ShareKey } from "./league-share.service.ts";

const INVITE = /^\/leagues\/join\/([^/]+)\/?$/;
const VANITY = /^\/l\/([^/]+)\/?$/;

/** A league link's page: the ones whose preview tags are read from the database. */
export const isSharePath = (pathname: string) => INVITE.test(pathname) || VANITY.test(pathname);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

function describe(card: LeagueShareCardProps): string {
  const members = `${card.memberCount} ${card.memberCount === 1 ? "member" : "members"}`;
  if (card.survivor) return `${members} · ${card.survivor.alive} of ${card.survivor.total} alive`;
  const [leader] = card.leaders;
  if (!leader || !card.weekLabel) return members;
  return `${members} · ${card.weekLabel} leader: @${leader.handle} (${leader.points} ${leader.points === 1 ? "pt" : "pts"})`;
}

/**
 * Open Graph and Twitter tags for a league link (an invite, or `?week=<id>` for that week's recap),
 * so a chat app's preview shows the league's card; "" for any other page or an unknown league.
 */
export async function shareMetaFor(url: URL, origin: string): Promise<string> {
  const invite = INVITE.exec(url.pathname);
  const vanity = VANITY.exec(url.pathname);
  if (!invite && !vanity) return "";
  let key: ShareKey;
  try {
    key = invite ? { code: decodeURIComponent(invite[1]!) } : { slug: decodeURIComponent(vanity![1]!) };
  } catch {
    return "";
  }
  const week = url.searchParams.get("week")?.toLowerCase() ?? undefined;
  const card = await leagueShareCard(key, week).catch((error: unknown) => {
    logger.warn("A league link's preview could not be prepared:", error);
    return null;
  });
  if (!card) return "";
  const image = new URL(
    "code" in key
      ? `/og/join/${encodeURIComponent(key.code)}/card.png`
      : `/og/l/${encodeURIComponent(key.slug)}/card.png`,
    origin,
  );
  if (week) image.searchParams.set("week", week);
  const title = card.recapOf
    ? `${card.leagueName}: ${card.recapOf} recap`
    : `Join ${card.leagueName} on Gridiron Picks`;
  const tags: [string, string, string][] = [
    ["property", "og:type", "website"],
    ["property", "og:site_name", "Gridiron Picks"],
    ["property", "og:title", title],
    ["property", "og:description", describe(card)],
    ["property", "og:url", new URL(url.pathname + url.search, origin).toString()],
    ["property", "og:image", image.toString()],
    ["property", "og:image:width", String(SHARE_CARD_SIZE.width)],
    ["property", "og:image:height", String(SHARE_CARD_SIZE.height)],
    ["property", "og:image:alt", `${title}. ${describe(card)}`],
    ["name", "twitter:card", "summary_large_image"],
    ["name", "twitter:image", image.toString()],
  ];
  return tags.map(([attr, name, content]) => `<meta ${attr}="${name}" content="${escapeHtml(content)}" />`).join("");
}
