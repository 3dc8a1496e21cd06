import { EventEmitter } from "node:events";

export type DomainEvents = {
  "pick.saved": { gameId: string; weekId: string };
  "game.updated": { gameId: string; weekId: string };
  "game.finalized": { gameId: string; weekId: string };
  "week.synced": { weekId: string | null };
  "standings.changed": { weekId: string | null };
  "user.deleted": { userId: string };
};

type Handler<K extends keyof DomainEvents> = (payload: DomainEvents[K]) => void;

const emitter = new EventEmitter();
emitter.setMaxListeners(0);

export const events = {
  publish<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]) {
    emitter.emit(name, payload);
  },
  subscribe<K extends keyof DomainEvents>(name: K, handler: Handler<K>): () => void {
    emitter.on(name, handler);
    return () => emitter.off(name, handler);
  },
};
