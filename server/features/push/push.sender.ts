import type { Agent } from "node:https";
import { inArray } from "drizzle-orm";
import webpush, { WebPushError } from "web-push";
import type { PushPayload } from "../../../shared/domain/push.ts";
import { db } from "../../db/index.ts";
import { pushSubscriptions } from "../../db/schema/index.ts";
import { logger } from "../../logger.ts";
import { vapidKeys } from "./vapid.service.ts";

/**
 * At most this many requests to push services are under way at once, for a whole run: enough to
 * send thousands a minute, few enough that a run never opens hundreds of sockets (decision 034).
 */
export const PUSH_SEND_CONCURRENCY = 8;
/** A reminder is worth nothing once its hour has passed: the push service drops it after this. */
export const PUSH_TTL_SECONDS = 3600;
/** The socket timeout of one request to a push service. */
const SEND_TIMEOUT_MS = 10_000;
/** Subscriptions are read this many players at a time. */
const READ_CHUNK = 1000;

export interface PushMessage {
  userId: string;
  payload: PushPayload;
}

export interface DeliveryReport {
  /** Requests the push service accepted (2xx). */
  sent: number;
  /** Subscriptions it answered 404 or 410 for, deleted. */
  gone: number;
  failed: number;
}

/** Tests reach their local push service over TLS with a certificate of their own. */
let agent: Agent | undefined;
export function usePushAgentForTests(testAgent: Agent | undefined) {
  agent = testAgent;
}

/** Runs `work` over `items` with at most `limit` under way at once (p-limit's rule, without the package). */
export async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Sends each message to every device of its player, encrypted (RFC 8291, aes128gcm) and signed
 * (VAPID, RFC 8292), PUSH_SEND_CONCURRENCY at a time; a device the push service no longer knows
 * (404, 410) is deleted. Never throws for one device's failure.
 */
export async function deliver(messages: readonly PushMessage[]): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, gone: 0, failed: 0 };
  if (messages.length === 0) return report;
  const keys = await vapidKeys();
  const byUser = new Map<string, PushPayload[]>();
  for (const message of messages) byUser.set(message.userId, [...(byUser.get(message.userId) ?? []), message.payload]);
  const userIds = [...byUser.keys()];
  const jobs: { id: string; endpoint: string; p256dh: string; auth: string; payload: PushPayload }[] = [];
  for (let i = 0; i < userIds.length; i += READ_CHUNK) {
    const rows = await db()
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, userIds.slice(i, i + READ_CHUNK)));
    for (const row of rows) for (const payload of byUser.get(row.userId) ?? []) jobs.push({ ...row, payload });
  }
  const gone: string[] = [];
  await eachLimited(jobs, PUSH_SEND_CONCURRENCY, async (job) => {
    try {
      await webpush.sendNotification(
        { endpoint: job.endpoint, keys: { p256dh: job.p256dh, auth: job.auth } },
        JSON.stringify(job.payload),
        {
          vapidDetails: keys,
          TTL: PUSH_TTL_SECONDS,
          contentEncoding: "aes128gcm",
          urgency: "high",
          timeout: SEND_TIMEOUT_MS,
          ...(agent ? { agent } : {}),
        },
      );
      report.sent++;
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        gone.push(job.id);
        report.gone++;
      } else {
        report.failed++;
        logger.warn(
          `Web Push: a send failed (${error instanceof WebPushError ? error.statusCode : (error as Error).message})`,
        );
      }
    }
  });
  for (let i = 0; i < gone.length; i += READ_CHUNK) {
    await db()
      .delete(pushSubscriptions)
      .where(inArray(pushSubscriptions.id, gone.slice(i, i + READ_CHUNK)));
  }
  return report;
}
