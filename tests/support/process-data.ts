import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { generateSessionToken, SESSION_TTL_MS, sessionIdOf } from "../../server/auth/session.service.ts";
import { type Database, openPglite, openPostgres, rowsOf } from "../../server/db/client.ts";
import { sessions } from "../../server/db/schema/index.ts";
import { createProcessDatabase } from "./server-process.ts";

/** Where server processes keep their data: a PGlite directory, or a PostgreSQL database of their own. */
export interface ProcessData {
  kind: "pglite" | "postgres";
  /** The environment that points a server process at it. */
  env: Record<string, string>;
  /** The PGlite directory, when it is one. */
  dataDir?: string;
  /** Opens it from here, while no server process has it open (PGlite is one process's). */
  open(): Promise<Database>;
  remove(): Promise<void>;
}

/** PostgreSQL when `postgresUrl` is given (a fresh database beside it), else a new PGlite directory. */
export async function createProcessData(postgresUrl: string | undefined): Promise<ProcessData> {
  if (!postgresUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), "process-data-"));
    return {
      kind: "pglite",
      dataDir,
      env: { DATA_DIR: dataDir, DATABASE_URL: "" },
      open: () => openPglite(dataDir),
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const database = await createProcessDatabase(postgresUrl);
  return {
    kind: "postgres",
    env: { DATABASE_URL: database.url },
    open: () => openPostgres(database.url, { max: 1 }),
    remove: database.drop,
  };
}

/**
 * Players who can pick at once (a handle, the terms accepted, a session each, as if signed in)
 * and a week of `games` games kicking off at `kickoff`. Returns the games' ids and a cookie per player.
 */
export async function seedPickers(
  data: ProcessData,
  { players, games, kickoff }: { players: number; games: number; kickoff: Date },
) {
  const { db, close } = await data.open();
  try {
    await db.execute(sql`insert into users (email, handle, terms_accepted_at)
      select 'picker' || i || '@example.com', 'picker_' || i, now() from generate_series(1, ${players}::int) i`);
    const userIds = rowsOf<{ id: string }>(
      await db.execute(sql`select id from users where handle like 'picker%' order by email`),
    ).map((u) => u.id);
    const tokens = userIds.map(() => generateSessionToken());
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await db.insert(sessions).values(userIds.map((userId, i) => ({ id: sessionIdOf(tokens[i]!), userId, expiresAt })));
    const [week] = rowsOf<{ id: string }>(
      await db.execute(sql`insert into weeks (season, week, label, start_date, end_date, is_current)
        values (2031, 1, 'Week 1', now() - interval '1 day', now() + interval '6 days', true) returning id`),
    );
    await db.execute(sql`insert into games (week_id, cfbd_id, home_team, away_team, kickoff_iso)
      select ${week!.id}::uuid, 990000 + n, 'Home ' || n, 'Away ' || n, ${kickoff.toISOString()}::timestamptz from generate_series(1, ${games}::int) n`);
    const gameIds = rowsOf<{ id: string }>(
      await db.execute(sql`select id from games where cfbd_id > 990000 order by cfbd_id`),
    ).map((g) => g.id);
    return { gameIds, cookies: tokens.map((token) => `session=${token}`) };
  } finally {
    await close();
  }
}
