import { WebSocketClient } from "@colyseus/ws-transport";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { WebSocket } from "ws";
import { installSharedFrames, sendingShared } from "./shared-frames.ts";
import { nextMessages, wsPairs } from "./ws-pair.test-support.ts";

beforeAll(() => installSharedFrames());
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

async function colyseusClients(count: number, serverOptions = {}) {
  const { pairs, close } = await wsPairs(count, {}, serverOptions);
  cleanup = close;
  return pairs.map(({ server, client }, i) => ({ colyseus: new WebSocketClient(`s${i}`, server), server, client }));
}

/** What each server socket was asked to write, by the shared path or by `ws`. */
function recordWrites(server: WebSocket) {
  const socket = (server as unknown as { _socket: { write: (...args: unknown[]) => boolean } })._socket;
  const writes: unknown[] = [];
  const write = socket.write.bind(socket);
  socket.write = (...args: unknown[]) => {
    writes.push(args[0]);
    return write(...args);
  };
  return writes;
}

const bytesOf = (length: number) => Uint8Array.from({ length }, (_, i) => (i * 7) % 256);

describe("shared frames", () => {
  it("send every client the same bytes as one frame written to each, at every frame length form", async () => {
    const clients = await colyseusClients(3);
    const writes = clients.map(({ server }) => recordWrites(server));
    for (const length of [0, 1, 125, 126, 65_535, 65_536, 200_000]) {
      const bytes = bytesOf(length);
      const arrived = Promise.all(clients.map(({ client }) => nextMessages(client, 1)));
      for (const w of writes) w.length = 0;
      sendingShared(() => {
        for (const { colyseus } of clients) colyseus.raw(bytes);
      });
      for (const [message] of await arrived) expect(message!.equals(Buffer.from(bytes))).toBe(true);
      expect(writes.map((w) => w.length)).toEqual([1, 1, 1]);
      expect(writes[1]![0]).toBe(writes[0]![0]);
      expect(writes[2]![0]).toBe(writes[0]![0]);
    }
  });

  it("keep their place among messages `ws` sends before and after", async () => {
    const { colyseus, server, client } = (await colyseusClients(1))[0]!;
    const arrived = nextMessages(client, 3);
    server.send("before");
    sendingShared(() => colyseus.raw(Uint8Array.of(15, 1, 2)));
    server.send("after");
    expect((await arrived).map((m) => m.toString("hex"))).toEqual([
      Buffer.from("text:before").toString("hex"),
      "0f0102",
      Buffer.from("text:after").toString("hex"),
    ]);
  });

  it("wait behind a message `ws` holds back (a Blob being read) by going through `ws`", async () => {
    const { colyseus, server, client } = (await colyseusClients(1))[0]!;
    const arrived = nextMessages(client, 2);
    server.send(new Blob([bytesOf(50_000)]));
    sendingShared(() => colyseus.raw(Uint8Array.of(15, 9)));
    const [first, second] = await arrived;
    expect(first!.length).toBe(50_000);
    expect(second!.toString("hex")).toBe("0f09");
  });

  it("go through `ws` when it compresses, outside a shared send, and with a callback", async () => {
    const { colyseus, server, client } = (await colyseusClients(1, { perMessageDeflate: { threshold: 0 } }))[0]!;
    const writes = recordWrites(server);
    const arrived = nextMessages(client, 4);
    server.send(bytesOf(100_000));
    sendingShared(() => colyseus.raw(Uint8Array.of(15, 1)));
    colyseus.raw(Uint8Array.of(15, 2));
    let called = false;
    sendingShared(() => colyseus.raw(Uint8Array.of(15, 3), undefined, () => (called = true)));
    const messages = await arrived;
    expect(messages[0]!.length).toBe(100_000);
    expect(messages.slice(1).map((m) => m.toString("hex"))).toEqual(["0f01", "0f02", "0f03"]);
    expect(called).toBe(true);
    // Each went through ws' sender: never a single buffer holding the whole frame.
    expect(writes.some((w) => Buffer.isBuffer(w) && w.length === 4 && w[0] === 0x82)).toBe(false);
  });

  it("frame bytes reused with other contents in a later send anew", async () => {
    const { colyseus, client } = (await colyseusClients(1))[0]!;
    const bytes = Uint8Array.of(15, 1);
    const arrived = nextMessages(client, 2);
    sendingShared(() => colyseus.raw(bytes));
    bytes[1] = 2;
    sendingShared(() => colyseus.raw(bytes));
    expect((await arrived).map((m) => m.toString("hex"))).toEqual(["0f01", "0f02"]);
  });
});
