import { eq, sql } from "drizzle-orm";
import type { PointsSettings } from "../../../shared/contracts/points.ts";
import { triviaSettingsSchema, type TriviaSettings } from "../../../shared/contracts/settings.ts";
import { TRIVIA_TIME_LIMIT } from "../../../shared/domain/trivia-time-limit.ts";
import { resolvePointsSettings } from "../../../shared/domain/points-settings.ts";
import { db } from "../../db/index.ts";
import type { DbOrTx } from "../../db/client.ts";
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

export async function getTriviaSettings(): Promise<TriviaSettings> {
  const parsed = triviaSettingsSchema.safeParse(await readSetting(KEYS.trivia));
  return parsed.success ? parsed.data : { answerTimeLimit: TRIVIA_TIME_LIMIT.fallback };
}

export async function saveTriviaSettings(value: TriviaSettings): Promise<TriviaSettings> {
  await writeSetting(KEYS.trivia, { ...value });
  return value;
}
