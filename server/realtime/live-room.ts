import { type Client, Room, RoomInternalState, type RoomOptions } from "@colyseus/core";
import type { MapSchema } from "@colyseus/schema";
import { closeSocketsOfEndedSessions, endsForGood } from "./session-sockets.ts";

/** A dropped socket may resume its seat this long (a blip, not a move to another process). */
export const RECONNECT_WINDOW_S = 20;

/**
 * What every live room shares: the reconnection window, sockets of ended sessions closed, and
 * the event subscriptions it follows ended with it. A room adds its lifecycle and message table.
 */
export abstract class LiveRoom<T extends RoomOptions = RoomOptions> extends Room<T> {
  private readonly stops: (() => void)[] = [];

  constructor() {
    super();
    // Colyseus disposes every room it constructs (one discarded after a failed onCreate too), so this never outlives it.
    this.follow(closeSocketsOfEndedSessions(this as { clients: Iterable<Client> }));
  }

  /** Unsubscribes (of `events.subscribe`) to call when the room is disposed. */
  protected follow(...stops: (() => void)[]) {
    this.stops.push(...stops);
  }

  /**
   * Colyseus asks this on every seat reservation, counting the reserved seats with Object.keys:
   * O(seats) a join, so a storm with thousands of seats waiting for their sockets was quadratic
   * (up to 14% of the server's CPU). Our rooms have no client limit; only a disposing room is full.
   */
  override hasReachedMaxClients(): boolean {
    if (this.maxClients !== Number.POSITIVE_INFINITY) return super.hasReachedMaxClients();
    return Reflect.get(this, "_internalState") === RoomInternalState.DISPOSING;
  }

  async onDrop(client: Client, code?: number) {
    if (endsForGood(code)) return;
    await this.allowReconnection(client, RECONNECT_WINDOW_S).catch(() => {});
  }

  /**
   * Sends what changed in the state now rather than at the next patch tick (up to 50 ms later).
   * While a change waits for the tick, every client that joins gets the whole state encoded anew
   * (Colyseus reuses the encoded state only while no change is pending), which made a join storm
   * cost a full encode per join; sent at once, it costs one per change (docs/decisions/041).
   */
  protected sendChanges() {
    this.broadcastPatch();
  }

  /** A room with more to release overrides this and calls `super.onDispose()`. */
  onDispose(): void | Promise<void> {
    for (const stop of this.stops.splice(0)) stop();
  }
}

/**
 * Upserts plain values into a state map, reusing each entry so only changed fields travel;
 * with `prune`, keys missing from `entries` are removed first.
 */
export function syncMap<V extends object, E extends V>(
  map: MapSchema<E>,
  entries: Iterable<readonly [string, V]>,
  make: () => E,
  { prune = false }: { prune?: boolean } = {},
) {
  const list = [...entries];
  if (prune) {
    const keep = new Set(list.map(([key]) => key));
    for (const key of [...map.keys()]) if (!keep.has(key)) map.delete(key);
  }
  for (const [key, value] of list) {
    const entry = map.get(key) ?? make();
    assignChanged(entry, value);
    if (!map.has(key)) map.set(key, entry);
  }
}

/**
 * Object.assign, except that an array field equal item by item to the one the entry holds is left
 * alone: assigning a new array replaces the field's collection, which sends it whole again.
 */
export function assignChanged(entry: object, value: object) {
  const target = entry as Record<string, unknown>;
  for (const [field, next] of Object.entries(value)) {
    const current = target[field];
    if (Array.isArray(next) && isList(current) && sameItems(current, next)) continue;
    target[field] = next;
  }
}

const isList = (value: unknown): value is { length: number; at(i: number): unknown } =>
  typeof value === "object" && value !== null && typeof (value as { at?: unknown }).at === "function";

function sameItems(current: { length: number; at(i: number): unknown }, next: readonly unknown[]) {
  return current.length === next.length && next.every((item, i) => current.at(i) === item);
}
