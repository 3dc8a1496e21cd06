import { conflict, HttpError } from "../http/errors.ts";

/** The fields of a PostgreSQL error we read (postgres.js and PGlite name these alike). */
interface PgError {
  code?: string;
  detail?: string;
  cause?: unknown;
}

/** The driver's error inside whatever wraps it (drizzle's DrizzleQueryError), on postgres.js and PGlite alike. */
export function pgErrorOf(error: unknown): PgError | null {
  for (let e = error as PgError | undefined; e && typeof e === "object"; e = e.cause as PgError | undefined) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e;
  }
  return null;
}

/** True when a driver error (or one it wraps) is a unique-constraint violation, on postgres.js and PGlite alike. */
export const isUniqueViolation = (error: unknown) => pgErrorOf(error)?.code === "23505";

export const REFERENCE_GONE_MESSAGE = "Something this request refers to was removed meanwhile: reload and try again";
export const STILL_REFERENCED_MESSAGE = "This is still in use elsewhere, so it cannot be removed";
export const BUSY_MESSAGE = "The server was busy with a conflicting change: please try again";
export const UNAVAILABLE_MESSAGE = "The database is unavailable: try again in a moment";

/**
 * Codes of a database that cannot be reached or went away (decision 036): the socket's own
 * (refused, reset, timed out), postgres.js's for a connection that closed, was destroyed or did not
 * connect in time, ours for a statement refused while the database is known down (decision 055), and PostgreSQL's for a server shutting down or starting up (57P01–57P03), for a
 * broken connection (class 08) and for all its connection slots taken (53300).
 */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "CONNECTION_CLOSED",
  "CONNECTION_DESTROYED",
  "CONNECTION_ENDED",
  "CONNECT_TIMEOUT",
  "DATABASE_DOWN",
]);
const SERVER_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** The code by which `error` (or one it wraps, as drizzle's DrizzleQueryError does) says the database cannot be reached. */
export function unreachableDatabaseCode(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  for (let e = error as PgError | undefined; e && typeof e === "object" && !seen.has(e); e = e.cause as PgError) {
    seen.add(e);
    const code = e.code;
    if (typeof code !== "string") continue;
    if (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return code;
  }
  return undefined;
}

export const isDatabaseUnreachable = (error: unknown) => unreachableDatabaseCode(error) !== undefined;

/**
 * A constraint violation or a bad value the database refused, as the 4xx it is: the request
 * raced a change (a pick written while its user was being deleted) or carried a value no check
 * caught earlier; a deadlock or serialization failure the database broke by aborting this request is
 * a 503 worth retrying, and so is a database that cannot be reached (down, restarting, out of
 * connection slots: `isDatabaseUnreachable`). Null for anything else, which stays a 500. Used only by app.onError.
 */
export function databaseRefusal(error: unknown): HttpError | null {
  if (isDatabaseUnreachable(error)) return new HttpError(503, UNAVAILABLE_MESSAGE);
  const pg = pgErrorOf(error);
  if (!pg?.code) return null;
  switch (pg.code) {
    case "23503":
      return conflict(/still referenced/i.test(pg.detail ?? "") ? STILL_REFERENCED_MESSAGE : REFERENCE_GONE_MESSAGE);
    case "23505":
    case "23P01":
      return conflict("This conflicts with something that already exists");
    case "40001":
    case "40P01":
      return new HttpError(503, BUSY_MESSAGE);
    case "23502":
    case "23514":
      return new HttpError(400, "A value in this request is not allowed");
  }
  // Class 22, data exceptions: out-of-range numbers, malformed text for a typed column, over-long values.
  if (pg.code.startsWith("22")) return new HttpError(400, "A value in this request is out of range or malformed");
  return null;
}
