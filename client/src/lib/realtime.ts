import type { Client, Room } from "@colyseus/sdk";
import { isJoinRefusal, PROTOCOL_VERSION } from "@shared/realtime/protocol";
import type {
  AnyRoomContract,
  JoinOptionsOf,
  MessageNameOf,
  PayloadOf,
  ReplyOf,
  RoomEventOf,
  StateOf,
} from "@shared/realtime/room-contract";

/**
 * The one owner of real-time connections. A feature joins a room with its shared contract and a
 * sink (its Zustand store); this module joins, re-joins with back-off, and pours each state into
 * the sink as plain data. Adding a room never touches this file.
 */
export type LiveStatus = "connecting" | "connected" | "reconnecting" | "error";

export interface LiveRoomSink<State, Event = never> {
  status(status: LiveStatus, error?: string): void;
  state(state: State): void;
  /** One of the contract's events (`RoomEventOf<contract>`), its payload checked: one that fails the contract is dropped. */
  event?(event: Event): void;
}

export interface LiveRoom<C extends AnyRoomContract> {
  /** Asks the room and waits for its reply, checked against the contract. */
  request<K extends MessageNameOf<C>>(name: K, payload: PayloadOf<C, K>): Promise<ReplyOf<C, K>>;
  leave(): Promise<void>;
}

/** A room's contract, or a loader of it: a page may keep the contract's schemas off its first download. */
export type ContractSource<C extends AnyRoomContract> = C | (() => Promise<C>);

export interface RealtimeSettings {
  /** ws(s)://host of the server (in the browser: the page's own host). */
  endpoint: string;
  /** Extra headers for matchmaking and sockets; browsers send the session cookie themselves. */
  headers?: Record<string, string>;
  /** First wait before joining again after a failure, doubled up to `maxRetryMs`. */
  firstRetryMs?: number;
  maxRetryMs?: number;
}

/** The SDK resumes a dropped seat this many times; then we join afresh, which may land on another process. */
const SEAT_RESUME_ATTEMPTS = 3;

export function createRealtime({ endpoint, headers, firstRetryMs = 500, maxRetryMs = 10_000 }: RealtimeSettings) {
  // The SDK and its state decoder load with the first join, not with the page that joins.
  let client: Promise<Client> | undefined;
  const connect = () =>
    (client ??= import("@colyseus/sdk").then(
      ({ Client }) => new Client(endpoint, headers ? { headers } : undefined),
      (error: unknown) => {
        client = undefined;
        throw error;
      },
    ));
  return {
    join<C extends AnyRoomContract>(
      source: ContractSource<C>,
      options: JoinOptionsOf<C>,
      sink: LiveRoomSink<StateOf<C>, RoomEventOf<C>>,
    ): LiveRoom<C> {
      let contract = typeof source === "function" ? undefined : source;
      let room: Room | null = null;
      let closed = false;
      let failures = 0;
      let retryTimer: ReturnType<typeof setTimeout> | undefined;

      const retry = () => {
        sink.status("reconnecting");
        const delay = Math.min(maxRetryMs, firstRetryMs * 2 ** failures++);
        retryTimer = setTimeout(() => void join(), delay * (0.75 + Math.random() / 2));
      };

      const watch = (joined: Room) => {
        joined.reconnection.maxRetries = SEAT_RESUME_ATTEMPTS;
        joined.onStateChange((state: { toJSON(): StateOf<C> }) => !closed && sink.state(state.toJSON()));
        for (const [name, schema] of Object.entries(contract?.events ?? {})) {
          joined.onMessage(name, (payload: unknown) => {
            const checked = schema.safeParse(payload);
            if (!closed && checked.success) sink.event?.({ name, payload: checked.data } as RoomEventOf<C>);
          });
        }
        joined.onDrop(() => !closed && sink.status("reconnecting"));
        joined.onReconnect(() => !closed && sink.status("connected"));
        joined.onLeave(() => {
          if (room !== joined) return;
          room = null;
          if (!closed) retry();
        });
      };

      const join = async () => {
        try {
          contract ??= await (source as () => Promise<C>)();
          const joined = await (await connect()).joinOrCreate(contract.name, {
            ...(options as object),
            protocol: PROTOCOL_VERSION,
          });
          if (closed) return void joined.leave().catch(() => {});
          failures = 0;
          room = joined;
          watch(joined);
          sink.status("connected");
        } catch (error) {
          if (closed) return;
          const { code, message } = error as { code?: unknown; message?: string };
          if (isJoinRefusal(code)) sink.status("error", message ?? "Live updates are unavailable");
          else retry();
        }
      };

      sink.status("connecting");
      void join();
      return {
        async request(name, payload) {
          if (!room || !contract) throw new Error("Live updates are not connected");
          const reply: unknown = await room.request(name, payload);
          return (contract.messages[name]!.reply?.parse(reply) ?? undefined) as ReplyOf<C, typeof name>;
        },
        async leave() {
          closed = true;
          clearTimeout(retryTimer);
          const current = room;
          room = null;
          await current?.leave().catch(() => {});
        },
      };
    },
  };
}

let browserRealtime: ReturnType<typeof createRealtime> | undefined;

/** Joins a room from the browser, on the page's own host. */
export function joinLiveRoom<C extends AnyRoomContract>(
  contract: ContractSource<C>,
  options: JoinOptionsOf<C>,
  sink: LiveRoomSink<StateOf<C>, RoomEventOf<C>>,
): LiveRoom<C> {
  const { protocol, host } = window.location;
  browserRealtime ??= createRealtime({ endpoint: `${protocol === "https:" ? "wss" : "ws"}://${host}` });
  return browserRealtime.join(contract, options, sink);
}
