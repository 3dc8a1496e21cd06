import { randomUUID } from "node:crypto";
import { initializeRoomCache } from "@colyseus/core";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { COUNT_WRITE_MS, LocalFirstRedisDriver } from "../../server/realtime/local-first-driver.ts";
import { redisAnswers, workerRedisUrl } from "../support/redis.ts";

const canReachRedis = await redisAnswers();
const url = workerRedisUrl();
const HERE = `here-${randomUUID()}`;
const ELSEWHERE = `elsewhere-${randomUUID()}`;
const redis = new Redis(url, { lazyConnect: true });
const drivers: LocalFirstRedisDriver[] = [];
const roomIds: string[] = [];

afterAll(async () => {
  if (roomIds.length > 0) await redis.hdel("roomcaches", ...roomIds);
  redis.disconnect();
  for (const driver of drivers) await driver.shutdown();
});

function driverOf(processId: string) {
  const driver = new LocalFirstRedisDriver(url, () => processId);
  drivers.push(driver);
  return driver;
}

function listing(processId: string, weekId: string) {
  const roomId = randomUUID();
  roomIds.push(roomId);
  return initializeRoomCache({ name: "week", roomId, processId, metadata: { weekId, processId } });
}

const stored = async (roomId: string) => {
  const raw = await redis.hget("roomcaches", roomId);
  return raw ? (JSON.parse(raw) as { clients: number; locked: boolean }) : null;
};
/** Resolves once `check` holds, asked every 20 ms. */
async function until(check: () => Promise<boolean>, timeoutMs = COUNT_WRITE_MS + 2_000) {
  for (const end = Date.now() + timeoutMs; !(await check()); await new Promise((r) => setTimeout(r, 20))) {
    if (Date.now() > end) throw new Error("timed out waiting for a room listing in Redis");
  }
}

describe.skipIf(!canReachRedis)("the matchmaker's driver", () => {
  it("finds this process's rooms without Redis, and other processes' rooms in it", async () => {
    const here = driverOf(HERE);
    const elsewhere = driverOf(ELSEWHERE);
    const weekId = randomUUID();
    const mine = listing(HERE, weekId);
    const theirs = listing(ELSEWHERE, weekId);
    await here.persist(mine, true);
    await elsewhere.persist(theirs, true);
    await redis.hdel("roomcaches", mine.roomId); // answered from the listing held here, not from Redis
    const conditions = { locked: false, name: "week", private: false, weekId };
    expect(await here.findOne({ ...conditions, processId: HERE }, {})).toBe(mine);
    expect((await here.findOne({ ...conditions, processId: ELSEWHERE }, {}))?.roomId).toBe(theirs.roomId);
    const otherWeek = { ...conditions, processId: HERE, weekId: randomUUID() };
    expect(await here.findOne(otherWeek, {})).toBeUndefined();
    expect(await here.findOne({ roomId: mine.roomId })).toBe(mine);
    await here.update(mine, { $set: { locked: true } });
    expect(await here.findOne({ ...conditions, processId: HERE }, {})).toBeUndefined();
    await here.remove(mine.roomId);
    expect(await here.findOne({ roomId: mine.roomId })).toBeUndefined();
  });

  it("writes client counts together within a second, and anything else at once", async () => {
    const here = driverOf(HERE);
    const room = listing(HERE, randomUUID());
    await here.persist(room, true);
    for (let n = 0; n < 3; n++) await here.update(room, { $inc: { clients: 1 }, $set: { locked: false } });
    expect(room.clients).toBe(3);
    expect((await stored(room.roomId))?.clients).toBe(0);
    await until(async () => (await stored(room.roomId))?.clients !== 0);
    expect((await stored(room.roomId))?.clients).toBe(3);
    await here.update(room, { $inc: { clients: 1 }, $set: { locked: true } });
    expect(await stored(room.roomId)).toMatchObject({ clients: 4, locked: true });
  });

  it("never writes a removed room's listing back", async () => {
    const here = driverOf(HERE);
    const room = listing(HERE, randomUUID());
    await here.persist(room, true);
    await here.update(room, { $inc: { clients: 1 }, $set: { locked: false } });
    await here.remove(room.roomId);
    // Another room's count goes out in the same write, on the same connection, after the removed one's would.
    const other = listing(HERE, randomUUID());
    await here.persist(other, true);
    await here.update(other, { $inc: { clients: 1 }, $set: { locked: false } });
    await until(async () => (await stored(other.roomId))?.clients === 1);
    expect(await stored(room.roomId)).toBeNull();
  });
});
