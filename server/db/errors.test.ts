import { createServer } from "node:net";
import { DrizzleQueryError } from "drizzle-orm/errors";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { BUSY_MESSAGE, databaseRefusal, isDatabaseUnreachable, UNAVAILABLE_MESSAGE } from "./errors.ts";

/** The error postgres.js gives for a query against `port` (its wire format, not a copy of it). */
async function queryErrorOn(port: number, options: postgres.Options<never> = {}): Promise<unknown> {
  const sql = postgres(`postgres://nobody@127.0.0.1:${port}/none`, { max: 1, onnotice: () => {}, ...options });
  try {
    await sql`select 1`;
    throw new Error("the query succeeded");
  } catch (error) {
    return error;
  } finally {
    await sql.end({ timeout: 0 });
  }
}

/** A loopback port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A server that accepts connections and never answers. */
async function withSilentServer<T>(run: (port: number) => Promise<T>): Promise<T> {
  const sockets = new Set<import("node:net").Socket>();
  const server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    return await run((server.address() as { port: number }).port);
  } finally {
    for (const socket of sockets) socket.destroy();
    server.close();
  }
}

/** PostgreSQL's own error for `code`, as postgres.js builds it from the server's ErrorResponse. */
const serverError = (code: string, message = "") =>
  new postgres.PostgresError({ code, message, severity: "FATAL" } as never);

const wrapped = (cause: Error) => new DrizzleQueryError("select 1", [], cause);

describe("a database that cannot be reached maps to 503", () => {
  it("answers 503 with a message for a refused connection, also when drizzle wraps it", async () => {
    const refused = await queryErrorOn(await closedPort());
    expect((refused as { code?: string }).code).toBe("ECONNREFUSED");
    for (const error of [refused, wrapped(refused as Error)]) {
      const refusal = databaseRefusal(error);
      expect(refusal?.status).toBe(503);
      expect(refusal?.message).toBe(UNAVAILABLE_MESSAGE);
    }
  });

  it("answers 503 for a connection that does not connect in time", async () => {
    const timedOut = await withSilentServer((port) => queryErrorOn(port, { connect_timeout: 0.2 }));
    expect((timedOut as { code?: string }).code).toBe("CONNECT_TIMEOUT");
    expect(databaseRefusal(timedOut)?.message).toBe(UNAVAILABLE_MESSAGE);
  });

  it("answers 503 for a server shutting down, starting up, out of connection slots, or a broken connection (class 08)", () => {
    for (const code of ["57P01", "57P02", "57P03", "53300", "08000", "08003", "08006", "08P01"]) {
      expect(isDatabaseUnreachable(wrapped(serverError(code))), code).toBe(true);
      expect(databaseRefusal(wrapped(serverError(code)))).toMatchObject({ status: 503, message: UNAVAILABLE_MESSAGE });
    }
    // postgres.js's connection errors (its Errors.connection shape) and the socket's own.
    for (const code of ["CONNECTION_CLOSED", "CONNECTION_DESTROYED", "CONNECTION_ENDED", "ECONNRESET", "ETIMEDOUT"]) {
      const error = Object.assign(new Error(`write ${code} 127.0.0.1:5432`), { code, errno: code });
      expect(databaseRefusal(wrapped(error))?.status, code).toBe(503);
    }
  });

  it("leaves other database errors to their own mapping, and anything else a 500", () => {
    expect(isDatabaseUnreachable(wrapped(serverError("23505")))).toBe(false);
    expect(databaseRefusal(wrapped(serverError("23505")))?.status).toBe(409);
    expect(databaseRefusal(wrapped(serverError("40P01")))?.message).toBe(BUSY_MESSAGE);
    expect(databaseRefusal(wrapped(serverError("57014")))).toBeNull(); // a cancelled statement is not an outage
    expect(databaseRefusal(wrapped(serverError("42P01")))).toBeNull();
    expect(databaseRefusal(Object.assign(new Error("no such file"), { code: "ENOENT" }))).toBeNull();
    expect(databaseRefusal(new Error("boom"))).toBeNull();
  });

  it("does not loop on an error that is its own cause", () => {
    const error = new Error("odd") as Error & { cause?: unknown };
    error.cause = error;
    expect(isDatabaseUnreachable(error)).toBe(false);
  });
});
