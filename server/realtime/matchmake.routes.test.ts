import { describe, expect, it } from "vitest";
import { oneOpensTheRoom } from "./matchmake.routes.ts";

/** A join that has started once it is in `started`, and answers when its gate opens. */
function joins() {
  const started: string[] = [];
  const gates = new Map<string, () => void>();
  const join =
    (name: string, status = 200) =>
    async () => {
      started.push(name);
      await new Promise<void>((open) => gates.set(name, open));
      return new Response("{}", { status });
    };
  const answer = (name: string) => gates.get(name)!();
  return { started, join, answer };
}

/** Every callback and timer due now has run: what was going to start without an answer has started. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe("joins of a room that is not open yet", () => {
  it("wait for the first join to end before they go to the matchmaker, then pass straight through", async () => {
    const { started, join, answer } = joins();
    const key = `week:${Math.random()}`;
    const first = oneOpensTheRoom(key, join("first"));
    const rest = [1, 2, 3].map((n) => oneOpensTheRoom(key, join(`waiter ${n}`)));
    await settled();
    expect(started).toEqual(["first"]);
    answer("first");
    await first;
    await expect.poll(() => started).toEqual(["first", "waiter 1", "waiter 2", "waiter 3"]);
    for (const n of [1, 2, 3]) answer(`waiter ${n}`);
    await Promise.all(rest);
    // The room is open now: joins at once go straight through, side by side.
    started.length = 0;
    const together = [1, 2].map((n) => oneOpensTheRoom(key, join(`later ${n}`)));
    await expect.poll(() => started).toEqual(["later 1", "later 2"]);
    for (const n of [1, 2]) answer(`later ${n}`);
    await Promise.all(together);
  });

  it("after a refused first join, let the next one open the room again", async () => {
    const key = `week:${Math.random()}`;
    const refused = await oneOpensTheRoom(key, async () => new Response("{}", { status: 404 }));
    expect(refused.status).toBe(404);
    const { started, join, answer } = joins();
    const opener = oneOpensTheRoom(key, join("opener"));
    const waiter = oneOpensTheRoom(key, join("waiter"));
    await settled();
    expect(started).toEqual(["opener"]);
    answer("opener");
    await opener;
    await expect.poll(() => started).toEqual(["opener", "waiter"]);
    answer("waiter");
    await waiter;
  });
});
