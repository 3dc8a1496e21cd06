import { afterEach, describe, expect, it } from "vitest";
import type { WebSocket } from "ws";
import { type HeartbeatSocket, HeartbeatTurns } from "./heartbeat-turns.ts";
import { nextMessages, wsPairs } from "./ws-pair.test-support.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

/** Server sockets as Colyseus' transport keeps them: a pong sets pingCount back to 0. */
function asColyseusKeepsThem(sockets: WebSocket[]) {
  return sockets.map((ws) => {
    const socket = Object.assign(ws, { pingCount: 0 });
    ws.on("pong", () => (socket.pingCount = 0));
    return socket as WebSocket & HeartbeatSocket;
  });
}

describe("HeartbeatTurns", () => {
  it("pings each socket once an interval, a share of them a turn", async () => {
    const { pairs, close } = await wsPairs(25);
    cleanup = close;
    const pings = pairs.map(() => 0);
    for (const [i, { client }] of pairs.entries()) client.on("ping", () => pings[i]!++);
    const turns = new HeartbeatTurns(10, 2);
    for (const socket of asColyseusKeepsThem(pairs.map((p) => p.server))) turns.add(socket);

    // 25 sockets dealt round 10 turns: the first five turns hold three, the rest two.
    const total = () => pings.reduce((a, b) => a + b, 0);
    for (let tick = 0; tick < 20; tick++) {
      const expected = total() + (tick % 10 < 5 ? 3 : 2);
      turns.tick();
      await expect.poll(total).toBe(expected);
    }
    // A message sent after the last tick reaches each client behind every ping sent before it.
    await Promise.all(
      pairs.map(({ server, client }) => {
        const arrived = nextMessages(client, 1);
        server.send("after the last tick");
        return arrived;
      }),
    );
    expect(pings).toEqual(pairs.map(() => 2));
  });

  it("ends a socket that leaves its pings unanswered and keeps those that answer", async () => {
    const { pairs, close } = await wsPairs(3);
    cleanup = close;
    const silent = await wsPairs(1, { autoPong: false });
    const previous = cleanup;
    cleanup = async () => {
      await silent.close();
      await previous();
    };
    const all = [...pairs, ...silent.pairs];
    const closed = all.map(() => false);
    for (const [i, { client }] of all.entries()) client.on("close", () => (closed[i] = true));
    const turns = new HeartbeatTurns(2, 2);
    for (const socket of asColyseusKeepsThem(all.map((p) => p.server))) turns.add(socket);

    // Two unanswered pings, then the third visit of its turn ends it; the others answered every one.
    for (let tick = 0; tick < 8; tick++) {
      turns.tick();
      await sleep(100);
    }
    await expect.poll(() => closed).toEqual([false, false, false, true]);
  });

  it("forgets a socket once it closes", async () => {
    const { pairs, close } = await wsPairs(2);
    cleanup = close;
    const [gone, stays] = asColyseusKeepsThem(pairs.map((p) => p.server));
    const turns = new HeartbeatTurns(1, 2);
    turns.add(gone!);
    turns.add(stays!);
    let pingsToGone = 0;
    pairs[0]!.client.on("ping", () => pingsToGone++);
    pairs[0]!.client.close();
    await expect.poll(() => gone!.readyState).toBe(3);
    const pinged: unknown[] = [];
    for (const socket of [gone!, stays!]) {
      const ping = socket.ping.bind(socket);
      socket.ping = (cb) => {
        pinged.push(socket);
        ping(cb);
      };
    }
    turns.tick();
    expect(pinged).toEqual([stays]);
    expect(pingsToGone).toBe(0);
  });
});
