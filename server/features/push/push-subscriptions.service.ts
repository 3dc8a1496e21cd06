import { and, count, desc, eq, notInArray, sql } from "drizzle-orm";
import type { PushDevices, PushPreferences, PushSubscriptionBody } from "../../../shared/contracts/push.ts";
import { clock } from "../../clock.ts";
import { db } from "../../db/index.ts";
import { pushPreferences, pushSubscriptions } from "../../db/schema/index.ts";
import { assertPublicEndpoint } from "./push-endpoint.ts";

/** A player keeps reminders on at most this many devices; subscribing one more drops the oldest. */
export const MAX_DEVICES_PER_PLAYER = 10;

async function devicesOf(userId: string): Promise<PushDevices> {
  const [row] = await db()
    .select({ devices: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return { devices: row?.devices ?? 0 };
}

/**
 * Stores this device's subscription for the player. The endpoint is the device's: a browser signed
 * in as someone else before hands it over (one device, one player's reminders), and new keys replace old ones.
 * Only a public push service's endpoint is kept (decision 052).
 */
export async function subscribe(userId: string, body: PushSubscriptionBody): Promise<PushDevices> {
  assertPublicEndpoint(body.endpoint);
  await db().transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: body.keys.p256dh, auth: body.keys.auth, createdAt: clock.now() },
      });
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_DEVICES_PER_PLAYER);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
  });
  return devicesOf(userId);
}

/** Turns reminders off for one device of the player's; another player's endpoint is left alone. */
export async function unsubscribe(userId: string, endpoint: string): Promise<PushDevices> {
  await db()
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  return devicesOf(userId);
}

export async function preferencesOf(userId: string): Promise<PushPreferences> {
  const [row] = await db()
    .select({ triviaReminderAt: pushPreferences.triviaReminderAt })
    .from(pushPreferences)
    .where(eq(pushPreferences.userId, userId));
  return { triviaReminderAt: row?.triviaReminderAt ?? null };
}

export async function savePreferences(userId: string, value: PushPreferences): Promise<PushPreferences> {
  await db()
    .insert(pushPreferences)
    .values({ userId, triviaReminderAt: value.triviaReminderAt })
    .onConflictDoUpdate({
      target: pushPreferences.userId,
      set: { triviaReminderAt: value.triviaReminderAt, updatedAt: sql`now()` },
    });
  return preferencesOf(userId);
}
