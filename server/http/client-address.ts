import type { IncomingMessage } from "node:http";
import type { Context } from "hono";

/** The caller's IP address, when the request came in over a socket (in-process requests have none). */
export function clientAddress(c: Context): string | null {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? null;
}

/** 127.0.0.0/8 and ::1, also in their IPv4-mapped IPv6 forms. */
export function isLoopbackAddress(address: string): boolean {
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  return v4.startsWith("127.") || address === "::1";
}
