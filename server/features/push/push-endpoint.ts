import { isIP } from "node:net";
import { PUSH_ENDPOINT_PRIVATE_MESSAGE } from "../../../shared/contracts/push.ts";
import { ValidationError } from "../../domain-errors.ts";
import { env } from "../../env.ts";

/** Names that never mean a public host (RFC 6761 localhost, RFC 6762 .local, RFC 8375 home.arpa, ICANN's .internal). */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|home\.arpa)$/;

/** The endpoint's host as WHATWG URL canonicalises it (2130706433 and 0x7f.1 are 127.0.0.1), IPv6 without brackets. */
export function endpointHost(endpoint: string): string {
  const host = new URL(endpoint).hostname.replace(/\.$/, "");
  return host.startsWith("[") ? host.slice(1, -1) : host;
}

/** Whether PUSH_ALLOWED_PRIVATE_ADDRESSES lets this endpoint's literal address through. */
export function isAllowedPrivateEndpoint(endpoint: string): boolean {
  return env().PUSH_ALLOWED_PRIVATE_ADDRESSES.includes(endpointHost(endpoint));
}

/**
 * A new subscription's endpoint must name a push service by a public host name (decision 052):
 * browsers' push services always do, so any IP literal, `localhost` or other local name, or a name
 * of one label is refused. A name's addresses are checked on every send instead, after DNS
 * (push.sender.ts), where a name that resolves, or later rebinds, to a private address is refused.
 */
export function assertPublicEndpoint(endpoint: string) {
  if (isAllowedPrivateEndpoint(endpoint)) return;
  const host = endpointHost(endpoint).toLowerCase();
  if (isIP(host) !== 0 || !host.includes(".") || LOCAL_NAME.test(host)) {
    throw new ValidationError(PUSH_ENDPOINT_PRIVATE_MESSAGE);
  }
}
