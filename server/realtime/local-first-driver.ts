import { type IRoomCache, matchMaker, type SortOptions } from "@colyseus/core";
import { RedisDriver } from "@colyseus/redis-driver";
import { Redis } from "ioredis";
import { logger } from "../logger.ts";

type Operations = Parameters<RedisDriver["update"]>[1];

/** A listing's client count reaches Redis at most this often (nothing matchmakes on it: rooms have no limit). */
export const COUNT_WRITE_MS = 1_000;

/**
 * Colyseus' Redis driver, except for the rooms of this process. Our rooms are found with this
 * process's id among their filters (rooms/index.ts), so the listing a join looks for is always
 * one this process wrote: it is answered from the listings held here instead of reading and
 * parsing every listing of every process from Redis (HGETALL) on each join. And a seat
 * reservation's client count (+1, then -1 when its seat is taken or expires) is written with the
 * others once a second rather than as a write of the whole listing per join. Anything else — a
 * lock, metadata, another process's rooms, queries — goes to Redis as before (docs/decisions/041).
 */
export class LocalFirstRedisDriver extends RedisDriver {
  /** This process's listings, the very objects its rooms update. */
  private readonly own = new Map<string, IRoomCache>();
  private readonly countsToWrite = new Map<string, IRoomCache>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    url: string,
    /** This process's matchmaker id (a parameter for tests). */
    private readonly processId: () => string | undefined = () => matchMaker.processId,
  ) {
    super(quietClient(url));
  }

  override findOne(conditions: Partial<IRoomCache>, sortOptions?: SortOptions): Promise<IRoomCache> {
    if (conditions.roomId !== undefined) {
      const listing = this.own.get(conditions.roomId);
      return listing ? Promise.resolve(listing) : super.findOne(conditions, sortOptions);
    }
    if (!this.answersHere(conditions, sortOptions)) return super.findOne(conditions, sortOptions);
    for (const listing of this.own.values()) if (matches(listing, conditions)) return Promise.resolve(listing);
    return Promise.resolve(undefined as unknown as IRoomCache);
  }

  override async persist(room: IRoomCache, create?: boolean): Promise<boolean> {
    if (room.roomId && room.processId === this.processId()) this.own.set(room.roomId, room);
    this.countsToWrite.delete(room.roomId);
    return super.persist(room, create);
  }

  override async update(room: IRoomCache, operations: Operations): Promise<boolean> {
    if (this.own.get(room.roomId) !== room || !countOnly(room, operations)) {
      this.countsToWrite.delete(room.roomId);
      return super.update(room, operations);
    }
    room.clients += operations.$inc?.clients ?? 0;
    this.countsToWrite.set(room.roomId, room);
    this.timer ??= setTimeout(() => this.writeCounts(), COUNT_WRITE_MS).unref();
    return true;
  }

  override async remove(roomId: string): Promise<boolean> {
    this.own.delete(roomId);
    this.countsToWrite.delete(roomId);
    return super.remove(roomId);
  }

  override async cleanup(processId: string): Promise<void> {
    if (processId === this.processId()) this.forgetOwn();
    await super.cleanup(processId);
  }

  override async clear(): Promise<void> {
    this.forgetOwn();
    await super.clear();
  }

  override async shutdown(): Promise<void> {
    this.forgetOwn();
    await super.shutdown();
  }

  private answersHere(conditions: Partial<IRoomCache>, sortOptions?: SortOptions) {
    const ownProcess = this.processId();
    return (
      ownProcess !== undefined && conditions.processId === ownProcess && Object.keys(sortOptions ?? {}).length === 0
    );
  }

  private writeCounts() {
    this.timer = undefined;
    const rooms = [...this.countsToWrite.values()];
    this.countsToWrite.clear();
    for (const room of rooms) {
      super.persist(room).catch((error: unknown) => logger.debug("Could not write a room's client count:", error));
    }
  }

  private forgetOwn() {
    this.own.clear();
    this.countsToWrite.clear();
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/**
 * The driver's connection, made here because Colyseus' driver listens for none of its errors: on
 * its own, every reconnect during a Redis outage printed ioredis' "Unhandled error event". The
 * outage is reported once by the event relay ("Redis lost") and by /readyz (decision 037).
 */
function quietClient(url: string): Redis {
  const client = new Redis(url);
  client.on("error", () => {});
  return client;
}

/** An update that only moves the client count (Colyseus also sets `locked` to what it already is). */
function countOnly(room: IRoomCache, { $set, $inc }: Operations) {
  const fields = room as unknown as Record<string, unknown>;
  return (
    Object.keys($inc ?? {}).every((field) => field === "clients") &&
    Object.entries($set ?? {}).every(([field, value]) => fields[field] === value)
  );
}

/** The driver's own test: each condition equals the listing's field, or else its metadata's. */
function matches(listing: IRoomCache, conditions: Partial<IRoomCache>) {
  const fields = listing as unknown as Record<string, unknown>;
  const metadata = (listing.metadata ?? {}) as Record<string, unknown>;
  for (const [field, value] of Object.entries(conditions)) {
    if (Object.hasOwn(fields, field)) {
      if (fields[field] !== value) return false;
    } else if (!Object.hasOwn(metadata, field) || metadata[field] !== value) return false;
  }
  return true;
}
