import { WebSocketClient } from "@colyseus/ws-transport";
import { WebSocket } from "ws";

/** The parts of a `ws` server socket a shared frame reads: all checked, so a `ws` that renames them only falls back. */
interface WsInternals {
  readyState: number;
  _isServer?: boolean;
  _extensions?: Record<string, unknown>;
  _sender?: { _state?: number; _firstFragment?: boolean } | null;
  _socket?: { writable: boolean; write(frame: Buffer): boolean } | null;
}

const SENDER_IDLE = 0;

let sharing = false;
let lastBytes: Uint8Array | undefined;
let lastFrame: Buffer | undefined;

/** A whole unmasked binary WebSocket frame (RFC 6455 §5.2) of `bytes`. */
function binaryFrame(bytes: Uint8Array): Buffer {
  const n = bytes.length;
  const head = n < 126 ? 2 : n < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(head + n);
  frame[0] = 0x82;
  if (n < 126) frame[1] = n;
  else if (n < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(n, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(n), 2);
  }
  frame.set(bytes, head);
  return frame;
}

/**
 * Whether a frame written straight to the socket lands where `ws.send` would put it: an open
 * server socket whose sender holds nothing back (it queues only while compressing or reading a
 * Blob) and is not between the fragments of a message.
 */
function writesInOrder(ws: WsInternals): boolean {
  const sender = ws._sender;
  return (
    ws.readyState === WebSocket.OPEN &&
    ws._isServer === true &&
    ws._extensions?.["permessage-deflate"] === undefined &&
    sender?._state === SENDER_IDLE &&
    sender._firstFragment === true &&
    ws._socket?.writable === true
  );
}

let installed = false;

/**
 * Colyseus sends a patch by calling `client.raw(bytes)` for each client, and `ws` frames it anew
 * for each: a two-buffer header-and-payload write per socket. Within `sendingShared`, the frame is
 * made once and the same buffer written to every socket, one plain write each (~10% of a 5,000-socket
 * broadcast, docs/decisions/048). Anything else (a callback, options, a socket `ws` would queue
 * on) goes through `ws` as before.
 */
export function installSharedFrames() {
  if (installed) return;
  installed = true;
  const proto = WebSocketClient.prototype as unknown as {
    ref: WsInternals;
    raw(this: { ref: WsInternals }, bytes: Uint8Array, options?: unknown, cb?: unknown): void;
  };
  const viaWs = proto.raw;
  proto.raw = function (bytes, options, cb) {
    if (!sharing || options !== undefined || cb !== undefined || !writesInOrder(this.ref))
      return viaWs.call(this, bytes, options, cb);
    if (bytes !== lastBytes) {
      lastFrame = binaryFrame(bytes);
      lastBytes = bytes;
    }
    this.ref._socket!.write(lastFrame!);
  };
}

/**
 * Runs a synchronous broadcast whose clients are all sent the same bytes object: it is framed
 * once. Only for the length of `send`, so a byte array reused later with other contents is
 * framed again.
 */
export function sendingShared<T>(send: () => T): T {
  sharing = true;
  try {
    return send();
  } finally {
    sharing = false;
    lastBytes = undefined;
    lastFrame = undefined;
  }
}
