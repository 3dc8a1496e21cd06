import { Redis } from "ioredis";
import { WebSocketServer } from "ws";

/**
 * The fan-out bench's baseline, a process of its own: a bare `ws` server that sends each payload
 * published on BARE_CHANNEL (base64) to every socket it holds, the way Colyseus sends one patch.
 */
const wss = new WebSocketServer({ host: "127.0.0.1", port: 0, perMessageDeflate: false });
wss.on("listening", () => {
  const address = wss.address();
  console.log(`Listening on http://127.0.0.1:${typeof address === "string" || !address ? address : address.port}`);
});
const sub = new Redis(process.env.BARE_REDIS_URL ?? "redis://127.0.0.1:6379");
await sub.subscribe(process.env.BARE_CHANNEL ?? "bench-bare");
sub.on("message", (_channel: string, message: string) => {
  const payload = Buffer.from(message, "base64");
  for (const ws of wss.clients) ws.send(payload, { binary: true });
});
process.on("SIGTERM", () => {
  for (const ws of wss.clients) ws.terminate();
  wss.close();
  sub.disconnect();
  process.exit(0);
});
