import { describe, expect, it } from "vitest";
import { oneOpensTheRoom } from "./matchmake.routes.ts";

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("joins of a room that is not open yet", () => {
  it("wait for the first join to end before they go to the matchmaker, then pass straight through", async () => {
    const started: string[] = [];
    const join =
      (name: string, ms: number, status = 200) =>
      async () => {
        started.push(name);
        await later(ms);
        return new Response("{}", { status });
      };
    const key = `week:${Math.random()}`;
    const first = oneOpensTheRoom(key, join("first", 50));
    const rest = [1, 2, 3].map((n) => oneOpensTheRoom(key, join(`waiter ${n}`, 0)));
    await later(20);
    expect(started).toEqual(["first"]);
    await Promise.all([first, ...rest]);
    expect(started).toEqual(["first", "waiter 1", "waiter 2", "waiter 3"]);
    // The room is open now: joins at once go straight through, side by side.
    started.length = 0;
    const together = [1, 2].map((n) => oneOpensTheRoom(key, join(`later ${n}`, 30)));
    await later(10);
    expect(started).toEqual(["later 1", "later 2"]);
    await Promise.all(together);
  });

  it("after a refused first join, let the next one open the room again", async () => {
    const key = `week:${Math.random()}`;
    const refused = await oneOpensTheRoom(key, async () => new Response("{}", { status: 404 }));
    expect(refused.status).toBe(404);
    const started: string[] = [];
    const slow = (name: string) => async () => {
      started.push(name);
      await later(30);
      return new Response("{}", { status: 200 });
    };
    const opener = oneOpensTheRoom(key, slow("opener"));
    const waiter = oneOpensTheRoom(key, slow("waiter"));
    await later(10);
    expect(started).toEqual(["opener"]);
    await Promise.all([opener, waiter]);
    expect(started).toEqual(["opener", "waiter"]);
  });
});
