import type { RedisDriver } from "@colyseus/redis-driver";
import { RedisPresence } from "@colyseus/redis-presence";
import { Redis } from "ioredis";
import type { DomainEvent, EventBus } from "../events.ts";
import { logger } from "../logger.ts";
import { eventBusLag } from "../metrics.ts";
import { LocalFirstRedisDriver } from "./local-first-driver.ts";

/** `shutdown()` quits politely, which a client still trying to connect never does; this one gives up at once. */
class RedisPresenceThatGivesUp extends RedisPresence {
  disconnect() {
    this.pub.disconnect();
    this.sub.disconnect();
  }
}

export interface RedisBackplane {
  /** Colyseus' presence and driver on Redis; absent when Redis did not answer at start (rooms are per process anyway). */
  presence?: RedisPresence;
  driver?: RedisDriver;
  /** Pub/sub channels ignore the database number, so the channel carries it: /1 and /2 never hear each other. */
  eventChannel: string;
}

const reconnectDelay = (times: number) => Math.min(times * 200, 5_000);

/** Whether Redis answers a PING within `timeoutMs`, on a connection that is then closed. */
async function answers(url: string, timeoutMs: number): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/**
 * What several processes share through REDIS_URL: Colyseus' presence and room listings, and the
 * domain events. Redis down at start is not fatal: rooms use this process's own matchmaker (they are
 * per process already, decision 004) and the events join Redis once it answers (relayEventsThrough).
 */
export async function connectRedisBackplane(url: string, timeoutMs = 2_000): Promise<RedisBackplane> {
  const { host, pathname } = new URL(url);
  const eventChannel = `domain-events:${Number(pathname.slice(1) || 0)}`;
  if (!(await answers(url, timeoutMs))) {
    logger.warn(
      `Redis unreachable at ${host}: rooms use this process's own matchmaker until it restarts; events stay in this process until Redis answers`,
    );
    return { eventChannel };
  }
  return { presence: new RedisPresenceThatGivesUp(url), driver: new LocalFirstRedisDriver(url), eventChannel };
}

export interface EventRelayHandle {
  /** Whether events go through Redis right now (false: this process only). */
  connected(): boolean;
  close(): Promise<void>;
}

/**
 * Routes `bus` through `channel` on connections of its own that reconnect with back-off. While
 * Redis is away every event is delivered in this process only (logged once per outage); when it
 * answers again this process hears `realtime.resync`, so its rooms and caches read the database
 * for what other processes published meanwhile. Resolves once subscribed, or at once when Redis is down.
 */
export async function relayEventsThrough(bus: EventBus, url: string, channel: string): Promise<EventRelayHandle> {
  const pub = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: reconnectDelay });
  const sub = new Redis(url, { retryStrategy: reconnectDelay, maxRetriesPerRequest: null });
  let up = false;
  let everUp = false;
  const goDown = () => {
    if (!up) return;
    up = false;
    logger.warn("Redis lost: domain events stay in this process until it returns");
  };
  const maybeUp = () => {
    if (up || pub.status !== "ready" || sub.status !== "ready") return;
    up = true;
    if (!everUp) {
      everUp = true;
      return;
    }
    logger.info("Redis back: domain events go through it again; rooms refresh from the database");
    bus.deliver({ name: "realtime.resync", payload: {} });
  };
  for (const client of [pub, sub]) {
    client.on("error", () => {}); // an outage is reported once, by goDown
    client.on("close", goDown);
    client.on("ready", () => {
      // ioredis re-subscribes on reconnect before "ready"; subscribing again is harmless.
      if (client === sub) void sub.subscribe(channel).then(maybeUp, () => {});
      else maybeUp();
    });
  }
  sub.on("message", (_channel: string, message: string) => {
    let event: unknown;
    try {
      event = JSON.parse(message);
    } catch {
      event = null;
    }
    if (!isDomainEvent(event)) return void logger.warn(`Ignored a malformed domain event on ${channel}`);
    const { publishedAt } = event as { publishedAt?: unknown };
    if (typeof publishedAt === "number") {
      eventBusLag.observe({ event: event.name }, Math.max(0, Date.now() - publishedAt) / 1000);
    }
    bus.deliver({ name: event.name, payload: event.payload } as DomainEvent);
  });
  await Promise.race([
    new Promise<void>((resolve) => {
      const check = () => (up ? resolve() : setTimeout(check, 20));
      check();
    }),
    new Promise<void>((resolve) => setTimeout(resolve, 2_000)),
  ]);
  bus.relayThrough({
    send: (event: DomainEvent) => {
      if (!up) return void bus.deliver(event);
      // Stamped for the lag on the receiving processes (a clock of the same machine, or an NTP-synced one).
      pub.publish(channel, JSON.stringify({ ...event, publishedAt: Date.now() })).catch(() => {
        goDown();
        bus.deliver(event);
      });
    },
  });
  return {
    connected: () => up,
    async close() {
      bus.relayThrough(null);
      pub.disconnect();
      sub.disconnect();
    },
  };
}

function isDomainEvent(value: unknown): value is DomainEvent {
  if (typeof value !== "object" || value === null) return false;
  const { name, payload } = value as Record<string, unknown>;
  return typeof name === "string" && typeof payload === "object" && payload !== null;
}

/**
 * Colyseus' presence calls Redis from timers of its own and leaves some promises unhandled; while
 * Redis is away they reject with ioredis' outage errors, which must not end the process (Node's
 * default for an unhandled rejection). Anything else still does.
 */
export function isRedisOutageError(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  return (
    reason.name === "MaxRetriesPerRequestError" ||
    /^(Connection is closed\.|Stream isn't writeable and enableOfflineQueue options is false)/.test(reason.message) ||
    (reason as NodeJS.ErrnoException).code === "ECONNREFUSED"
  );
}
