import { and, eq, sql } from "drizzle-orm";
import { clock } from "../../clock.ts";
import type { Db } from "../../db/client.ts";
import { db } from "../../db/index.ts";
import { providerCalls } from "../../db/schema/index.ts";
import { type CallBudget, ProviderError } from "../../providers/games/index.ts";

/** The calendar month (UTC) a call is counted in, as stored: "2026-11". */
export const monthOf = (instant: Date) => instant.toISOString().slice(0, 7);

/**
 * Takes one call from `provider`'s budget for the month of `now`, in one statement every process
 * shares: the row is created with 1 or raised by 1 only while it is below `limit`. Returns the
 * calls counted with this one, or null when the month's budget is spent (nothing is written).
 */
export async function reserveProviderCall(
  provider: string,
  limit: number,
  now = clock.now(),
  on: Db = db(),
): Promise<number | null> {
  if (limit < 1) return null;
  const rows = await on
    .insert(providerCalls)
    .values({ provider, month: monthOf(now), calls: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: [providerCalls.provider, providerCalls.month],
      set: { calls: sql`provider_calls.calls + 1`, updatedAt: now },
      setWhere: sql`provider_calls.calls < ${limit}`,
    })
    .returning({ calls: providerCalls.calls });
  return rows[0]?.calls ?? null;
}

/** Calls `provider` has counted in the month of `now` (0 before its first). */
export async function providerCallsUsed(provider: string, now = clock.now()): Promise<number> {
  const [row] = await db()
    .select({ calls: providerCalls.calls })
    .from(providerCalls)
    .where(and(eq(providerCalls.provider, provider), eq(providerCalls.month, monthOf(now))));
  return row?.calls ?? 0;
}

/**
 * The stored monthly budget of a provider's HTTP calls (decision 032): `reserve` runs before each
 * request and throws a `budget_exhausted` ProviderError, having called nobody, once the month's
 * `limit()` calls are spent. The limit is read at each call so a changed setting applies at once.
 */
export function providerCallBudget(provider: string, limit: () => number): CallBudget {
  return {
    async reserve(endpoint) {
      const max = limit();
      const now = clock.now();
      if ((await reserveProviderCall(provider, max, now)) === null) {
        throw new ProviderError(
          `${provider} call budget spent: ${max} calls in ${monthOf(now)} (${endpoint} not sent)`,
          {
            kind: "budget_exhausted",
            endpoint,
          },
        );
      }
    },
  };
}
