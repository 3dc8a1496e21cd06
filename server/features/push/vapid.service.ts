import { eq } from "drizzle-orm";
import webpush from "web-push";
import { z } from "zod";
import { db } from "../../db/index.ts";
import { settings } from "../../db/schema/index.ts";
import { env } from "../../env.ts";
import { logger } from "../../logger.ts";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const SETTING_KEY = "vapid";
const storedKeysSchema = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

let cached: Promise<VapidKeys> | undefined;

/** VAPID_SUBJECT, else the public origin when it is https, else the first admin's address. */
function subject(): string {
  const config = env();
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  if (config.APP_ORIGIN?.startsWith("https://")) return config.APP_ORIGIN;
  return `mailto:${config.ADMIN_EMAILS[0] ?? "reminders@gridiron-picks.invalid"}`;
}

/**
 * The key pair from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else the one stored in the settings table,
 * else a new pair stored there. Two processes starting at once both insert-if-absent and then read:
 * they end up with the one pair that won.
 */
async function loadKeys(): Promise<VapidKeys> {
  const config = env();
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject: subject() };
  }
  const read = async () => {
    const [row] = await db().select().from(settings).where(eq(settings.key, SETTING_KEY));
    const parsed = storedKeysSchema.safeParse(row?.valueJson);
    return parsed.success ? parsed.data : null;
  };
  let stored = await read();
  if (!stored) {
    const fresh = webpush.generateVAPIDKeys();
    await db()
      .insert(settings)
      .values({ key: SETTING_KEY, valueJson: { publicKey: fresh.publicKey, privateKey: fresh.privateKey } })
      .onConflictDoNothing();
    stored = await read();
    if (!stored) throw new Error("The VAPID keys could not be stored");
    if (stored.publicKey === fresh.publicKey) logger.info("Web Push: generated a VAPID key pair, kept in settings");
  }
  return { ...stored, subject: subject() };
}

/** The server's VAPID keys, read (or made) once per process. */
export function vapidKeys(): Promise<VapidKeys> {
  cached ??= loadKeys().catch((error) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/** Tests truncate the settings table between cases: the next read loads the keys again. */
export function forgetVapidKeysForTests() {
  cached = undefined;
}
