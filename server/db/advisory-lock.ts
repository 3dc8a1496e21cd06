import postgres from "postgres";

/** Advisory lock keys of this app (per database); each guards one thing. */
export const advisoryLockKeys = {
  /** Held for the life of the process that runs the background jobs. */
  jobLeader: 7_262_001,
  /** Held while one process applies the migrations at start-up. */
  migrations: 7_262_002,
} as const;

/**
 * One connection of its own for a session-level lock: the lock lives exactly as long as this
 * connection, so nothing may recycle it (no idle or lifetime limit). TCP keepalives on both ends
 * notice a host that froze or vanished without closing its socket; PostgreSQL then ends the
 * session and frees the lock within about 25 s.
 */
function lockConnection(url: string, purpose: string, onclose?: () => void) {
  return postgres(url, {
    max: 1,
    idle_timeout: 0,
    max_lifetime: null,
    connect_timeout: 10,
    keep_alive: 10,
    onnotice: () => {},
    onclose,
    connection: {
      application_name: `gridiron-picks ${purpose} ${process.pid}`,
      tcp_keepalives_idle: "10",
      tcp_keepalives_interval: "5",
      tcp_keepalives_count: "3",
    } as Record<string, string>,
  });
}

/** Runs `work` while holding `key`, waiting for any other holder to finish first. */
export async function withAdvisoryLock<T>(
  url: string,
  key: number,
  purpose: string,
  work: () => Promise<T>,
): Promise<T> {
  const sql = lockConnection(url, purpose);
  try {
    await sql`select pg_advisory_lock(${key}::bigint)`;
    return await work();
  } finally {
    // Ending the session frees the lock, also when `work` failed.
    await sql.end({ timeout: 5 });
  }
}

export interface SessionLock {
  hold(): Promise<boolean>;
  onLost(listener: () => void): void;
  close(): Promise<void>;
}

/** A lock held by this process's session for as long as its connection lives. */
export function openSessionLock(url: string, key: number, purpose: string): SessionLock {
  const listeners: Array<() => void> = [];
  let closing = false;
  const sql = lockConnection(url, purpose, () => {
    if (closing) return;
    for (const listener of listeners) listener();
  });
  return {
    async hold() {
      // Asking again would stack the lock (it is re-entrant), so first look whether this session has it.
      const [row] = await sql<{ held: boolean }[]>`
        select case
          when exists (
            select 1 from pg_locks
            where locktype = 'advisory' and pid = pg_backend_pid() and granted
              and classid = 0 and objid = ${key}::oid and objsubid = 1
          ) then true
          else pg_try_advisory_lock(${key}::bigint)
        end as held`;
      return row!.held;
    },
    onLost(listener) {
      listeners.push(listener);
    },
    async close() {
      closing = true;
      await sql.end({ timeout: 5 });
    },
  };
}
