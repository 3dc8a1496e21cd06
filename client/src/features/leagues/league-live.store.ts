import type {
  LeagueRoomState,
  LeagueStandingState,
  ProjectedStandingState,
  SurvivorStandingState,
  TriviaRacerState,
} from "@shared/realtime/league.state";
import { create } from "zustand";
import type { LiveRoomSink, LiveStatus } from "@/lib/realtime";

export type LeagueLiveConnection = "idle" | LiveStatus;

interface LeagueLiveState {
  connection: LeagueLiveConnection;
  error: string | null;
  /** The league the room state below belongs to; null before its first state. */
  leagueId: string | null;
  /** Active members now, as last sent by the league room; null before its first state. */
  memberCount: number | null;
  /** The week of `week`; null when there is no current week. */
  weekId: string | null;
  /** Standings in rank order, as last sent by the league room. */
  season: LeagueStandingState[];
  week: LeagueStandingState[];
  /** "If it ends now": the live slate games of the week projected (0: none, no projection). */
  liveGames: number;
  /** Each member's projected week points and rank, by user id; empty while no slate game is live. */
  projected: ReadonlyMap<string, ProjectedStandingState>;
  /** User ids of the members online now. */
  online: ReadonlySet<string>;
  /** Each member's trivia progress today, most answered first. */
  trivia: TriviaRacerState[];
  /** A survivor pool's members still alive (decision 040); null in a pick'em league or before the first state. */
  survivorAlive: number | null;
  /** A survivor pool's members (lives left, the week each fell), by name. */
  survivor: SurvivorStandingState[];
}

const initialState: LeagueLiveState = {
  connection: "idle",
  error: null,
  leagueId: null,
  memberCount: null,
  weekId: null,
  season: [],
  week: [],
  liveGames: 0,
  projected: new Map(),
  online: new Set(),
  trivia: [],
  survivorAlive: null,
  survivor: [],
};

/** Written only through `leagueLiveSink` (by lib/realtime.ts); components read it with selectors. */
export const useLeagueLiveStore = create<LeagueLiveState>(() => initialState);

/** In the board's order: members sharing a rank stay as the board orders them. */
const byRank = (entries: Record<string, LeagueStandingState>) =>
  Object.values(entries).sort((a, b) => a.position - b.position);
const byProgress = (racers: Record<string, TriviaRacerState>) =>
  Object.values(racers).sort((a, b) => b.answered - a.answered || a.name.localeCompare(b.name));

export const leagueLiveSink: LiveRoomSink<LeagueRoomState> = {
  status: (connection, error) => useLeagueLiveStore.setState({ connection, error: error ?? null }),
  state: (state) =>
    useLeagueLiveStore.setState({
      leagueId: state.leagueId || null,
      memberCount: state.memberCount,
      weekId: state.weekId || null,
      season: byRank(state.season),
      week: byRank(state.week),
      liveGames: state.liveGames,
      projected: new Map(Object.entries(state.projected)),
      online: new Set(Object.keys(state.online)),
      trivia: byProgress(state.trivia),
      survivorAlive: state.format === "survivor" ? state.survivorAlive : null,
      survivor: Object.values(state.survivor ?? {}).sort((a, b) => a.name.localeCompare(b.name)),
    }),
};

export const resetLeagueLive = () => useLeagueLiveStore.setState(initialState);
