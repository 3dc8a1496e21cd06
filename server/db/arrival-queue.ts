import { AsyncLocalStorage, AsyncResource } from "node:async_hooks";
import type { PGlite } from "@electric-sql/pglite";
import { databaseQueueWait } from "../metrics.ts";

interface Place {
  ticket: number;
  /** False once the request has been answered: what it left behind (a timer) queues anew. */
  open: boolean;
}

/** The place in line of the request (or other piece of work) whose code is running. */
const arrival = new AsyncLocalStorage<Place>();
let tickets = 0;
/** Whether any arrival queue exists (a PGlite database): without one a place in line orders nothing. */
let queues = 0;
export const arrivalQueuesInUse = () => queues > 0;

/**
 * Runs `work` with a place in line taken now: every statement it sends through an arrival queue
 * goes before those of work that arrived later, so a request that needs several statements is
 * not sent to the back of the line again after each one.
 */
export async function inArrivalOrder<T>(work: () => T | Promise<T>): Promise<T> {
  const place = { ticket: ++tickets, open: true };
  try {
    return await arrival.run(place, work);
  } finally {
    place.open = false;
  }
}

const ticketNow = () => {
  const place = arrival.getStore();
  return place?.open ? place.ticket : ++tickets;
};

interface Waiting {
  ticket: number;
  seq: number;
  start: () => void;
}

const before = (a: Waiting, b: Waiting) => a.ticket < b.ticket || (a.ticket === b.ticket && a.seq < b.seq);

/**
 * One statement at a time, the earliest arrival first (a statement sent outside a request, by a
 * background job or a timer, takes its place when sent). Each starts from the event loop, not
 * from the previous one's promise: PGlite runs a statement synchronously, and a chain of them in
 * promise callbacks kept the server from accepting connections and reading requests until the
 * chain ended, so clients already connected took turn after turn while new ones waited
 * (docs/decisions/009).
 */
export function createArrivalQueue({ onWait }: { onWait?: (seconds: number) => void } = {}) {
  queues++;
  const waiting: Waiting[] = []; // in order, the earliest first
  let running = false;
  let seq = 0;

  const enqueue = (item: Waiting) => {
    // Tickets mostly grow, so a new statement's place is at or near the end.
    let at = waiting.length;
    while (at > 0 && before(item, waiting[at - 1]!)) at--;
    waiting.splice(at, 0, item);
  };

  // The next statement is chosen in the event loop's turn, after the promise callbacks of the
  // last one: by then its request has sent its next statement, which goes first.
  const runNext = () => {
    const item = waiting.shift();
    running = Boolean(item);
    item?.start();
  };
  const next = () => setImmediate(runNext);

  return {
    run<T>(statement: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const queuedAt = performance.now();
        const start = AsyncResource.bind(() => {
          onWait?.((performance.now() - queuedAt) / 1000);
          void Promise.resolve().then(statement).then(resolve, reject).finally(next);
        });
        enqueue({ ticket: ticketNow(), seq: seq++, start });
        if (!running) {
          running = true;
          next();
        }
      });
    },
    get waiting() {
      return waiting.length;
    },
  };
}

export type ArrivalQueue = ReturnType<typeof createArrivalQueue>;

/**
 * `client` with its statements and transactions sent through an arrival queue (statements inside
 * a transaction go through the transaction's own handle, which the queue already let in).
 */
export function inArrivalQueue(
  client: PGlite,
  queue = createArrivalQueue({ onWait: (seconds) => databaseQueueWait.observe({ driver: "pglite" }, seconds) }),
): PGlite {
  const queued = new Set<PropertyKey>(["query", "exec", "transaction"]);
  return new Proxy(client, {
    get(target, key) {
      const value = Reflect.get(target, key, target) as unknown;
      if (typeof value !== "function") return value;
      const method = value.bind(target) as (...args: unknown[]) => Promise<unknown>;
      return queued.has(key) ? (...args: unknown[]) => queue.run(() => method(...args)) : method;
    },
  });
}
