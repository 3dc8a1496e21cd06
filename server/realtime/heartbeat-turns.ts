/** A socket as Colyseus' transport keeps it: `pingCount` is set to 0 on each pong it gets. */
export interface HeartbeatSocket {
  pingCount: number;
  ping(cb: (error?: Error) => void): void;
  terminate(): void;
  once(event: "close", listener: () => void): unknown;
}

const noop = () => {};

/**
 * Colyseus' heartbeat rule, cut into turns: each socket is pinged once an interval and cut off
 * after `maxUnanswered` pings without a pong, but a socket is pinged only in its own turn (of
 * `turns` an interval, given round the sockets as they come). Colyseus pings every socket at once:
 * at 5,000 a ~60 ms stall every 3 s (the pings, then the pongs to read), and a score sent in it
 * waited; in turns, each tick costs a tenth of that (docs/decisions/048).
 */
export class HeartbeatTurns {
  private readonly sockets: Set<HeartbeatSocket>[];
  private nextTurn = 0;
  private turn = 0;

  constructor(
    turns: number,
    private readonly maxUnanswered: number,
  ) {
    this.sockets = Array.from({ length: turns }, () => new Set());
  }

  add(socket: HeartbeatSocket) {
    const turn = this.sockets[this.nextTurn]!;
    this.nextTurn = (this.nextTurn + 1) % this.sockets.length;
    turn.add(socket);
    socket.once("close", () => turn.delete(socket));
  }

  /** The next turn: a ping to each of its sockets, or the end of one that left too many unanswered. */
  tick() {
    for (const socket of this.sockets[this.turn]!) {
      if (socket.pingCount >= this.maxUnanswered) socket.terminate();
      else {
        socket.pingCount++;
        socket.ping(noop);
      }
    }
    this.turn = (this.turn + 1) % this.sockets.length;
  }
}
