export const PROTOCOL_VERSION = 1;

export const roomNames = {
  week: "week",
} as const;

/** Plain shape of the week room's state as the client sees it (the server defines it with @colyseus/schema). */
export interface WeekGameState {
  status: "scheduled" | "live" | "final";
  homeScore: number;
  awayScore: number;
  hasScore: boolean;
  homePercent: number;
  awayPercent: number;
  totalPicks: number;
}

export interface WeekRoomState {
  weekId: string;
  protocol: number;
  games: Map<string, WeekGameState>;
}

export interface WeekJoinOptions {
  weekId?: string;
}
