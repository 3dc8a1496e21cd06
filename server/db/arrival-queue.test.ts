import { describe, expect, it } from "vitest";
import { createArrivalQueue, inArrivalOrder } from "./arrival-queue.ts";

/** A statement that records its name when it runs and then takes a turn of the event loop. */
const statement = (ran: string[], name: string) => async () => {
  ran.push(name);
  await new Promise((resolve) => setImmediate(resolve));
  return name;
};

describe("the arrival queue", () => {
  it("runs every statement of an earlier request before those of requests that arrived after it", async () => {
    const queue = createArrivalQueue();
    const ran: string[] = [];
    const request = (name: string) =>
      inArrivalOrder(async () => {
        await queue.run(statement(ran, `${name}1`));
        await Promise.resolve(); // a few promise callbacks before the next statement, as a mapper's
        await queue.run(statement(ran, `${name}2`));
        await Promise.resolve().then(() => Promise.resolve());
        return queue.run(statement(ran, `${name}3`));
      });
    await Promise.all([request("a"), request("b"), request("c")]);
    expect(ran).toEqual(["a1", "a2", "a3", "b1", "b2", "b3", "c1", "c2", "c3"]);
  });

  it("reports how long each statement waited before it was sent", async () => {
    const waits: number[] = [];
    const queue = createArrivalQueue({ onWait: (seconds) => waits.push(seconds) });
    const slow = () => new Promise((resolve) => setTimeout(resolve, 50));
    await Promise.all([queue.run(slow), queue.run(async () => "behind it")]);
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeLessThan(0.04);
    expect(waits[1]).toBeGreaterThanOrEqual(0.045); // it waited for the slow one
  });

  it("places a statement sent outside any request when it is sent, after the requests already waiting", async () => {
    const queue = createArrivalQueue();
    const ran: string[] = [];
    const first = inArrivalOrder(async () => {
      await queue.run(statement(ran, "a1"));
      return queue.run(statement(ran, "a2"));
    });
    const job = queue.run(statement(ran, "job"));
    const later = inArrivalOrder(() => queue.run(statement(ran, "b1")));
    await Promise.all([first, job, later]);
    expect(ran).toEqual(["a1", "a2", "job", "b1"]);
  });

  it("queues what a request left behind, a timer it set, anew once the request has been answered", async () => {
    const queue = createArrivalQueue();
    const ran: string[] = [];
    let timer!: Promise<string>;
    await inArrivalOrder(() => {
      timer = new Promise((resolve) => setTimeout(() => resolve(queue.run(statement(ran, "timer"))), 10));
    });
    const slow = async () => {
      ran.push("b1");
      await new Promise((resolve) => setTimeout(resolve, 40)); // the timer fires meanwhile
      return "b1";
    };
    const request = inArrivalOrder(async () => {
      await queue.run(slow);
      return queue.run(statement(ran, "b2"));
    });
    await Promise.all([request, timer]);
    expect(ran).toEqual(["b1", "b2", "timer"]);
  });

  it("answers each caller with its own statement's result or error and goes on after a failure", async () => {
    const queue = createArrivalQueue();
    const failing = queue.run(async () => {
      throw new Error("refused");
    });
    const throwing = queue.run((): Promise<string> => {
      throw new Error("thrown before a promise");
    });
    await expect(failing).rejects.toThrow("refused");
    await expect(throwing).rejects.toThrow("thrown before a promise");
    expect(await queue.run(async () => 42)).toBe(42);
    expect(queue.waiting).toBe(0);
  });

  it("lets the event loop read new work between statements instead of chaining them in promise callbacks", async () => {
    const queue = createArrivalQueue();
    const ran: string[] = [];
    const busy = Promise.all(Array.from({ length: 5 }, (_, i) => queue.run(async () => void ran.push(`s${i}`))));
    setImmediate(() => ran.push("io"));
    await busy;
    expect(ran).toContain("io"); // ran before the last statement did
    expect(ran.indexOf("io")).toBeLessThan(ran.indexOf("s4"));
  });
});
