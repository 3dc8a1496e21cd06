import type { Client } from "@colyseus/core";
import type { ChatLine } from "../../shared/contracts/league-chat.ts";
import { leagueRoom } from "../../shared/realtime/league.contract.ts";
import { activeMemberIds } from "../features/leagues/league-viewers.ts";
import { logger } from "../logger.ts";
import { sendEvent } from "../realtime/room-messages.ts";

type Viewer = { client: Client; userId: string };

/**
 * The league chat's events for one room copy (decision 033): a stored line, or a deleted one, goes
 * to the viewers who are active members at that moment (read from the database for each event,
 * so a member removed a moment ago receives nothing, and a public league's onlookers never do).
 * Events are sent one after another in the order they came.
 */
export class LeagueChatRelay {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly leagueId: string,
    private readonly viewers: () => Viewer[],
  ) {}

  line(line: ChatLine) {
    this.enqueue((clients) => sendEvent(clients, leagueRoom, "chat.line", line));
  }

  deleted(messageId: string) {
    this.enqueue((clients) => sendEvent(clients, leagueRoom, "chat.deleted", { id: messageId }));
  }

  /** A mute given or lifted goes to the sockets of the member it names, and no one else. */
  muted(userId: string, mutedUntil: string | null) {
    this.enqueue((clients) => sendEvent(clients, leagueRoom, "chat.muted", { mutedUntil }), userId);
  }

  private enqueue(send: (clients: Client[]) => void, onlyUserId?: string) {
    this.queue = this.queue
      .then(async () => {
        const viewers = this.viewers().filter((viewer) => onlyUserId === undefined || viewer.userId === onlyUserId);
        if (!viewers.length) return;
        const members = await activeMemberIds(
          this.leagueId,
          viewers.map((viewer) => viewer.userId),
        );
        send(viewers.filter((viewer) => members.has(viewer.userId)).map((viewer) => viewer.client));
      })
      .catch((error: unknown) => logger.warn("League chat event not sent:", error));
  }
}
