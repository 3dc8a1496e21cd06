import { afterAll, describe, expect, it } from "vitest";
import { createEventBus, type EventBus } from "../../server/events.ts";
import { metricsRegistry } from "../../server/metrics.ts";
import { connectRedisBackplane, relayEventsThrough } from "../../server/realtime/redis-backplane.ts";
import { redisAnswers, workerRedisUrl } from "../support/redis.ts";

const canReachRedis = await redisAnswers();
const opened: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of opened) await close();
});

/** A bus as one server process has it, relayed through Redis database `url`. */
async function processBus(url: string): Promise<EventBus> {
  const { presence, driver, eventChannel } = await connectRedisBackplane(url);
  const bus = createEventBus();
  const relay = await relayEventsThrough(bus, url, eventChannel);
  opened.push(async () => {
    await relay.close();
    presence?.shutdown();
    await driver?.shutdown();
  });
  return bus;
}

/** Resolves once `check` holds, looked at every 10 ms. */
async function until(check: () => boolean, timeoutMs = 3000) {
  for (const end = Date.now() + timeoutMs; !check(); await new Promise((r) => setTimeout(r, 10))) {
    if (Date.now() > end) throw new Error("timed out waiting for a relayed event");
  }
}

describe("the domain event bus", () => {
  it("delivers in memory, at once and once, with no relay", () => {
    const bus = createEventBus();
    const heard: string[] = [];
    bus.subscribe("pick.saved", (e) => heard.push(e.gameId));
    bus.publish("pick.saved", { gameId: "g1", weekId: "w1" });
    expect(heard).toEqual(["g1"]);
  });

  it("keeps delivering to the other subscribers when one throws, and never throws at the publisher", () => {
    const bus = createEventBus();
    const heard: string[] = [];
    bus.subscribe("user.deleted", () => {
      throw new Error("broken room");
    });
    bus.subscribe("user.deleted", (e) => heard.push(e.userId));
    expect(() => bus.publish("user.deleted", { userId: "u1" })).not.toThrow();
    expect(heard).toEqual(["u1"]);
  });
});

describe.skipIf(!canReachRedis)("the domain event bus through Redis", () => {
  it("starts without Colyseus on Redis when Redis does not answer, and delivers in this process meanwhile", async () => {
    const backplane = await connectRedisBackplane("redis://127.0.0.1:1/0", 500);
    expect(backplane.presence).toBeUndefined();
    const bus = createEventBus();
    const relay = await relayEventsThrough(bus, "redis://127.0.0.1:1/0", backplane.eventChannel);
    opened.push(relay.close);
    expect(relay.connected()).toBe(false);
    const heard: string[] = [];
    bus.subscribe("pick.saved", (e) => heard.push(e.gameId));
    bus.publish("pick.saved", { gameId: "local", weekId: "w" });
    expect(heard).toEqual(["local"]);
  });

  it("delivers every event to every process exactly once, the publishing process included", async () => {
    const url = workerRedisUrl();
    const [a, b] = [await processBus(url), await processBus(url)];
    const heard = { a: [] as string[], b: [] as string[] };
    a.subscribe("pick.saved", (e) => heard.a.push(e.gameId));
    b.subscribe("pick.saved", (e) => heard.b.push(e.gameId));
    a.publish("pick.saved", { gameId: "from-a", weekId: "w" });
    b.publish("pick.saved", { gameId: "from-b", weekId: "w" });
    expect(heard.a).toEqual([]); // nothing short-circuits: the publisher hears it from Redis like everyone
    // Redis keeps one connection's messages in order: each publisher's last event comes after its first.
    a.publish("pick.saved", { gameId: "last-from-a", weekId: "w" });
    b.publish("pick.saved", { gameId: "last-from-b", weekId: "w" });
    await until(() => [heard.a, heard.b].every((h) => h.includes("last-from-a") && h.includes("last-from-b")));
    expect(heard.a.sort()).toEqual(["from-a", "from-b", "last-from-a", "last-from-b"]);
    expect(heard.b.sort()).toEqual(["from-a", "from-b", "last-from-a", "last-from-b"]);
  });

  it("times each relayed event from its publish to its delivery, and hands subscribers the payload alone", async () => {
    const lagCount = async () => {
      const text = await metricsRegistry.metrics(); // what /metrics serves
      const line = text
        .split("\n")
        .find((l) => l.startsWith('domain_event_bus_lag_seconds_count{event="user.deleted"}'));
      return Number(line?.split(" ")[1] ?? 0);
    };
    const url = workerRedisUrl();
    const [a, b] = [await processBus(url), await processBus(url)];
    const heard: unknown[] = [];
    let heardOnA = 0;
    b.subscribe("user.deleted", (e) => heard.push(e));
    a.subscribe("user.deleted", () => heardOnA++);
    const before = await lagCount();
    a.publish("user.deleted", { userId: "lagging" });
    await until(() => heard.length > 0 && heardOnA > 0);
    expect(heard).toEqual([{ userId: "lagging" }]);
    // Delivered on a and on b (and on the buses of earlier tests, still subscribed to this database).
    const after = await lagCount();
    expect(after).toBeGreaterThanOrEqual(before + 2);
    const text = await metricsRegistry.metrics();
    const sum = Number(
      text
        .split("\n")
        .find((l) => l.startsWith('domain_event_bus_lag_seconds_sum{event="user.deleted"}'))!
        .split(" ")[1],
    );
    expect(sum).toBeGreaterThanOrEqual(0);
    expect(sum).toBeLessThan(0.5 * after); // deliveries on one machine, well under half a second each
  });

  it("keeps processes on other Redis databases apart", async () => {
    const url = new URL(workerRedisUrl());
    const other = new URL(url);
    other.pathname = `/${(Number(url.pathname.slice(1)) % 15) + 1}`;
    const [mine, theirs] = [await processBus(url.toString()), await processBus(other.toString())];
    const [heard, heardHere] = [[] as string[], [] as string[]];
    theirs.subscribe("week.synced", (e) => heard.push(String(e.weekId)));
    mine.subscribe("week.synced", (e) => heardHere.push(String(e.weekId)));
    mine.publish("week.synced", { weekId: "mine" });
    // Mine hearing its next event means Redis has handled the first; Redis hands a published message
    // to its subscribers as it handles it, so theirs hearing an event published after that means
    // whatever Redis gave theirs of mine's has arrived too.
    mine.publish("week.synced", { weekId: "mine-after" });
    await until(() => heardHere.includes("mine-after"));
    theirs.publish("week.synced", { weekId: "theirs-after" });
    await until(() => heard.includes("theirs-after"));
    expect(heardHere).toContain("mine");
    expect(heard).not.toContain("mine"); // that database may be another worker's, with events of its own
  });
});
