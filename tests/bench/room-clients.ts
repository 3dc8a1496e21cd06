import http from "node:http";
import WebSocket from "ws";

/**
 * The load generator of the realtime benches, a process of its own (clients in the server's
 * process would slow the server they measure). Its clients speak the Colyseus protocol as thinly
 * as it allows: matchmake over HTTP, open the seat's socket, acknowledge the join, wait for the
 * full state; then each only notes when a state patch arrives, without decoding it, so a
 * Colyseus client costs this process what a bare `ws` client does. Driven by `RoomClients` over IPC.
 */

const JOIN_ROOM = 10;
const ERROR = 11;
const ROOM_STATE = 14;
const ROOM_STATE_PATCH = 15;

export type ClientCommand =
  | { kind: "bare"; set: string; url: string; count: number }
  | {
      kind: "join";
      set: string;
      baseUrl: string;
      room: string;
      options: object;
      cookies: string[];
      /** Joins under way at once; all of them when unset (a storm). */
      concurrency?: number;
      firstRetryMs: number;
      maxRetryMs: number;
    }
  | { kind: "arm"; set: string }
  | { kind: "collect"; set: string }
  | { kind: "close" };

export interface JoinOutcome {
  ms: number;
  joined: number;
  /** Joins tried again after a refusal, a failed socket or a timeout, by reason. */
  retries: Record<string, number>;
}

interface Conn {
  ws: WebSocket;
  /** When the first patch (Colyseus) or message (bare) after `arm` arrived; 0 before. */
  at: number;
}

const sets = new Map<string, Conn[]>();
const lastPatch = new Map<string, Buffer>();
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class JoinFailed extends Error {}

/** The readable part of an error frame (its code, then its message), as a retry's reason. */
const printable = (bytes: Buffer) =>
  bytes
    .toString("latin1")
    .replace(/[^\x20-\x7e]/g, "")
    .slice(0, 60);

function post(url: string, body: object, cookie: string): Promise<{ status: number; text: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        agent,
        timeout: 20_000,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          cookie,
          origin: new URL(url).origin,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on("timeout", () => request.destroy(new JoinFailed("timeout")));
    request.on("error", reject);
    request.end(payload);
  });
}

function track(set: string, ws: WebSocket, patchesOnly: boolean) {
  const conn: Conn = { ws, at: 0 };
  ws.on("message", (data: Buffer) => {
    if (patchesOnly && data[0] !== ROOM_STATE_PATCH) return;
    if (conn.at === 0) conn.at = now();
    if (patchesOnly) lastPatch.set(set, data);
  });
  ws.on("error", () => {});
  return conn;
}

async function joinOnce(command: Extract<ClientCommand, { kind: "join" }>, cookie: string): Promise<WebSocket> {
  const answer = await post(`${command.baseUrl}/matchmake/joinOrCreate/${command.room}`, command.options, cookie);
  if (answer.status !== 200) throw new JoinFailed(`http ${answer.status}`);
  const seat = JSON.parse(answer.text) as {
    sessionId: string;
    roomId: string;
    processId: string;
    publicAddress?: string;
  };
  const host = seat.publicAddress ? `ws://${seat.publicAddress}` : command.baseUrl.replace(/^http/, "ws");
  const ws = new WebSocket(`${host}/${seat.processId}/${seat.roomId}?sessionId=${seat.sessionId}`, {
    headers: { cookie, origin: command.baseUrl },
    perMessageDeflate: false,
  });
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      ws.removeAllListeners("message");
      ws.terminate();
      reject(new JoinFailed(why));
    };
    const timer = setTimeout(() => fail("timeout"), 20_000);
    ws.on("error", (error: Error & { code?: string }) =>
      fail(`socket error ${error.code ?? error.message.slice(0, 40)}`),
    );
    ws.on("close", (code) => fail(`closed ${code}`));
    ws.on("message", (data: Buffer) => {
      if (data[0] === JOIN_ROOM) ws.send(Buffer.from([JOIN_ROOM]));
      else if (data[0] === ERROR) fail(`room error: ${printable(data.subarray(1))}`);
      else if (data[0] === ROOM_STATE) {
        clearTimeout(timer);
        ws.removeAllListeners();
        resolve(ws);
      }
    });
  });
}

async function join(command: Extract<ClientCommand, { kind: "join" }>): Promise<JoinOutcome> {
  const started = performance.now();
  const retries: Record<string, number> = {};
  const conns: Conn[] = [];
  sets.set(command.set, conns);
  let next = 0;
  const one = async (cookie: string) => {
    for (let failures = 0; ; failures++) {
      try {
        conns.push(track(command.set, await joinOnce(command, cookie), true));
        return;
      } catch (error) {
        const why = error instanceof JoinFailed ? error.message : ((error as { code?: string }).code ?? "error");
        retries[why] = (retries[why] ?? 0) + 1;
        const delay = Math.min(command.maxRetryMs, command.firstRetryMs * 2 ** failures);
        await sleep(delay * (0.75 + Math.random() / 2));
      }
    }
  };
  const lanes = command.concurrency ?? command.cookies.length;
  await Promise.all(
    Array.from({ length: Math.min(lanes, command.cookies.length) }, async () => {
      while (next < command.cookies.length) await one(command.cookies[next++]!);
    }),
  );
  return { ms: performance.now() - started, joined: conns.length, retries };
}

async function bare(command: Extract<ClientCommand, { kind: "bare" }>): Promise<JoinOutcome> {
  const started = performance.now();
  const conns: Conn[] = [];
  sets.set(command.set, conns);
  await Promise.all(
    Array.from(
      { length: command.count },
      () =>
        new Promise<void>((resolve, reject) => {
          const ws = new WebSocket(command.url, { perMessageDeflate: false });
          ws.once("open", () => {
            conns.push(track(command.set, ws, false));
            resolve();
          });
          ws.once("error", reject);
        }),
    ),
  );
  return { ms: performance.now() - started, joined: conns.length, retries: {} };
}

async function handle(command: ClientCommand): Promise<unknown> {
  switch (command.kind) {
    case "bare":
      return bare(command);
    case "join":
      return join(command);
    case "arm":
      for (const conn of sets.get(command.set) ?? []) conn.at = 0;
      return null;
    case "collect": {
      const patch = lastPatch.get(command.set);
      return {
        arrivals: (sets.get(command.set) ?? []).map((conn) => conn.at),
        patch: patch ? patch.toString("base64") : null,
      };
    }
    case "close":
      for (const conns of sets.values()) for (const conn of conns) conn.ws.terminate();
      sets.clear();
      agent.destroy();
      return null;
  }
}

process.on("message", (message: { id: number; command: ClientCommand }) => {
  handle(message.command).then(
    (result) => process.send!({ id: message.id, result }),
    (error: Error) => process.send!({ id: message.id, error: error.message }),
  );
});
process.send!({ ready: true });
