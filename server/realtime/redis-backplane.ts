import type { Presence } from "@colyseus/core";
import { RedisDriver } from "@colyseus/redis-driver";
import { RedisPresence } from "@colyseus/redis-presence";
import type { DomainEvent, EventBus } from "../events.ts";
import { logger } from "../logger.ts";
import { eventBusLag } from "../metrics.ts";

/** `shutdown()` quits politely, which a client still trying to connect never does; this one gives up at once. */
class RedisPresenceThatGivesUp extends RedisPresence {
  disconnect() {
    this.pub.disconnect();
    this.sub.disconnect();
  }
}

export interface RedisBackplane {
  presence: RedisPresence;
  driver: RedisDriver;
  /** Pub/sub channels ignore the database number, so the channel carries it: /1 and /2 never hear each other. */
  eventChannel: string;
}

/**
 * What several processes share through REDIS_URL: Colyseus' presence and room listings, and the
 * domain events. Refuses to start when Redis does not answer, instead of retrying in the background.
 */
export async function connectRedisBackplane(url: string, timeoutMs = 5000): Promise<RedisBackplane> {
  const presence = new RedisPresenceThatGivesUp(url);
  let timer: NodeJS.Timeout | undefined;
  const answered = await Promise.race([
    presence.exists("gridiron:probe").then(
      () => true,
      () => false,
    ),
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
  ]);
  clearTimeout(timer);
  const { host, pathname } = new URL(url);
  if (!answered) {
    presence.disconnect();
    throw new Error(`REDIS_URL: Redis at ${host} did not answer within ${timeoutMs / 1000} s`);
  }
  return { presence, driver: new RedisDriver(url), eventChannel: `domain-events:${Number(pathname.slice(1) || 0)}` };
}

/** Routes `bus` through `channel`; resolves once subscribed, so even the first publish comes back. Returns the undo. */
export async function relayEventsThrough(
  bus: EventBus,
  presence: Presence,
  channel: string,
): Promise<() => Promise<void>> {
  const receive = (event: unknown) => {
    if (!isDomainEvent(event)) return void logger.warn(`Ignored a malformed domain event on ${channel}`);
    const { publishedAt } = event as { publishedAt?: unknown };
    if (typeof publishedAt === "number") {
      eventBusLag.observe({ event: event.name }, Math.max(0, Date.now() - publishedAt) / 1000);
    }
    bus.deliver({ name: event.name, payload: event.payload } as DomainEvent);
  };
  await presence.subscribe(channel, receive);
  bus.relayThrough({
    send: (event: DomainEvent) => {
      // Stamped for the lag on the receiving processes (a clock of the same machine, or an NTP-synced one).
      Promise.resolve(presence.publish(channel, { ...event, publishedAt: Date.now() })).catch((error: unknown) =>
        logger.error(`Could not publish ${event.name}:`, error),
      );
    },
  });
  return async () => {
    bus.relayThrough(null);
    await presence.unsubscribe(channel, receive);
  };
}

function isDomainEvent(value: unknown): value is DomainEvent {
  if (typeof value !== "object" || value === null) return false;
  const { name, payload } = value as Record<string, unknown>;
  return typeof name === "string" && typeof payload === "object" && payload !== null;
}
