import { inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { type Game, games, recordCache, weeks } from "../../db/schema/index.ts";
import type { CfbdGame } from "../../providers/games/index.ts";
import { gradeGame } from "../grading/grading.service.ts";
import { getPointsSettings } from "../settings/settings.service.ts";
import { countGame } from "../standings/figures.sql.ts";
import { detailsFromGames, sameDetails } from "./scoreboard.mapping.ts";
import type { FetchedSeason, FetchedWeek } from "./sync.fetch.ts";
import { toGameValues } from "./sync.mapping.ts";

export async function writeRecords(tx: Tx, { year: season, records }: FetchedSeason) {
  if (records.length === 0) return;
  await tx
    .insert(recordCache)
    .values(records.map((r) => ({ season, team: r.team, wins: r.total.wins, losses: r.total.losses })))
    .onConflictDoUpdate({
      target: [recordCache.season, recordCache.team],
      set: { wins: sql`excluded.wins`, losses: sql`excluded.losses`, updatedAt: sql`now()` },
    });
}

/** The week's row as the sync stores it: Central boundaries from its games, else the provider's calendar. */
export function weekValues(week: FetchedWeek, isCurrent: boolean, now: Date) {
  const bounds = week.bounds ?? {
    startDate: new Date(week.calendar.startDate),
    endDate: new Date(week.calendar.endDate),
  };
  return {
    season: week.season,
    week: week.week,
    seasonType: week.seasonType,
    label: week.label,
    ...bounds,
    isCurrent,
    syncedAt: now,
  };
}

export async function writeWeek(
  tx: Tx,
  week: FetchedWeek,
  isCurrent: boolean,
  now: Date,
  changed: Game[],
): Promise<string> {
  const values = weekValues(week, isCurrent, now);
  const [row] = await tx
    .insert(weeks)
    .values(values)
    .onConflictDoUpdate({
      target: [weeks.season, weeks.seasonType, weeks.week],
      set: { label: values.label, startDate: values.startDate, endDate: values.endDate, syncedAt: now },
    })
    .returning({ id: weeks.id });
  await writeGames(tx, row!.id, week, week.games, now, changed);
  return row!.id;
}

/** Upserts `sources` (games of `week`) one by one, grading each that goes final; `changed` gets those a player would see change. */
export async function writeGames(
  tx: Tx,
  weekId: string,
  week: FetchedWeek,
  sources: CfbdGame[],
  now: Date,
  changed: Game[],
) {
  if (sources.length === 0) return;
  const before = new Map(
    (
      await tx
        .select()
        .from(games)
        .where(
          inArray(
            games.cfbdId,
            sources.map((g) => g.id),
          ),
        )
    ).map((g) => [g.cfbdId, g]),
  );
  const settings = await getPointsSettings(tx);
  for (const source of sources) {
    const previous = before.get(source.id);
    // Details a scoreboard wrote stay; /games adds the venue and its line scores (decision 031).
    const details = detailsFromGames(source, previous?.details ?? null);
    const values = keepLiveScore(
      { ...toGameValues(source, week.lookups, now), details, weekId, updatedAt: now },
      previous,
    );
    const keepAdminFinal = previous?.finalizedBy === "admin";
    const [saved] = await tx
      .insert(games)
      .values(values)
      .onConflictDoUpdate({ target: games.cfbdId, set: keepAdminFinal ? withoutResult(values) : values })
      .returning();
    if (!previous || hasVisibleChange(previous, saved!)) changed.push(saved!);
    if (saved!.status === "final" && !keepAdminFinal && previous?.status !== "final")
      await gradeGame(tx, saved!, settings);
    else if (previous && countsDiffer(previous, saved!)) await countGame(tx, saved!.id, previous.weekId);
  }
}

/**
 * A live game /games lists without points keeps the live score a scoreboard poll stored: the
 * score is unknown to /games, not gone.
 */
function keepLiveScore<T extends { status: string; homeScore: number | null; awayScore: number | null }>(
  values: T,
  previous: Game | undefined,
): T {
  if (values.status !== "live" || values.homeScore !== null || previous?.status !== "live") return values;
  return { ...values, homeScore: previous.homeScore, awayScore: previous.awayScore };
}

/** An admin's final score (and status) stands: a re-sync only refreshes the rest. */
function withoutResult<T extends Record<string, unknown>>(values: T) {
  const {
    status: _s,
    homeScore: _h,
    awayScore: _a,
    finalHomeScore: _fh,
    finalAwayScore: _fa,
    finalizedBy: _f,
    ...rest
  } = values;
  return rest;
}

const hasVisibleChange = (a: Game, b: Game) =>
  a.status !== b.status ||
  !sameDetails(a.details ?? null, b.details ?? null) ||
  a.homeScore !== b.homeScore ||
  a.awayScore !== b.awayScore ||
  a.kickoffISO.getTime() !== b.kickoffISO.getTime();

/** A write the boards' figures must follow (decision 044): the game moved week or its graded result changed. */
const countsDiffer = (before: Game, after: Game) =>
  before.weekId !== after.weekId ||
  (after.gradedAt !== null &&
    (before.gradedAt === null ||
      before.finalHomeScore !== after.finalHomeScore ||
      before.finalAwayScore !== after.finalAwayScore));
