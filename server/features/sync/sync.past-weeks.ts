import { eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { db } from "../../db/index.ts";
import { type Game, games, weeks } from "../../db/schema/index.ts";
import type { SiteWeek } from "./site-calendar.ts";
import type { FetchedWeek } from "./sync.fetch.ts";
import { toGameValues } from "./sync.mapping.ts";
import { weekValues, writeGames } from "./sync.write.ts";

/** Calendar weeks before `current` that the season has not stored: all of them on a first start mid-season. */
export async function missingEarlierWeeks(season: number, calendar: readonly SiteWeek[], current: SiteWeek) {
  const stored = await db()
    .select({ week: weeks.week, seasonType: weeks.seasonType })
    .from(weeks)
    .where(eq(weeks.season, season));
  const isStored = (w: SiteWeek) => stored.some((s) => s.week === w.week && s.seasonType === w.seasonType);
  return calendar.filter((w) => Date.parse(w.startDate) < Date.parse(current.startDate) && !isStored(w));
}

/**
 * Stores weeks never stored before with a few set-based inserts: a first start writes a whole
 * season's games at once instead of one statement (and one grading) per game. Their games are new,
 * so nobody has picked them: grading a final one writes no ledger row and only marks it graded,
 * which the insert does itself. A game already stored under another week (moved by the provider)
 * takes the usual path, graded and announced in `changed`.
 */
export async function writePastWeeks(tx: Tx, past: readonly FetchedWeek[], now: Date, changed: Game[]) {
  if (past.length === 0) return;
  const rows = await tx
    .insert(weeks)
    .values(past.map((w) => weekValues(w, false, now)))
    .onConflictDoUpdate({
      target: [weeks.season, weeks.seasonType, weeks.week],
      set: {
        label: sql`excluded.label`,
        startDate: sql`excluded.start_date`,
        endDate: sql`excluded.end_date`,
        syncedAt: now,
      },
    })
    .returning({ id: weeks.id, week: weeks.week, seasonType: weeks.seasonType });
  const idOf = (w: FetchedWeek) => rows.find((r) => r.week === w.week && r.seasonType === w.seasonType)!.id;
  const ids = past.flatMap((w) => w.games.map((g) => g.id));
  const stored = new Set(
    ids.length === 0
      ? []
      : (await tx.select({ cfbdId: games.cfbdId }).from(games).where(inArray(games.cfbdId, ids))).map((g) => g.cfbdId),
  );
  const fresh = past.flatMap((w) =>
    w.games
      .filter((g) => !stored.has(g.id))
      .map((g) => {
        const values = toGameValues(g, w.lookups, now);
        const graded = values.status === "final" && values.finalHomeScore !== null && values.finalAwayScore !== null;
        return { ...values, weekId: idOf(w), gradedAt: graded ? now : null, updatedAt: now };
      }),
  );
  await insertGamesAsJson(tx, fresh);
  for (const week of past) {
    const moved = week.games.filter((g) => stored.has(g.id));
    await writeGames(tx, idOf(week), week, moved, now, changed);
  }
}

/**
 * One insert whose rows travel as one JSON parameter: building a statement with a parameter per
 * value (~13,000 for a season) took longer than running it. Columns left out keep their defaults.
 */
async function insertGamesAsJson(tx: Tx, rows: (typeof games.$inferInsert)[]) {
  if (rows.length === 0) return;
  const columns = getTableColumns(games);
  const keys = Object.keys(rows[0]!) as (keyof typeof columns)[];
  const names = sql.join(
    keys.map((k) => sql.identifier(columns[k].name)),
    sql`, `,
  );
  const json = JSON.stringify(
    rows.map((row) => Object.fromEntries(keys.map((k) => [columns[k].name, row[k] ?? null]))),
  );
  await tx.execute(
    sql`insert into games (${names}) select ${names} from json_populate_recordset(null::games, ${json}::json) on conflict (cfbd_id) do nothing`,
  );
}
