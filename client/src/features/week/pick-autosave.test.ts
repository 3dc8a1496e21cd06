import type { PickDto } from "@shared/contracts/games";
import { describe, expect, it } from "vitest";
import {
  type AutosaveEvent,
  type AutosaveState,
  applyEdit,
  autosaveReducer,
  bodyToSend,
  draftProblem,
  initAutosave,
  pickBody,
  settleDelay,
} from "./pick-autosave";

const GAME = "6f1d7c1e-1d2a-4c55-9a7b-0c4b7f0e3a11";

function pick(values: Partial<PickDto> = {}): PickDto {
  return {
    id: "p1",
    userId: "u1",
    gameId: GAME,
    winner: "HOME",
    predHomeScore: null,
    predAwayScore: null,
    predOverUnder: null,
    createdAt: "2024-11-20T00:00:00.000Z",
    updatedAt: "2024-11-20T00:00:00.000Z",
    lockedAt: null,
    ...values,
  };
}

const run = (state: AutosaveState, ...events: AutosaveEvent[]) => events.reduce(autosaveReducer, state);

describe("pick autosave", () => {
  it("starts idle with the saved pick and nothing scheduled (the first render never saves)", () => {
    const state = initAutosave(pick({ winner: "AWAY", predAwayScore: 24, predHomeScore: 17 }));
    expect(state.status).toBe("idle");
    expect(state.pendingDelay).toBeNull();
    expect(state.draft).toEqual({ winner: "AWAY", predAwayScore: "24", predHomeScore: "17", predOverUnder: null });
    expect(bodyToSend(GAME, state)).toBeNull();
  });

  it("schedules 300 ms after a winner or over/under change and 1 s after a score edit", () => {
    const start = initAutosave(null);
    expect(run(start, { type: "edit", patch: { winner: "HOME" }, kind: "choice" }).pendingDelay).toBe(300);
    expect(run(start, { type: "edit", patch: { predOverUnder: "over" }, kind: "choice" }).pendingDelay).toBe(300);
    const scored = run(start, { type: "edit", patch: { predHomeScore: "21" }, kind: "score" });
    expect(scored.pendingDelay).toBe(1000);
    expect(run(scored, { type: "edit", patch: { predHomeScore: "21" }, kind: "score" })).toBe(scored);
  });

  it("goes saving → saved → idle after the latest request succeeds", () => {
    let state = run(initAutosave(null), { type: "edit", patch: { winner: "AWAY" }, kind: "choice" });
    expect(bodyToSend(GAME, state)).toEqual({
      gameId: GAME,
      winner: "AWAY",
      predHomeScore: null,
      predAwayScore: null,
      predOverUnder: null,
    });
    state = run(state, { type: "sent", requestId: 1 });
    expect(state.status).toBe("saving");
    expect(state.pendingDelay).toBeNull();
    state = run(state, { type: "succeeded", requestId: 1, pick: pick({ winner: "AWAY" }) });
    expect(state.status).toBe("saved");
    expect(settleDelay(state.status)).toBe(2000);
    expect(run(state, { type: "settle", statusSeq: state.statusSeq - 1 }).status).toBe("saved");
    expect(run(state, { type: "settle", statusSeq: state.statusSeq }).status).toBe("idle");
  });

  it("clears Saved as soon as a newer edit is waiting to be saved", () => {
    const saved = run(
      initAutosave(null),
      { type: "edit", patch: { winner: "AWAY" }, kind: "choice" },
      { type: "sent", requestId: 1 },
      { type: "succeeded", requestId: 1, pick: pick({ winner: "AWAY" }) },
    );
    const edited = run(saved, { type: "edit", patch: { predAwayScore: "27" }, kind: "score" });
    expect(edited.status).toBe("idle");
    expect(edited.pendingDelay).toBe(1000);
    expect(run(edited, { type: "settle", statusSeq: saved.statusSeq }).status).toBe("idle");
  });

  it("applies only the latest request's answer", () => {
    let state = run(
      initAutosave(null),
      { type: "edit", patch: { winner: "AWAY" }, kind: "choice" },
      { type: "sent", requestId: 1 },
      { type: "edit", patch: { winner: "HOME" }, kind: "choice" },
      { type: "sent", requestId: 2 },
    );
    const before = state;
    state = run(state, { type: "succeeded", requestId: 1, pick: pick({ winner: "AWAY" }) });
    expect(state).toBe(before);
    state = run(state, { type: "failed", requestId: 1 });
    expect(state).toBe(before);
    state = run(state, { type: "succeeded", requestId: 2, pick: pick({ winner: "HOME" }) });
    expect(state.status).toBe("saved");
    expect(state.saved.winner).toBe("HOME");
  });

  it("reverts the inputs to the last saved values on error and returns to idle after 3 s", () => {
    const state = run(
      initAutosave(pick({ winner: "HOME", predOverUnder: "under" })),
      { type: "edit", patch: { winner: "AWAY", predOverUnder: "over" }, kind: "choice" },
      { type: "sent", requestId: 1 },
      { type: "failed", requestId: 1 },
    );
    expect(state.status).toBe("error");
    expect(state.draft).toEqual(state.saved);
    expect(state.draft.winner).toBe("HOME");
    expect(state.draft.predOverUnder).toBe("under");
    expect(settleDelay(state.status)).toBe(3000);
    expect(run(state, { type: "settle", statusSeq: state.statusSeq }).status).toBe("idle");
  });

  it("does not send a negative score, a tie, or scores favouring the other team", () => {
    const draft = { winner: "HOME" as const, predOverUnder: null };
    expect(pickBody(GAME, { ...draft, predHomeScore: "-1", predAwayScore: "" })).toBeNull();
    expect(pickBody(GAME, { ...draft, predHomeScore: "21", predAwayScore: "21" })).toBeNull();
    expect(pickBody(GAME, { ...draft, predHomeScore: "14", predAwayScore: "21" })).toBeNull();
    expect(pickBody(GAME, { ...draft, predHomeScore: "2.5", predAwayScore: "" })).toBeNull();
    expect(pickBody(GAME, { ...draft, winner: null, predHomeScore: "", predAwayScore: "" })).toBeNull();
    expect(pickBody(GAME, { ...draft, predHomeScore: "28", predAwayScore: "21" })).toEqual({
      gameId: GAME,
      winner: "HOME",
      predHomeScore: 28,
      predAwayScore: 21,
      predOverUnder: null,
    });
  });

  it("skips a due save when the draft is back to the saved pick", () => {
    const state = run(
      initAutosave(pick({ winner: "HOME" })),
      { type: "edit", patch: { predHomeScore: "3" }, kind: "score" },
      { type: "edit", patch: { predHomeScore: "" }, kind: "score" },
    );
    expect(bodyToSend(GAME, state)).toBeNull();
    expect(run(state, { type: "skip" }).pendingDelay).toBeNull();
  });

  it("follows a newer server pick unless the user has unsaved edits", () => {
    const idle = initAutosave(null);
    const synced = run(idle, { type: "serverPick", pick: pick({ winner: "AWAY" }) });
    expect(synced.draft.winner).toBe("AWAY");
    const editing = run(idle, { type: "edit", patch: { winner: "HOME" }, kind: "choice" });
    const kept = run(editing, { type: "serverPick", pick: pick({ winner: "AWAY" }) });
    expect(kept.draft.winner).toBe("HOME");
    expect(kept.saved.winner).toBe("AWAY");
  });

  it("flips the winner with the scoreline: Alabama 31–20 becomes Auburn 31–20, and that is what is sent", () => {
    const alabamaHome = initAutosave(pick({ winner: "HOME", predHomeScore: 31, predAwayScore: 20 }));
    const auburn = run(alabamaHome, { type: "edit", patch: { winner: "AWAY" }, kind: "choice" });
    expect(auburn.draft).toMatchObject({ winner: "AWAY", predHomeScore: "20", predAwayScore: "31" });
    expect(auburn.pendingDelay).toBe(300);
    expect(bodyToSend(GAME, auburn)).toMatchObject({ winner: "AWAY", predHomeScore: 20, predAwayScore: 31 });
    const back = run(auburn, { type: "edit", patch: { winner: "HOME" }, kind: "choice" });
    expect(back.draft).toMatchObject({ winner: "HOME", predHomeScore: "31", predAwayScore: "20" });
  });

  it("keeps a single score, a tie or text being typed as it is when the winner flips", () => {
    const draft = { winner: "HOME" as const, predOverUnder: null };
    expect(applyEdit({ ...draft, predHomeScore: "", predAwayScore: "24" }, { winner: "AWAY" })).toMatchObject({
      predHomeScore: "",
      predAwayScore: "24",
    });
    expect(applyEdit({ ...draft, predHomeScore: "14", predAwayScore: "14" }, { winner: "AWAY" })).toMatchObject({
      predHomeScore: "14",
      predAwayScore: "14",
    });
    expect(applyEdit({ ...draft, predHomeScore: "-", predAwayScore: "7" }, { winner: "AWAY" })).toMatchObject({
      predHomeScore: "-",
      predAwayScore: "7",
    });
    expect(applyEdit({ ...draft, predHomeScore: "7", predAwayScore: "3" }, { predHomeScore: "2" })).toMatchObject({
      winner: "HOME",
      predHomeScore: "2",
    });
  });

  it("names the rule an unsaveable draft breaks, in the server's words, and nothing before a winner is picked", () => {
    const draft = { winner: "HOME" as const, predOverUnder: null };
    expect(draftProblem({ ...draft, predHomeScore: "21", predAwayScore: "21" })).toBe(
      "Predicted scores can't be tied: your picked winner must score more",
    );
    expect(draftProblem({ ...draft, predHomeScore: "14", predAwayScore: "21" })).toBe(
      "Predicted score must favor your picked winner",
    );
    expect(draftProblem({ ...draft, predHomeScore: "-3", predAwayScore: "" })).toBe(
      "Predicted scores must be whole numbers from 0 to 999",
    );
    expect(draftProblem({ ...draft, predHomeScore: "21", predAwayScore: "" })).toBeNull();
    expect(draftProblem({ ...draft, winner: null, predHomeScore: "-3", predAwayScore: "" })).toBeNull();
  });
});
