/**
 * The version of everything a client and a server exchange in real time: join options, message
 * tables and state shapes. Bump it whenever one of them changes; a client sends it with every
 * join and an older page is refused with `protocolMismatchMessage` instead of misreading state.
 */
export const PROTOCOL_VERSION = 11;

/**
 * Why a join was refused. The values are HTTP statuses: the matchmaker answers with them, and the
 * SDK reports them as the error's `code`.
 */
export const joinRefusal = {
  invalidOptions: 400,
  signInRequired: 401,
  foreignOrigin: 403,
  notFound: 404,
  protocolMismatch: 426,
} as const;

export type JoinRefusal = (typeof joinRefusal)[keyof typeof joinRefusal];

const refusals = new Set<number>(Object.values(joinRefusal));

/** Refusals that joining again cannot cure; anything else (network, a process going away) is worth a retry. */
export function isJoinRefusal(code: unknown): code is JoinRefusal {
  return typeof code === "number" && refusals.has(code);
}

export function protocolMismatchMessage(clientVersion: unknown): string {
  const spoken = typeof clientVersion === "number" ? `protocol ${clientVersion}` : "no protocol version";
  return `This page is out of date (it speaks real-time ${spoken}, the server speaks ${PROTOCOL_VERSION}): reload the page.`;
}
