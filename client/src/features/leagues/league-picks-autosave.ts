import type { LeagueCard, LeagueCardBody } from "@shared/contracts/league-card";
import type { Side } from "@shared/domain/enums";
import { MAX_TIEBREAKER_TOTAL } from "@shared/domain/league-card";
import { type EditKind, SAVE_DELAY_MS, type SaveStatus, SETTLE_DELAY_MS } from "@/features/week/pick-autosave";
import { confidenceAt, moveWithin, orderByLine, orderFromCard, setValueWithin, stepWithin } from "./league-picks-order";

/** A league card as its inputs show it: the side picked per game, the rows top to bottom, the tiebreaker as typed. */
export interface CardDraft {
  winners: Readonly<Record<string, Side>>;
  order: readonly string[];
  tiebreaker: string;
}

/** What the body of a save depends on besides the draft; fixed while the card is shown. */
export interface CardShape {
  weekId: string;
  confidence: boolean;
  tiebreaker: boolean;
}

export type CardChange =
  | { pick: { gameId: string; winner: Side } }
  | { move: { activeId: string; overId: string; locked: readonly string[] } }
  /** The game takes the value (swapping with its holder), moves one open row up (-1) or down (+1), or all open games go by the line. */
  | { value: { gameId: string; value: number; locked: readonly string[] } }
  | { step: { gameId: string; by: -1 | 1; locked: readonly string[] } }
  | { byLine: { games: readonly { id: string; line: number | null }[]; locked: readonly string[] } }
  | { tiebreaker: string };

export interface CardAutosaveState {
  shape: CardShape;
  draft: CardDraft;
  /** The card the server last confirmed; a refused save reverts the draft to it. */
  saved: CardDraft;
  status: SaveStatus;
  /** The server's words for the last refused save, shown until the next edit. */
  message: string | null;
  pendingDelay: number | null;
  editSeq: number;
  latestRequest: number;
  statusSeq: number;
}

export type CardAutosaveEvent =
  | { type: "edit"; change: CardChange; kind: EditKind }
  | { type: "skip" }
  | { type: "sent"; requestId: number }
  | { type: "succeeded"; requestId: number; card: LeagueCard }
  | { type: "failed"; requestId: number; message: string }
  | { type: "settle"; statusSeq: number }
  | { type: "serverCard"; card: LeagueCard };

export const shapeOf = (card: LeagueCard): CardShape => ({
  weekId: card.weekId,
  confidence: card.rules.confidence,
  tiebreaker: card.tiebreaker !== null,
});

export function draftFromCard(card: LeagueCard): CardDraft {
  return {
    winners: Object.fromEntries(card.games.flatMap((game) => (game.pick ? [[game.id, game.pick.winner]] : []))),
    order: card.rules.confidence ? orderFromCard(card.games) : card.games.map((game) => game.id),
    tiebreaker: card.tiebreaker?.total?.toString() ?? "",
  };
}

const lockedBy = (ids: readonly string[]) => {
  const locked = new Set(ids);
  return (id: string) => locked.has(id);
};

export function applyChange(draft: CardDraft, change: CardChange): CardDraft {
  if ("pick" in change) return { ...draft, winners: { ...draft.winners, [change.pick.gameId]: change.pick.winner } };
  if ("move" in change) {
    const locked = lockedBy(change.move.locked);
    return { ...draft, order: moveWithin(draft.order, change.move.activeId, change.move.overId, locked) };
  }
  if ("value" in change) {
    const { gameId, value, locked } = change.value;
    return { ...draft, order: setValueWithin(draft.order, gameId, value, lockedBy(locked)) };
  }
  if ("step" in change) {
    const { gameId, by, locked } = change.step;
    return { ...draft, order: stepWithin(draft.order, gameId, by, lockedBy(locked)) };
  }
  if ("byLine" in change) {
    return { ...draft, order: orderByLine(draft.order, change.byLine.games, lockedBy(change.byLine.locked)) };
  }
  return { ...draft, tiebreaker: change.tiebreaker };
}

export const TIEBREAKER_PROBLEM = `The tiebreaker must be a whole number from 0 to ${MAX_TIEBREAKER_TOTAL}`;

/** Why the typed tiebreaker cannot be saved; null when it can (or is empty). */
export function tiebreakerProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const total = Number(trimmed);
  return Number.isInteger(total) && total >= 0 && total <= MAX_TIEBREAKER_TOTAL ? null : TIEBREAKER_PROBLEM;
}

/**
 * The PUT body for the whole card: every picked game with its row's value (confidence leagues), and
 * the tiebreaker when one is typed. Null while the tiebreaker cannot be saved: a card saves whole.
 */
export function cardBody(shape: CardShape, draft: CardDraft): LeagueCardBody | null {
  if (tiebreakerProblem(draft.tiebreaker)) return null;
  const size = draft.order.length;
  const picks = draft.order.flatMap((gameId, index) => {
    const winner = draft.winners[gameId];
    if (!winner) return [];
    return [shape.confidence ? { gameId, winner, confidence: confidenceAt(index, size) } : { gameId, winner }];
  });
  const total = draft.tiebreaker.trim();
  return {
    weekId: shape.weekId,
    picks,
    ...(shape.tiebreaker && total !== "" ? { tiebreakerTotal: Number(total) } : {}),
  };
}

/** Two drafts save the same card: the same picks, values and tiebreaker (the rows of unpicked games are not saved). */
function sameCard(shape: CardShape, a: CardDraft, b: CardDraft): boolean {
  const key = (draft: CardDraft) => {
    const body = cardBody(shape, draft);
    if (!body) return null;
    return JSON.stringify([[...body.picks].sort((x, y) => x.gameId.localeCompare(y.gameId)), body.tiebreakerTotal]);
  };
  const keyA = key(a);
  return keyA !== null && keyA === key(b);
}

/** What a due save sends: nothing when the draft cannot be saved or is the confirmed card. */
export function bodyToSend(state: CardAutosaveState): LeagueCardBody | null {
  if (state.status !== "saving" && sameCard(state.shape, state.draft, state.saved)) return null;
  return cardBody(state.shape, state.draft);
}

export function initCardAutosave(card: LeagueCard): CardAutosaveState {
  const draft = draftFromCard(card);
  return {
    shape: shapeOf(card),
    draft,
    saved: draft,
    status: "idle",
    message: null,
    pendingDelay: null,
    editSeq: 0,
    latestRequest: 0,
    statusSeq: 0,
  };
}

const withStatus = (state: CardAutosaveState, status: SaveStatus): CardAutosaveState => ({
  ...state,
  status,
  statusSeq: state.statusSeq + 1,
});

export function cardAutosaveReducer(state: CardAutosaveState, event: CardAutosaveEvent): CardAutosaveState {
  switch (event.type) {
    case "edit": {
      const draft = applyChange(state.draft, event.change);
      if (JSON.stringify(draft) === JSON.stringify(state.draft)) return state;
      const next = state.status === "saved" || state.status === "error" ? withStatus(state, "idle") : state;
      return { ...next, draft, message: null, pendingDelay: SAVE_DELAY_MS[event.kind], editSeq: state.editSeq + 1 };
    }
    case "skip":
      return { ...state, pendingDelay: null };
    case "sent":
      return { ...withStatus(state, "saving"), pendingDelay: null, latestRequest: event.requestId };
    case "succeeded":
      if (event.requestId !== state.latestRequest) return state;
      return { ...withStatus(state, "saved"), saved: draftFromCard(event.card) };
    case "failed":
      if (event.requestId !== state.latestRequest) return state;
      return { ...withStatus(state, "error"), draft: state.saved, message: event.message, pendingDelay: null };
    case "settle":
      if (event.statusSeq !== state.statusSeq || state.status !== "saved") return state;
      return withStatus(state, "idle");
    case "serverCard": {
      const saved = draftFromCard(event.card);
      if (sameCard(state.shape, saved, state.saved)) return state;
      const untouched =
        state.status !== "saving" && state.pendingDelay === null && sameCard(state.shape, state.draft, state.saved);
      return { ...state, saved, draft: untouched ? saved : state.draft };
    }
  }
}

/** "Saved" gives way to idle after a moment; a refusal stays, with the server's words, until the next edit. */
export function cardSettleDelay(status: SaveStatus): number | null {
  return status === "saved" ? SETTLE_DELAY_MS.saved : null;
}
