import type { Sql } from "postgres";
import { databaseQueueWait } from "../metrics.ts";

const observe = (since: number) =>
  databaseQueueWait.observe({ driver: "postgres" }, (performance.now() - since) / 1000);

/**
 * postgres.js with each statement's wait for a connection of the pool measured into
 * `database_queue_wait_seconds{driver="postgres"}`: a statement from its call (drizzle's are sent
 * when awaited, at once in our code) to the moment a connection sends it, which postgres.js marks
 * by setting the query's `state` (postgres 3.4; tests/api/database-pool-wait.test.ts fails if that
 * changes), and a transaction from `begin` to its callback. A statement waits when every connection
 * is held by a transaction, or full, or still connecting; one pipelined onto a busy connection is
 * sent at once (it waits in PostgreSQL, which its route's latency shows). Statements inside a
 * transaction use its connection and are not counted.
 */
export function timingPoolWaits(client: Sql): Sql {
  return new Proxy(client, {
    get(target, key) {
      const value = Reflect.get(target, key, target) as unknown;
      if (key === "unsafe") {
        const unsafe = value as Sql["unsafe"];
        return (...args: Parameters<Sql["unsafe"]>) => timedUntilSent(unsafe.apply(target, args));
      }
      if (key === "begin") {
        const begin = value as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) => {
          const since = performance.now();
          const body = args.at(-1) as (tx: unknown) => unknown;
          args[args.length - 1] = (tx: unknown) => {
            observe(since);
            return body(tx);
          };
          return begin.apply(target, args);
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

function timedUntilSent<Q extends object>(query: Q): Q {
  const since = performance.now();
  let state = (query as { state?: unknown }).state;
  let sent = false;
  Object.defineProperty(query, "state", {
    configurable: true,
    enumerable: true,
    get: () => state,
    set(value: unknown) {
      state = value;
      if (sent) return;
      sent = true;
      observe(since);
    },
  });
  return query;
}
