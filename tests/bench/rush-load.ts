import type { Side } from "../../shared/domain/enums.ts";
import { type KeptAliveClient, postJson } from "../support/kept-alive-client.ts";

export interface Write {
  gameId: string;
  winner: Side;
}

/** Latency of every answered write, and per client how many were saved (200). */
export interface LoadResult {
  latencies: number[];
  savedPerClient: number[];
  statuses: Map<number, number>;
}

const emptyResult = (clients: number): LoadResult => ({
  latencies: [],
  savedPerClient: Array(clients).fill(0),
  statuses: new Map(),
});

async function timedWrite(baseUrl: string, client: KeptAliveClient, write: Write, result: LoadResult, index: number) {
  const started = performance.now();
  const status = await postJson(baseUrl, "/api/picks", write, client);
  result.latencies.push(performance.now() - started);
  result.statuses.set(status, (result.statuses.get(status) ?? 0) + 1);
  if (status === 200) result.savedPerClient[index]!++;
}

/** One client alone, each write after the last was answered: the latency of an idle server. */
export async function alone(baseUrl: string, client: KeptAliveClient, writes: Write[]) {
  const result = emptyResult(1);
  for (const write of writes) await timedWrite(baseUrl, client, write, result, 0);
  return result;
}

/** Closed loop: every client writes again as soon as its last write is answered, for `seconds`. */
export async function saturate(
  baseUrl: string,
  clients: KeptAliveClient[],
  seconds: number,
  nextWrite: (client: number, n: number) => Write,
) {
  const result = emptyResult(clients.length);
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    clients.map(async (client, index) => {
      for (let n = 0; performance.now() < deadline; n++)
        await timedWrite(baseUrl, client, nextWrite(index, n), result, index);
    }),
  );
  return result;
}

const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

/**
 * Open loop, as browsers before a kickoff: each client sends its writes at their planned offsets
 * (ms from `startAt`, a performance.now() instant), one at a time as an autosave would.
 */
export async function rush(
  baseUrl: string,
  clients: KeptAliveClient[],
  startAt: number,
  plans: { at: number; write: Write }[][],
) {
  const result = emptyResult(clients.length);
  await Promise.all(
    clients.map(async (client, index) => {
      for (const { at, write } of plans[index]!) {
        await sleepUntil(startAt + at);
        await timedWrite(baseUrl, client, write, result, index);
      }
    }),
  );
  return result;
}

export const percentile = (values: number[], p: number) =>
  values.length === 0
    ? NaN
    : values.toSorted((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;
