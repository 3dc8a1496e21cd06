import { type ClientOptions, WebSocket, WebSocketServer } from "ws";

/**
 * Real `ws` sockets over loopback: a server and `count` clients, each server socket paired with
 * its client. The heartbeat and shared-frame tests speak to these as Colyseus' transport does.
 */
export async function wsPairs(count: number, clientOptions: ClientOptions = {}, serverOptions = {}) {
  const wss = new WebSocketServer({ host: "127.0.0.1", port: 0, ...serverOptions });
  await new Promise<void>((resolve) => wss.once("listening", () => resolve()));
  const { port } = wss.address() as { port: number };
  const pairs: { server: WebSocket; client: WebSocket }[] = [];
  for (let i = 0; i < count; i++) {
    const accepted = new Promise<WebSocket>((resolve) => wss.once("connection", resolve));
    const client = new WebSocket(`ws://127.0.0.1:${port}`, clientOptions);
    await new Promise<void>((resolve, reject) => {
      client.once("open", () => resolve());
      client.once("error", reject);
    });
    pairs.push({ server: await accepted, client });
  }
  const close = async () => {
    for (const { client } of pairs) client.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  };
  return { pairs, close };
}

/** The next `n` messages a client receives, as buffers. */
export function nextMessages(client: WebSocket, n: number): Promise<Buffer[]> {
  return new Promise((resolve) => {
    const got: Buffer[] = [];
    const take = (data: Buffer, isBinary: boolean) => {
      got.push(isBinary ? data : Buffer.from(`text:${data.toString()}`));
      if (got.length === n) {
        client.off("message", take);
        resolve(got);
      }
    };
    client.on("message", take);
  });
}
