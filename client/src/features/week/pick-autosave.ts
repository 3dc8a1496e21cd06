import type { PickDto } from "@shared/contracts/games";
import type { OverUnderChoice, Side } from "@shared/domain/enums";
import type { PickInput } from "@shared/domain/pick";
import { pickProblem, shouldSendPick, swapsScoresFor } from "@shared/domain/pick-rules";

/** RULES §4 "Pick autosave" and §9 timings. */
export const SAVE_DELAY_MS = { choice: 300, score: 1000 } as const;
export const SETTLE_DELAY_MS = { saved: 2000, error: 3000 } as const;

export type SaveStatus = "idle" | "saving" | "saved" | "error";
export type EditKind = keyof typeof SAVE_DELAY_MS;

/** What the inputs show; scores stay text so partial typing survives. */
export interface PickDraft {
  winner: Side | null;
  predHomeScore: string;
  predAwayScore: string;
  predOverUnder: OverUnderChoice | null;
}

export interface AutosaveState {
  draft: PickDraft;
  /** The last values the server confirmed; an error reverts the draft to these. */
  saved: PickDraft;
  status: SaveStatus;
  /** Delay of the save scheduled by the latest edit, or null when none is scheduled. */
  pendingDelay: number | null;
  editSeq: number;
  /** The id of the most recent request sent; only its answer is applied. */
  latestRequest: number;
  statusSeq: number;
}

export type AutosaveEvent =
  | { type: "edit"; patch: Partial<PickDraft>; kind: EditKind }
  | { type: "skip" }
  | { type: "sent"; requestId: number }
  | { type: "succeeded"; requestId: number; pick: PickDto }
  | { type: "failed"; requestId: number }
  | { type: "settle"; statusSeq: number }
  | { type: "serverPick"; pick: PickDto | null };

export function draftFromPick(pick: PickDto | null | undefined): PickDraft {
  return {
    winner: pick?.winner ?? null,
    predHomeScore: pick?.predHomeScore?.toString() ?? "",
    predAwayScore: pick?.predAwayScore?.toString() ?? "",
    predOverUnder: pick?.predOverUnder ?? null,
  };
}

/** "" → null; anything else as a number (NaN and fractions then fail shouldSendPick). */
export function parseScore(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === "" ? null : Number(trimmed);
}

export function sameDraft(a: PickDraft, b: PickDraft): boolean {
  return (
    a.winner === b.winner &&
    a.predOverUnder === b.predOverUnder &&
    Object.is(parseScore(a.predHomeScore), parseScore(b.predHomeScore)) &&
    Object.is(parseScore(a.predAwayScore), parseScore(b.predAwayScore))
  );
}

/** A draft with the edit applied; a new winner takes the predicted scoreline with it (shared rule swapsScoresFor). */
export function applyEdit(draft: PickDraft, patch: Partial<PickDraft>): PickDraft {
  const next = { ...draft, ...patch };
  const flipped = patch.winner != null && patch.winner !== draft.winner;
  if (!flipped || !swapsScoresFor(patch.winner!, parseScore(next.predHomeScore), parseScore(next.predAwayScore)))
    return next;
  return { ...next, predHomeScore: next.predAwayScore, predAwayScore: next.predHomeScore };
}

/** Why the draft cannot be saved, in the server's words; null when it can (or nothing is picked yet). */
export function draftProblem(draft: PickDraft): string | null {
  if (!draft.winner) return null;
  return pickProblem({
    winner: draft.winner,
    predHomeScore: parseScore(draft.predHomeScore),
    predAwayScore: parseScore(draft.predAwayScore),
  });
}

/** The POST /api/picks body for a draft, or null when RULES §5 says the pick is not sent. */
export function pickBody(gameId: string, draft: PickDraft): PickInput | null {
  const predHomeScore = parseScore(draft.predHomeScore);
  const predAwayScore = parseScore(draft.predAwayScore);
  if (!draft.winner || !shouldSendPick({ winner: draft.winner, predHomeScore, predAwayScore })) return null;
  return { gameId, winner: draft.winner, predHomeScore, predAwayScore, predOverUnder: draft.predOverUnder };
}

/** What a due save should send: nothing when the pick is invalid or nothing changed since the last confirmed save. */
export function bodyToSend(gameId: string, state: AutosaveState): PickInput | null {
  if (state.status !== "saving" && sameDraft(state.draft, state.saved)) return null;
  return pickBody(gameId, state.draft);
}

export function initAutosave(pick: PickDto | null | undefined): AutosaveState {
  const draft = draftFromPick(pick);
  return { draft, saved: draft, status: "idle", pendingDelay: null, editSeq: 0, latestRequest: 0, statusSeq: 0 };
}

const withStatus = (state: AutosaveState, status: SaveStatus): AutosaveState => ({
  ...state,
  status,
  statusSeq: state.statusSeq + 1,
});

export function autosaveReducer(state: AutosaveState, event: AutosaveEvent): AutosaveState {
  switch (event.type) {
    case "edit": {
      const fields = Object.keys(event.patch) as (keyof PickDraft)[];
      if (fields.every((field) => event.patch[field] === state.draft[field])) return state;
      const draft = applyEdit(state.draft, event.patch);
      // A new edit is not saved yet, so an earlier "Saved" or error no longer applies.
      const next = state.status === "saved" || state.status === "error" ? withStatus(state, "idle") : state;
      return { ...next, draft, pendingDelay: SAVE_DELAY_MS[event.kind], editSeq: state.editSeq + 1 };
    }
    case "skip":
      return { ...state, pendingDelay: null };
    case "sent":
      return { ...withStatus(state, "saving"), pendingDelay: null, latestRequest: event.requestId };
    case "succeeded":
      if (event.requestId !== state.latestRequest) return state;
      return { ...withStatus(state, "saved"), saved: draftFromPick(event.pick) };
    case "failed":
      if (event.requestId !== state.latestRequest) return state;
      return { ...withStatus(state, "error"), draft: state.saved, pendingDelay: null };
    case "settle":
      if (event.statusSeq !== state.statusSeq || (state.status !== "saved" && state.status !== "error")) return state;
      return withStatus(state, "idle");
    case "serverPick": {
      const saved = draftFromPick(event.pick);
      if (sameDraft(saved, state.saved)) return state;
      const untouched = state.status !== "saving" && state.pendingDelay === null && sameDraft(state.draft, state.saved);
      return { ...state, saved, draft: untouched ? saved : state.draft };
    }
  }
}

/** How long the current status stays before returning to idle, or null when it stays. */
export function settleDelay(status: SaveStatus): number | null {
  return status === "saved" || status === "error" ? SETTLE_DELAY_MS[status] : null;
}
