import { eq, sql } from "drizzle-orm";
import type { PointsSettings } from "../../../shared/contracts/points.ts";
import {
  DEFAULT_TRIVIA_SETTINGS,
  type TriviaSettings,
  type TriviaSettingsUpdate,
  triviaSettingsSchema,
} from "../../../shared/contracts/settings.ts";
import { resolvePointsSettings } from "../../../shared/domain/points-settings.ts";
import type { DbOrTx } from "../../db/client.ts";
import { db } from "../../db/index.ts";
import { settings } from "../../db/schema/index.ts";

const KEYS = { points: "points", trivia: "trivia" } as const;

async function readSetting(key: string, database: DbOrTx = db()): Promise<unknown> {
  const [row] = await database.select().from(settings).where(eq(settings.key, key));
  return row?.valueJson;
}

async function writeSetting(key: string, value: unknown) {
  await db()
    .insert(settings)
    .values({ key, valueJson: value })
    .onConflictDoUpdate({ target: settings.key, set: { valueJson: value, updatedAt: sql`now()` } });
}

export async function getPointsSettings(database?: DbOrTx): Promise<PointsSettings> {
  return resolvePointsSettings(await readSetting(KEYS.points, database));
}

export async function savePointsSettings(value: PointsSettings): Promise<PointsSettings> {
  await writeSetting(KEYS.points, { ...value });
  return value;
}

/** Each stored field that is still valid is kept; anything missing or broken is its default. */
export async function getTriviaSettings(database?: DbOrTx): Promise<TriviaSettings> {
  const stored = await readSetting(KEYS.trivia, database);
  const fields = triviaSettingsSchema.shape;
  const settings = { ...DEFAULT_TRIVIA_SETTINGS };
  if (stored && typeof stored === "object") {
    for (const key of Object.keys(fields) as (keyof TriviaSettings)[]) {
      const parsed = fields[key].safeParse((stored as Record<string, unknown>)[key]);
      if (parsed.success) settings[key] = parsed.data;
    }
  }
  return settings;
}

export async function saveTriviaSettings(update: TriviaSettingsUpdate): Promise<TriviaSettings> {
  const value = { ...(await getTriviaSettings()), ...update };
  await writeSetting(KEYS.trivia, value);
  return value;
}
