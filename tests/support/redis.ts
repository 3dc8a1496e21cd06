import { createConnection } from "node:net";
import { RedisPresence } from "@colyseus/redis-presence";
import { multiProcessUrls } from "./server-process.ts";

/**
 * A Redis database of this test worker's own (pub/sub channels are shared by all databases, but
 * Colyseus names its channels after random ids and our domain events after the database number).
 */
export function workerRedisUrl(): string {
  const url = new URL(multiProcessUrls.redis);
  url.pathname = `/${1 + (Number(process.env.VITEST_POOL_ID ?? 0) % 15)}`;
  return url.toString();
}

/** Whether Redis answers PING (CI's machine has one at 127.0.0.1:6379). */
export function redisAnswers(url = multiProcessUrls.redis, timeoutMs = 1000): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("error", () => done(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => done(data.toString().startsWith("+PONG")));
  });
}

/** Forgets the room listings and process stats a killed process left behind in this database. */
export async function forgetColyseusState(url: string) {
  const presence = new RedisPresence(url);
  await presence.del("roomcaches");
  await presence.del("roomcount");
  presence.shutdown();
}
