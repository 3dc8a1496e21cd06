import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import { and, eq, sql } from "drizzle-orm";
import { createElement } from "react";
import satori from "satori";
import {
  LeagueShareCard,
  type LeagueShareCardProps,
  SHARE_CARD_SIZE,
} from "../../../client/src/features/leagues/league-share-card.tsx";
import { normalizeJoinCode, STORED_JOIN_CODE_PATTERN } from "../../../shared/domain/join-code.ts";
import { createCache } from "../../cache/index.ts";
import { db } from "../../db/index.ts";
import { leagues, weeks } from "../../db/schema/index.ts";
import { NotFoundError } from "../../domain-errors.ts";
import { isUuid } from "../../http/validate.ts";
import { currentWeekId } from "../leaderboard/current-week.ts";
import { leagueBoard } from "../standings/standings.service.ts";
import { memberCountSql } from "./league.mapper.ts";
import type { League } from "./league-access.ts";
import { survivorLiveStandings } from "./survivor.service.ts";

/** How a link names its league: an invite code (any league: the code is the key) or a public league's slug. */
export type ShareKey = { code: string } | { slug: string };

async function leagueOf(key: ShareKey): Promise<{ league: League; memberCount: number } | null> {
  const where =
    "code" in key
      ? STORED_JOIN_CODE_PATTERN.test(normalizeJoinCode(key.code))
        ? eq(leagues.joinCode, normalizeJoinCode(key.code))
        : null
      : and(sql`lower(${leagues.slug}) = lower(${key.slug})`, eq(leagues.visibility, "public"));
  if (!where) return null;
  const [row] = await db().select({ league: leagues, memberCount: memberCountSql }).from(leagues).where(where);
  return row ?? null;
}

/** What the card of `key` shows for week `weekId` (a recap) or the current week; null: no such league or week. */
export async function leagueShareCard(key: ShareKey, weekId?: string): Promise<LeagueShareCardProps | null> {
  const found = await leagueOf(key);
  if (!found) return null;
  if (weekId !== undefined && !isUuid(weekId)) return null;
  const shownWeek = weekId ?? (await currentWeekId());
  const [week] = shownWeek
    ? await db().select({ id: weeks.id, label: weeks.label }).from(weeks).where(eq(weeks.id, shownWeek))
    : [];
  if (weekId !== undefined && !week) return null;
  const board = week ? await leagueBoard(found.league, week.id) : null;
  const leaders = (board?.rows ?? [])
    .filter((row) => row.rank === 1 && row.points > 0 && row.handle)
    .map((row) => ({ handle: row.handle!, points: row.points }));
  return {
    leagueName: found.league.name,
    memberCount: found.memberCount,
    recapOf: weekId !== undefined && week ? week.label : null,
    leaders,
    weekLabel: week?.label ?? null,
    survivor: await survivorOf(found.league),
  };
}

/** A survivor pool has no points: its card says who is still alive (decision 040's standings now). */
async function survivorOf(league: League): Promise<LeagueShareCardProps["survivor"]> {
  if (league.format !== "survivor") return null;
  const pool = await survivorLiveStandings(league.id);
  if (!pool) return null;
  const alive = pool.members.filter((m) => m.livesLeft > 0);
  return { alive: alive.length, total: pool.members.length, names: alive.map((m) => m.name) };
}

const require = createRequire(import.meta.url);
let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: "normal" }[]> | null = null;
const loadFonts = () => {
  fonts ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: "Inter",
      weight,
      style: "normal" as const,
      data: await import("node:fs/promises").then((fs) =>
        fs.readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
      ),
    })),
  );
  return fonts;
};

// A render takes tens of milliseconds of CPU: one at a time, and each distinct card drawn once.
let queue: Promise<unknown> = Promise.resolve();

function drawCard(card: LeagueShareCardProps): Promise<Buffer> {
  const png = queue.then(async () => {
    const svg = await satori(createElement(LeagueShareCard, card), { ...SHARE_CARD_SIZE, fonts: await loadFonts() });
    return Buffer.from(new Resvg(svg, { fitTo: { mode: "original" } }).render().asPng());
  });
  queue = png.catch(() => {});
  return png;
}

/** Keyed by the card as JSON, which is also what the drawing reads back. */
const drawn = createCache<string, Buffer>({
  name: "league-share-cards",
  max: 500,
  fetch: (key) => drawCard(JSON.parse(key) as LeagueShareCardProps),
});

export function shareCardPng(card: LeagueShareCardProps): Promise<Buffer> {
  return drawn.fetch(JSON.stringify(card));
}

export const SHARE_NOT_FOUND_MESSAGE = "League not found";

export async function leagueSharePng(key: ShareKey, weekId?: string): Promise<Buffer> {
  const card = await leagueShareCard(key, weekId);
  if (!card) throw new NotFoundError(SHARE_NOT_FOUND_MESSAGE);
  return shareCardPng(card);
}
