import { createServer } from "node:net";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { afterEach, describe, expect, it } from "vitest";
import { type DatabaseAvailability, refusingWhileDown, watchAvailability } from "./availability.ts";
import { databaseRefusal, UNAVAILABLE_MESSAGE } from "./errors.ts";

/** A loopback port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const opened: Array<{ availability: DatabaseAvailability; client: postgres.Sql }> = [];
afterEach(async () => {
  for (const { availability, client } of opened.splice(0)) {
    await availability.stop();
    await client.end({ timeout: 0 });
  }
});

describe("a database known to be down", () => {
  it("is found down by the probe a closing connection asks for, and its statements are then refused without trying", async () => {
    const url = `postgres://nobody@127.0.0.1:${await closedPort()}/none`;
    const availability = watchAvailability(url);
    const client = postgres(url, { max: 1, onnotice: () => {}, onclose: () => availability.check() });
    opened.push({ availability, client });
    const db = drizzle(refusingWhileDown(client, availability));

    expect(availability.isDown()).toBe(false);
    await expect(db.execute(sql`select 1`)).rejects.toThrow(); // the pool finds out; its connection closes
    for (let i = 0; i < 100 && !availability.isDown(); i++) await new Promise((r) => setTimeout(r, 10));
    expect(availability.isDown()).toBe(true);

    const started = performance.now();
    const refused = await db.execute(sql`select 1`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(performance.now() - started).toBeLessThan(50);
    expect(databaseRefusal(refused)).toMatchObject({ status: 503, message: UNAVAILABLE_MESSAGE });
    await expect(db.transaction(async () => {})).rejects.toMatchObject({ code: "DATABASE_DOWN" });
  });
});
