import type { Agent } from "node:https";
import { inArray } from "drizzle-orm";
import { RequestFilteringHttpsAgent } from "request-filtering-agent";
import webpush, { WebPushError } from "web-push";
import type { PushPayload } from "../../../shared/domain/push.ts";
import { db } from "../../db/index.ts";
import { pushSubscriptions } from "../../db/schema/index.ts";
import { logger } from "../../logger.ts";
import { endpointHost, isAllowedPrivateEndpoint } from "./push-endpoint.ts";
import { vapidKeys } from "./vapid.service.ts";

/**
 * At most this many requests to push services are under way at once, for a whole run (and as many
 * for all players' Nudges together): enough to send thousands a minute, few enough that a run never
 * opens hundreds of sockets (decisions 034, 052).
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
  /** Subscriptions whose endpoint resolved to a private address (decision 052), deleted. */
  refused: number;
  failed: number;
}

/** Tests reach their loopback push service over TLS with a certificate of their own. */
let testCertificate: Buffer | undefined;
export function trustPushCertificateForTests(certificate: Buffer | undefined) {
  testCertificate = certificate;
  agents.clear();
}

/**
 * Agents that connect only to public addresses, checked by request-filtering-agent after DNS on
 * every connection, so a name cannot rebind to a private one between subscribing and sending
 * (decision 052). An endpoint whose literal address PUSH_ALLOWED_PRIVATE_ADDRESSES lists gets an
 * agent allowing that one address; a name never does, whatever it resolves to.
 */
const agents = new Map<string, Agent>();
function agentFor(endpoint: string): Agent {
  const allowed = isAllowedPrivateEndpoint(endpoint) ? endpointHost(endpoint) : "";
  let agent = agents.get(allowed);
  if (!agent) {
    agent = new RequestFilteringHttpsAgent({
      keepAlive: true,
      allowIPAddressList: allowed ? [allowed] : [],
      ...(testCertificate ? { ca: testCertificate } : {}),
    });
    agents.set(allowed, agent);
  }
  return agent;
}
/** request-filtering-agent's refusal: "DNS lookup <address>(…) is not allowed. Because, …". */
const isRefusedAddress = (error: unknown) =>
  !(error instanceof WebPushError) && error instanceof Error && /^DNS lookup .+ is not allowed\b/.test(error.message);

/** A gate letting at most `limit` of the work given it run at once (p-limit's rule, without the package). */
export function limiter(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    while (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await work();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

/**
 * Sends each message to every device of its player, encrypted (RFC 8291, aes128gcm) and signed
 * (VAPID, RFC 8292), PUSH_SEND_CONCURRENCY at a time (or as `gate` lets them); a device the push
 * service no longer knows (404, 410), or whose endpoint resolves to a private address, is deleted.
 * Never throws for one device's failure.
 */
export async function deliver(
  messages: readonly PushMessage[],
  gate = limiter(PUSH_SEND_CONCURRENCY),
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, gone: 0, refused: 0, failed: 0 };
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
  const dropped: string[] = [];
  const send = async (job: (typeof jobs)[number]) => {
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
          agent: agentFor(job.endpoint),
        },
      );
      report.sent++;
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        dropped.push(job.id);
        report.gone++;
      } else if (isRefusedAddress(error)) {
        // Never a push service's address, and a name that rebound once is not trusted again: the device goes.
        dropped.push(job.id);
        report.refused++;
        logger.warn(`Web Push: ${new URL(job.endpoint).host} is not a public address; its subscription is deleted`);
      } else {
        report.failed++;
        logger.warn(
          `Web Push: a send failed (${error instanceof WebPushError ? error.statusCode : (error as Error).message})`,
        );
      }
    }
  };
  await Promise.all(jobs.map((job) => gate(() => send(job))));
  for (let i = 0; i < dropped.length; i += READ_CHUNK) {
    await db()
      .delete(pushSubscriptions)
      .where(inArray(pushSubscriptions.id, dropped.slice(i, i + READ_CHUNK)));
  }
  return report;
}

/** Sends made for players' requests share one gate: however many owners nudge at once, eight sockets. */
const backgroundGate = limiter(PUSH_SEND_CONCURRENCY);
const underWay = new Set<Promise<void>>();

/**
 * Delivers without making anyone wait (decision 052): a player's request answers at once while its
 * messages go out behind it; the outcome is logged. Drain waits for them (backgroundSendsSettled).
 */
export function deliverInBackground(messages: readonly PushMessage[], what: string) {
  const run: Promise<void> = deliver(messages, backgroundGate)
    .then(
      (report) =>
        logger.info(
          `${what}: ${report.sent} sent, ${report.gone} devices gone, ${report.refused} refused, ${report.failed} failed`,
        ),
      (error) => logger.error(`${what}: sending failed`, error),
    )
    .finally(() => underWay.delete(run));
  underWay.add(run);
}

/** Resolves once every background delivery has finished, those started meanwhile included. */
export async function backgroundSendsSettled() {
  while (underWay.size > 0) await Promise.all(underWay);
}
