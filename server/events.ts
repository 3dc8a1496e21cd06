import { EventEmitter } from "node:events";
import type { ChatLine } from "../shared/contracts/league-chat.ts";
import type { LiveGameFields } from "../shared/realtime/week.state.ts";
import { logger } from "./logger.ts";
import { eventSubscriberFailures, eventsDelivered, eventsPublished } from "./metrics.ts";

export type DomainEvents = {
  "pick.saved": { gameId: string; weekId: string };
  /** A player's first pick of a week was saved: the boards of that week (and all time) gain an entry. */
  /** A player's first pick of a week put them on its board (userId: who; without it, boards are rebuilt). */
  "board.entered": { weekId: string; userId?: string };
  /** live: the game's fields as written (a Power-5 game's), which its week rooms show without reading it. */
  "game.updated": { gameId: string; weekId: string; live?: LiveGameFields };
  "game.finalized": { gameId: string; weekId: string };
  /** Regrade all: every final game of these weeks was regraded; one event for the whole season. */
  "games.regraded": { weekIds: string[] };
  "week.synced": { weekId: string | null };
  /**
   * Points or names on boards moved. gameId: a game's grading moved its pickers; userIds: these
   * players moved; neither: anything may have (boards are rebuilt, decision 042).
   */
  "standings.changed": { weekId: string | null; gameId?: string; userIds?: string[] };
  "league.members.changed": { leagueId: string };
  /** A league's own row changed (name, visibility, type, join code): what is kept of it is read again. */
  "league.changed": { leagueId: string };
  /** The members online in a league changed on some process: its rooms re-read who is online. */
  "league.online.changed": { leagueId: string };
  /** A line was stored in a league's chat: its rooms send it to the members watching. */
  "league.chat.posted": { leagueId: string; line: ChatLine };
  /** A chat line was deleted: its rooms tell the members watching. */
  "league.chat.deleted": { leagueId: string; messageId: string };
  /** A member was muted or unmuted in a league's chat: its rooms tell that member only. */
  "league.chat.muted": { leagueId: string; userId: string; mutedUntil: string | null };
  "user.deleted": { userId: string };
  /** A users row changed (profile, role): cached sessions of that user are read again. */
  "user.updated": { userId: string };
  /** Sessions ended (sign-out, expiry, a newer sign-in beyond the cap): their sockets close. */
  "sessions.ended": { sessionIds: string[] };
  /** Questions were added to or removed from a league's trivia (leagueId) or the global bank (null). */
  "trivia.set.changed": { leagueId: string | null };
  /** A player unlocked, answered or submitted trivia on a Central-Time day. */
  "trivia.progress": { userId: string; day: string };
  /**
   * Redis came back after an outage: events other processes published meanwhile never arrived, so this
   * process's rooms and caches read the database again. Delivered in this process only.
   */
  "realtime.resync": Record<string, never>;
};

export type DomainEventName = keyof DomainEvents;
export type DomainEvent = { [K in DomainEventName]: { name: K; payload: DomainEvents[K] } }[DomainEventName];

type Handler<K extends DomainEventName> = (payload: DomainEvents[K]) => void;

/** Carries every published event to the bus of every process, this one included, once each. */
export interface EventRelay {
  send(event: DomainEvent): void;
}

/**
 * Services publish, rooms subscribe. Alone, a process delivers in memory at once; with a relay
 * (Redis, when several processes share the work) an event reaches subscribers only as it comes
 * back from the relay, so the publishing process hears it exactly once, like all the others.
 */
export function createEventBus() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let relay: EventRelay | null = null;

  const deliver = (event: DomainEvent) => {
    eventsDelivered.inc({ event: event.name });
    for (const listener of emitter.listeners(event.name)) {
      try {
        listener(event.payload);
      } catch (error) {
        // A failing subscriber must not fail the request that published, the other subscribers, nor the relay.
        eventSubscriberFailures.inc({ event: event.name });
        logger.error(`A subscriber to ${event.name} failed:`, error);
      }
    }
  };

  return {
    publish<K extends DomainEventName>(name: K, payload: DomainEvents[K]) {
      const event = { name, payload } as DomainEvent;
      eventsPublished.inc({ event: name });
      if (relay) relay.send(event);
      else deliver(event);
    },
    subscribe<K extends DomainEventName>(name: K, handler: Handler<K>): () => void {
      emitter.on(name, handler);
      return () => emitter.off(name, handler);
    },
    /** For the relay: an event that came back from it, handed to this process's subscribers. */
    deliver,
    /** Sends every later publish through `next` (null: back to in-memory delivery). */
    relayThrough(next: EventRelay | null) {
      relay = next;
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;

export const events = createEventBus();
