import { Room, type AuthContext, type Client } from "@colyseus/core";
import { PROTOCOL_VERSION, type WeekJoinOptions } from "../../shared/realtime/rooms.ts";
import { sessionTokenFromCookieHeader } from "../auth/cookies.ts";
import { validateSessionToken } from "../auth/session.service.ts";
import { WeekState } from "./week.state.ts";

export interface RoomUser {
  id: string;
  handle: string | null;
}

/** One room per week: everyone viewing that week shares live scores and pick percentages. */
export class WeekRoom extends Room<{ state: WeekState }> {
  state = new WeekState();

  static async onAuth(_token: string, _options: WeekJoinOptions, context: AuthContext): Promise<RoomUser> {
    const token = sessionTokenFromCookieHeader(context.headers.get("cookie"));
    const session = token ? await validateSessionToken(token) : null;
    if (!session) throw new Error("Sign in to follow the week live");
    return { id: session.user.id, handle: session.user.handle };
  }

  onCreate(options: WeekJoinOptions) {
    this.state.weekId = options.weekId ?? "current";
    this.state.protocol = PROTOCOL_VERSION;
    this.autoDispose = true;
  }

  onJoin(_client: Client) {}
}
