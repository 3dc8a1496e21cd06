import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { type CacheFigures, cacheFigures } from "./cache/index.ts";

/** Everything /metrics serves: a registry of our own, so a second copy of prom-client elsewhere never collides. */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const httpRequestDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "HTTP requests by method, matched route pattern and status",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const eventsPublished = new Counter({
  name: "domain_events_published_total",
  help: "Domain events published by this process",
  labelNames: ["event"] as const,
  registers: [metricsRegistry],
});

export const eventsDelivered = new Counter({
  name: "domain_events_delivered_total",
  help: "Domain events delivered to this process's subscribers (from any process when relayed through Redis)",
  labelNames: ["event"] as const,
  registers: [metricsRegistry],
});

export const eventSubscriberFailures = new Counter({
  name: "domain_event_subscriber_failures_total",
  help: "Subscribers of this process that threw on a delivered event",
  labelNames: ["event"] as const,
  registers: [metricsRegistry],
});

export const jobRuns = new Counter({
  name: "job_runs_total",
  help: "Background job runs on this process by outcome (success or failure)",
  labelNames: ["job", "outcome"] as const,
  registers: [metricsRegistry],
});

export const jobDuration = new Histogram({
  name: "job_duration_seconds",
  help: "Background job run time",
  labelNames: ["job"] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
  registers: [metricsRegistry],
});

/** Publish → delivery on this process of a domain event relayed through Redis (the publisher's clock against ours). */
export const eventBusLag = new Histogram({
  name: "domain_event_bus_lag_seconds",
  help: "Domain events relayed through Redis: time from the publish on any process to the delivery on this one",
  labelNames: ["event"] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [metricsRegistry],
});

/** How long a statement waited for the database before it was sent (PGlite's arrival queue, docs/decisions/009). */
export const databaseQueueWait = new Histogram({
  name: "database_queue_wait_seconds",
  help: "Statements and transactions: time waiting for the database connection before being sent",
  labelNames: ["driver"] as const,
  buckets: [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [metricsRegistry],
});

/** Reads the caches' own tallies (plain numbers on their hot path) into a metric when /metrics is scraped. */
function tallyCaches(metric: Counter<"cache"> | Gauge<"cache">, figure: keyof Omit<CacheFigures, "name">) {
  metric.reset();
  for (const cache of cacheFigures()) metric.inc({ cache: cache.name }, cache[figure]);
}

export const cacheHits = new Counter({
  name: "cache_hits_total",
  help: "In-memory cache reads answered from the cache (or from a read under way), by cache",
  labelNames: ["cache"] as const,
  registers: [metricsRegistry],
  collect() {
    tallyCaches(this, "hits");
  },
});

export const cacheMisses = new Counter({
  name: "cache_misses_total",
  help: "In-memory cache reads that found nothing fresh, by cache",
  labelNames: ["cache"] as const,
  registers: [metricsRegistry],
  collect() {
    tallyCaches(this, "misses");
  },
});

export const cacheEvictions = new Counter({
  name: "cache_evictions_total",
  help: "Entries pushed out of an in-memory cache by its bound, by cache",
  labelNames: ["cache"] as const,
  registers: [metricsRegistry],
  collect() {
    tallyCaches(this, "evictions");
  },
});

export const cacheEntries = new Gauge({
  name: "cache_entries",
  help: "Entries an in-memory cache holds now, by cache",
  labelNames: ["cache"] as const,
  registers: [metricsRegistry],
  collect() {
    tallyCaches(this, "entries");
  },
});
