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

/** Counts one action of `key`: the milliseconds until the window lets it act again, or 0 when it may act now. */
async function waitBefore(name: RateLimitName, key: string | null | undefined): Promise<number> {
  if (!key || env().RATE_LIMITS === "off") return 0;
  try {
    await limiterFor(name).consume(key);
    return 0;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    return Math.max(1, error.msBeforeNext);
  }
}

/** Counts one action of `key`; past the limit, a 429 { message } with Retry-After in seconds. */
export async function consumeRateLimit(c: Context, name: RateLimitName, key: string | null | undefined) {
  const ms = await waitBefore(name, key);
  if (ms === 0) return;
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  c.header("Retry-After", String(seconds));
  throw new HttpError(429, `Too many requests: try again in ${seconds} ${seconds === 1 ? "second" : "seconds"}`);
}

/** Counts one action of `key`; false past the limit, for a route that does less rather than refuse. */
export const withinRateLimit = async (name: RateLimitName, key: string | null | undefined) =>
  (await waitBefore(name, key)) === 0;

/** The signed-in user, else (a public route called signed out) the client address; keys of both kinds never meet. */
export function callerKey(c: Context<AppEnv>): string | null {
  const user = c.get("user");
  if (user) return `user:${user.id}`;
  const address = clientAddress(c);
  return address === null ? null : `address:${address}`;
}

/**
 * The routes without a limit, on purpose (as Hono lists them: method and path), and why. Every other
 * route carries one; tests/api/route-limits.test.ts walks them all.
 */
export const EXEMPT_ROUTES: Record<string, string> = {
  "ALL /*": "middleware of every request, and the built client's files (read from disk, nothing computed)",
  "ALL /assets/*": "the built client's hashed files",
  "ALL /api/*": "middleware of the API, and its 404 for an unknown path",
  "ALL /matchmake/*": "the session check before matchmaking, and its 404 for an unknown path",
  "GET /healthz": "the operators' liveness probe: a limited probe would take a healthy process out of service",
  "GET /readyz": "the operators' readiness probe: a limited probe would take a healthy process out of service",
  "GET /metrics": "answers this machine or the bearer of METRICS_TOKEN only",
};

/** The limit a middleware applies, for tests/api/route-limits.test.ts's walk over every route. */
export const RATE_LIMIT_OF: unique symbol = Symbol("rate limit");
type Limiting = { [RATE_LIMIT_OF]: RouteRateLimit };

/** Marks a middleware or handler that counts `limit` itself (the matchmaking guard, a league link's page). */
export const limiting = <H extends (...args: never[]) => unknown>(handler: H, limit: RouteRateLimit) =>
  Object.assign(handler, { [RATE_LIMIT_OF]: limit }) as H & Limiting;

export const rateLimitOf = (handler: unknown): RouteRateLimit | undefined =>
  (handler as Partial<Limiting> | null)?.[RATE_LIMIT_OF];

export const limitPerUser = (name: RateLimitName) =>
  limiting(
    createMiddleware<AppEnv>(async (c, next) => {
      await consumeRateLimit(c, name, callerKey(c));
      await next();
    }),
    { name, per: "user" },
  );

export const limitPerAddress = (name: RateLimitName) =>
  limiting(
    createMiddleware<AppEnv>(async (c, next) => {
      await consumeRateLimit(c, name, clientAddress(c));
      await next();
    }),
    { name, per: "address" },
  );

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
