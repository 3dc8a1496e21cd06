import { matchMaker, type Presence } from "@colyseus/core";
import { events } from "../events.ts";
import { logger } from "../logger.ts";

/** Each process rewrites its entry this often while it has members online… */
export const ONLINE_HEARTBEAT_MS = 15_000;
/** …and an entry older than this is a process that went away without saying so (a crash). */
const ONLINE_STALE_MS = 45_000;

export interface OnlineUser {
  userId: string;
  handle: string;
}

interface ProcessEntry {
  at: number;
  members: OnlineUser[];
}

/**
 * Who is online in one league, across processes. Each process's room copy writes the members
 * connected to it as one field (its process id) of a presence hash — Redis with REDIS_URL,
 * memory otherwise — and says so with `league.online.changed`; every copy then reads the whole
 * hash. Readers drop fields that stopped beating, so a crashed process's members go offline.
 */
export class LeagueOnline {
  private readonly local = new Map<string, OnlineUser>();
  /** Connections per user here: a join storm asks add() 1,000 times, so it must not walk them all. */
  private readonly connections = new Map<string, number>();
  private readonly key: string;

  constructor(
    private readonly presence: Presence,
    private readonly leagueId: string,
    private readonly show: (members: OnlineUser[]) => void,
  ) {
    this.key = `league-online:${leagueId}`;
  }

  /** A member's connection (by session id) opened; returns whether the set of members changed. */
  add(sessionId: string, user: OnlineUser) {
    const previous = this.local.get(sessionId);
    this.local.set(sessionId, user);
    if (previous?.userId === user.userId) return false;
    const left = previous ? this.counted(previous.userId, -1) === 0 : false;
    return this.counted(user.userId, 1) === 1 || left;
  }

  remove(sessionId: string) {
    const previous = this.local.get(sessionId);
    if (!previous) return false;
    this.local.delete(sessionId);
    return this.counted(previous.userId, -1) === 0;
  }

  /** Writes this process's entry and tells every copy of the room to read again. */
  async publish() {
    await this.write();
    events.publish("league.online.changed", { leagueId: this.leagueId });
  }

  /** Rewrites this process's entry (so it does not go stale) and forgets the entries that did. */
  async heartbeat() {
    if (this.local.size > 0) await this.write();
    await this.read();
  }

  async read() {
    const fields = await this.presence.hgetall(this.key);
    const now = Date.now();
    const online = new Map<string, OnlineUser>();
    for (const [processId, raw] of Object.entries(fields ?? {})) {
      const entry = parse(raw);
      if (!entry || now - entry.at > ONLINE_STALE_MS) {
        await this.presence.hdel(this.key, processId);
        continue;
      }
      for (const member of entry.members) online.set(member.userId, member);
    }
    this.show([...online.values()]);
  }

  async dispose() {
    this.local.clear();
    this.connections.clear();
    await this.publish().catch((error: unknown) => logger.warn("Could not clear who is online:", error));
  }

  private counted(userId: string, by: number) {
    const now = (this.connections.get(userId) ?? 0) + by;
    if (now > 0) this.connections.set(userId, now);
    else this.connections.delete(userId);
    return now;
  }

  private async write() {
    const members = [...new Map([...this.local.values()].map((user) => [user.userId, user])).values()];
    if (members.length === 0) await this.presence.hdel(this.key, matchMaker.processId);
    else
      await this.presence.hset(
        this.key,
        matchMaker.processId,
        JSON.stringify({ at: Date.now(), members } satisfies ProcessEntry),
      );
  }
}

function parse(raw: string): ProcessEntry | null {
  try {
    const value = JSON.parse(raw) as ProcessEntry;
    return typeof value.at === "number" && Array.isArray(value.members) ? value : null;
  } catch {
    return null;
  }
}
