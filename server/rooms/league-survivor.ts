import { type LeagueState, SurvivorStanding } from "../../shared/realtime/league.state.ts";
import { survivorLiveStandings } from "../features/leagues/survivor.service.ts";
import { syncMap } from "../realtime/live-room.ts";

/**
 * A survivor pool's members in the league room (decision 040): who is alive, lives left, the week
 * each fell and the winner, from the finals. A pick'em league shows an empty pool.
 */
export async function showSurvivor(state: LeagueState) {
  const pool = await survivorLiveStandings(state.leagueId);
  state.format = pool ? "survivor" : "pickem";
  state.survivorAlive = pool?.aliveCount ?? 0;
  state.survivorWinnerId = pool?.winnerId ?? "";
  syncMap(
    state.survivor,
    (pool?.members ?? []).map((m) => [m.userId, { ...m, fellWeekId: m.fellWeekId ?? "" }] as const),
    () => new SurvivorStanding(),
    { prune: true },
  );
}
