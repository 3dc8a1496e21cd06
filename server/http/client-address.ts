import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { env } from "../env.ts";

/**
 * The caller's IP address, when the request came in over a socket (in-process requests have none):
 * the peer, or, when the peer is a trusted proxy (TRUSTED_PROXIES), the address it appended last
 * to X-Forwarded-For (nginx's $proxy_add_x_forwarded_for); what the caller wrote before it is not believed.
 */
export function clientAddress(c: Context): string | null {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const peer = incoming?.socket?.remoteAddress ?? null;
  if (peer === null || !isTrustedProxy(peer, env().TRUSTED_PROXIES)) return peer;
  const relayed = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
  return relayed || peer;
}

export function isTrustedProxy(address: string, trusted: readonly string[]): boolean {
  const bare = address.startsWith("::ffff:") ? address.slice(7) : address;
  return trusted.some((entry) =>
    entry === "loopback" ? isLoopbackAddress(address) : entry === bare || entry === address,
  );
}

/** 127.0.0.0/8 and ::1, also in their IPv4-mapped IPv6 forms. */
export function isLoopbackAddress(address: string): boolean {
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  return v4.startsWith("127.") || address === "::1";
}
