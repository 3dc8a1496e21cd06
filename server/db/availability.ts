import postgres, { type Sql } from "postgres";
import { logger } from "../logger.ts";
import { unreachableDatabaseCode } from "./errors.ts";

/** While the database is known down, a probe looks again this often: statements go to it within this of its return. */
export const PROBE_EVERY_MS = 250;
/** A probe (a connection of its own and `select 1`) that takes longer than this says the database is down. */
export const PROBE_TIMEOUT_SECONDS = 2;

/** A statement refused without trying, while the database is known down (a 503, like a refused socket). */
export class DatabaseDown extends Error {
  readonly code = "DATABASE_DOWN";
  constructor() {
    super("The database is down: statements are refused until a probe reaches it again");
  }
}

export interface DatabaseAvailability {
  /** True from a failed probe until one succeeds. */
  isDown(): boolean;
  /** A pool connection closed or failed to open: is the database still there? One probe at a time. */
  check(): void;
  stop(): Promise<void>;
}

/**
 * Whether the database answers, known without each request finding out on its own
 * (docs/decisions/055-refuse-at-once-while-the-database-is-down.md): every pool connection that
 * closes asks a probe, on a connection of its own, which a crashed or stopped server refuses at
 * once; while down it asks again every PROBE_EVERY_MS. The probe's verdict, not the pool's, says
 * down: a busy pool queues, the probe does not.
 */
export function watchAvailability(url: string): DatabaseAvailability {
  let probeSql: Sql | null = null;
  let down = false;
  let probing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const probe = async () => {
    probeSql ??= postgres(url, {
      max: 1,
      connect_timeout: PROBE_TIMEOUT_SECONDS,
      idle_timeout: 5, // not held once the database is back
      backoff: () => 0, // it is asked on a timer of its own
      fetch_types: false,
      onnotice: () => {},
      connection: { application_name: `gridiron-picks probe ${process.pid}` },
    });
    try {
      await probeSql`select 1`;
      if (down) logger.info("Database back: statements go to it again");
      down = false;
    } catch (error) {
      if (!down) {
        const code = unreachableDatabaseCode(error) ?? (error as { code?: unknown }).code ?? "unknown";
        logger.warn(`Database unreachable (${String(code)}): statements are refused at once until it answers`);
      }
      down = true;
    }
    if (down && !stopped) timer = setTimeout(check, PROBE_EVERY_MS).unref();
  };
  const check = () => {
    if (stopped || probing) return;
    clearTimeout(timer);
    probing = probe().finally(() => {
      probing = null;
    });
  };
  return {
    isDown: () => down,
    check,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await probing;
      await probeSql?.end({ timeout: 1 });
    },
  };
}

/** What drizzle and our raw reads call on a pending statement; each returns the statement. */
const QUERY_MODIFIERS = ["values", "raw", "execute", "simple", "describe"] as const;

function refusedStatement(): Promise<never> {
  const refused = Promise.reject(new DatabaseDown());
  refused.catch(() => {}); // rejected for whoever awaits it; not an unhandled rejection meanwhile
  const statement = refused as Promise<never> & Record<string, unknown>;
  for (const name of QUERY_MODIFIERS) statement[name] = () => statement;
  statement.cancel = () => {};
  return statement;
}

/**
 * `client` refusing every statement and transaction at once while `availability` says the
 * database is down, instead of sending it to a pool that would try to connect (and, with
 * postgres.js' back-off, wait up to 20 s before trying).
 */
export function refusingWhileDown(client: Sql, availability: DatabaseAvailability): Sql {
  return new Proxy(client, {
    get(target, key) {
      const value = Reflect.get(target, key, target) as unknown;
      if (key === "unsafe") {
        const unsafe = value as Sql["unsafe"];
        return (...args: Parameters<Sql["unsafe"]>) =>
          availability.isDown() ? refusedStatement() : unsafe.apply(target, args);
      }
      if (key === "begin") {
        const begin = value as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) => (availability.isDown() ? refusedStatement() : begin.apply(target, args));
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
