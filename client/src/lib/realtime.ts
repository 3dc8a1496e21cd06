import { Client, type Room } from "@colyseus/sdk";
import { roomNames, type WeekGameState, type WeekJoinOptions } from "@shared/realtime/rooms";
import { weekLiveActions } from "@/features/week/week-live.store";

/** The one owner of the Colyseus connection; room state flows into Zustand stores, never into components directly. */
interface WeekRoomSnapshot {
  weekId: string;
  games: { forEach(callback: (game: WeekGameState, gameId: string) => void): void };
}

let client: Client | null = null;
let weekRoom: Room<unknown, WeekRoomSnapshot> | null = null;
let joinGeneration = 0;

function getClient(): Client {
  if (!client) {
    const { protocol, host } = window.location;
    client = new Client(`${protocol === "https:" ? "wss" : "ws"}://${host}`);
  }
  return client;
}

function toPlainGames(state: WeekRoomSnapshot): Record<string, WeekGameState> {
  const games: Record<string, WeekGameState> = {};
  state.games.forEach((game, gameId) => {
    const { status, homeScore, awayScore, hasScore, homePercent, awayPercent, totalPicks } = game;
    games[gameId] = { status, homeScore, awayScore, hasScore, homePercent, awayPercent, totalPicks };
  });
  return games;
}

/** Joins the week room (the current week when no id is given), leaving any other week room first. */
export async function joinWeekRoom(weekId?: string): Promise<void> {
  const generation = ++joinGeneration;
  await closeWeekRoom();
  weekLiveActions.connecting(weekId ?? null);
  try {
    const options: WeekJoinOptions = weekId ? { weekId } : {};
    const room = await getClient().joinOrCreate<WeekRoomSnapshot>(roomNames.week, options);
    if (generation !== joinGeneration) {
      await room.leave().catch(() => {});
      return;
    }
    weekRoom = room;
    room.onStateChange((state) => weekLiveActions.snapshot(state.weekId, toPlainGames(state)));
    room.onError((code, message) => weekLiveActions.failed(message ?? `Live updates failed (${code})`));
    room.onLeave(() => {
      if (weekRoom === room) {
        weekRoom = null;
        weekLiveActions.reset();
      }
    });
  } catch (error) {
    if (generation === joinGeneration) {
      weekLiveActions.failed(error instanceof Error ? error.message : "Live updates are unavailable");
    }
  }
}

async function closeWeekRoom() {
  const room = weekRoom;
  weekRoom = null;
  if (room) await room.leave().catch(() => {});
}

export async function leaveWeekRoom(): Promise<void> {
  joinGeneration++;
  await closeWeekRoom();
  weekLiveActions.reset();
}
