import { WebSocketClient } from "@colyseus/ws-transport";

/**
 * Loaded with `--import` into the fan-out bench's plain-frames server process only: there
 * `installSharedFrames` (server/realtime/shared-frames.ts) cannot replace `WebSocketClient.raw`, so
 * `ws` frames every patch for each socket, as without shared frames. Says so once, so the bench
 * can check the switch took.
 */
const viaWs = WebSocketClient.prototype.raw;
let declined = false;
Object.defineProperty(WebSocketClient.prototype, "raw", {
  configurable: true,
  get: () => viaWs,
  set: () => {
    if (!declined) console.log("bench: shared frames declined");
    declined = true;
  },
});
