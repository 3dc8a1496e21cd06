import type { Presence } from "@colyseus/core";
import { RedisDriver } from "@colyseus/redis-driver";
import { RedisPresence } from "@colyseus/redis-presence";
import type { DomainEvent, EventBus } from "../events.ts";
import { logger } from "../logger.ts";

export interface RedisBackplane {
  presence: RedisPresence;
  driver: RedisDriver;
  /** Pub/sub channels ignore the database number, so the channel carries it: /1 and /2 never hear each other. */
  eventChannel: string;
}

/** What several processes share through REDIS_URL: Colyseus' presence and room listings, and the domain events. */
export function redisBackplane(url: string): RedisBackplane {
  const database = Number(new URL(url).pathname.slice(1) || 0);
  return {
    presence: new RedisPresence(url),
    driver: new RedisDriver(url),
    eventChannel: `domain-events:${database}`,
  };
}

/** Routes `bus` through `channel`; resolves once subscribed, so even the first publish comes back. Returns the undo. */
export async function relayEventsThrough(bus: EventBus, presence: Presence, channel: string): Promise<() => Promise<void>> {
  const receive = (event: unknown) => {
    if (isDomainEvent(event)) bus.deliver(event);
    else logger.warn(`Ignored a malformed domain event on ${channel}`);
  };
  await presence.subscribe(channel, receive);
  bus.relayThrough({
    send: (event: DomainEvent) => {
      Promise.resolve(presence.publish(channel, event)).catch((error: unknown) => logger.error(`Could not publish ${event.name}:`, error));
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
