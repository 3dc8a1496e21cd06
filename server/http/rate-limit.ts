import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { Redis } from "ioredis";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { RATE_LIMITS, type RateLimitName, type RouteRateLimit } from "../../shared/domain/rate-limits.ts";
import { env } from "../env.ts";
import type { AppEnv } from "./app-env.ts";
import { clientAddress } from "./client-address.ts";
import { HttpError } from "./errors.ts";

export { RATE_LIMITS, type RateLimitName } from "../../shared/domain/rate-limits.ts";

const limiters = new Map<RateLimitName, RateLimiterAbstract>();
let redis: Redis | null = null;

/** In memory for one process; in Redis (with memory as insurance) when REDIS_URL shares the work. */
function limiterFor(name: RateLimitName): RateLimiterAbstract {
  let limiter = limiters.get(name);
  if (limiter) return limiter;
  const options = { ...RATE_LIMITS[name], keyPrefix: `rate:${name}` };
  const url = env().REDIS_URL;
  if (url) {
    if (!redis) {
      redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
      redis.on("error", () => {}); // while Redis is away the insurance limiter counts; /readyz reports the outage
    }
    limiter = new RateLimiterRedis({
      ...options,
      storeClient: redis,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  } else {
    limiter = new RateLimiterMemory(options);
  }
  limiters.set(name, limiter);
  return limiter;
}

/** Counts one action of `key`; past the limit, a 429 { message } with Retry-After in seconds. */
export async function consumeRateLimit(c: Context, name: RateLimitName, key: string | null | undefined) {
  if (!key || env().RATE_LIMITS === "off") return;
  try {
    await limiterFor(name).consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    c.header("Retry-After", String(seconds));
    throw new HttpError(429, `Too many requests: try again in ${seconds} ${seconds === 1 ? "second" : "seconds"}`);
  }
}

export const limitPerUser = (name: RateLimitName) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await consumeRateLimit(c, name, c.get("user")?.id);
    await next();
  });

export const limitPerAddress = (name: RateLimitName) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await consumeRateLimit(c, name, clientAddress(c));
    await next();
  });

/** The middleware a route contract's limit names. */
export const limitFor = (limit: RouteRateLimit) =>
  limit.per === "user" ? limitPerUser(limit.name) : limitPerAddress(limit.name);

/** On shutdown, and between tests that change REDIS_URL or RATE_LIMITS. */
export async function closeRateLimits() {
  limiters.clear();
  const client = redis;
  redis = null;
  await client?.quit().catch(() => client.disconnect());
}
