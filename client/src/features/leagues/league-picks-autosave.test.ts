import type { LeagueCard } from "@shared/contracts/league-card";
import { defaultPointsSettings } from "@shared/domain/default-points-settings";
import { describe, expect, it } from "vitest";
import {
  bodyToSend,
  type CardAutosaveEvent,
  type CardAutosaveState,
  cardAutosaveReducer,
  cardBody,
  cardSettleDelay,
  draftFromCard,
  initCardAutosave,
  TIEBREAKER_PROBLEM,
  tiebreakerProblem,
} from "./league-picks-autosave";

const WEEK = "0f6a4d3c-2b19-4e87-8c65-1a2b3c4d5e6f";

type Game = LeagueCard["games"][number];
type Pick = NonNullable<Game["pick"]>;

function game(id: string, values: { locked?: boolean; pick?: Partial<Pick> | null } = {}): Game {
  return {
    id,
    homeTeam: `Home ${id}`,
    awayTeam: `Away ${id}`,
    homeTeamRank: null,
    awayTeamRank: null,
    homeTeamLogo: null,
    awayTeamLogo: null,
    homeTeamColor: null,
    awayTeamColor: null,
    homeTeamAbbreviation: null,
    awayTeamAbbreviation: null,
    kickoffISO: "2024-11-23T17:00:00.000Z",
    notes: null,
    status: "scheduled",
    homeScore: null,
    awayScore: null,
    line: null,
    locksAt: "2024-11-23T17:00:00.000Z",
    locked: values.locked ?? false,
    voided: false,
    pick: values.pick
      ? { winner: "HOME", confidence: null, line: null, savedAt: "2024-11-20T00:00:00Z", ...values.pick }
      : null,
  };
}

function card(games: Game[], values: { confidence?: boolean; tiebreaker?: number | null } = {}): LeagueCard {
  return {
    leagueId: "l1",
    weekId: WEEK,
    weekLabel: "Week 13",
    rules: {
      pickMode: "straight",
      confidence: values.confidence ?? true,
      slate: "power5",
      deadline: "kickoff",
      tiebreaker: values.tiebreaker !== undefined,
      points: { ...defaultPointsSettings },
    },
    usesGlobalPicks: false,
    firstWeek: null,
    nextLockAt: null,
    serverNow: "2024-11-20T00:00:00.000Z",
    games,
    tiebreaker:
      values.tiebreaker === undefined
        ? null
        : { gameId: games.at(-1)!.id, named: false, total: values.tiebreaker, locked: false },
  };
}

const run = (state: CardAutosaveState, ...events: CardAutosaveEvent[]) => events.reduce(cardAutosaveReducer, state);
const pick = (gameId: string, winner: "HOME" | "AWAY"): CardAutosaveEvent => ({
  type: "edit",
  change: { pick: { gameId, winner } },
  kind: "choice",
});

describe("league card autosave", () => {
  it("starts idle with the saved card and sends nothing on the first render", () => {
    const state = initCardAutosave(card([game("a", { pick: { winner: "AWAY", confidence: 2 } }), game("b")]));
    expect(state.status).toBe("idle");
    expect(state.draft.winners).toEqual({ a: "AWAY" });
    expect(bodyToSend(state)).toBeNull();
  });

  it("sends the whole card after a pick, each picked game with its row's value, 300 ms later", () => {
    const state = run(initCardAutosave(card([game("a"), game("b"), game("c")])), pick("c", "AWAY"), pick("a", "HOME"));
    expect(state.pendingDelay).toBe(300);
    expect(bodyToSend(state)).toEqual({
      weekId: WEEK,
      picks: [
        { gameId: "a", winner: "HOME", confidence: 3 },
        { gameId: "c", winner: "AWAY", confidence: 1 },
      ],
    });
  });

  it("re-ranks the picks when one is moved, and a move among unpicked games saves nothing", () => {
    const start = initCardAutosave(
      card([
        game("a", { pick: { confidence: 3 } }),
        game("b", { pick: { confidence: 2 } }),
        game("c", { pick: { confidence: 1 } }),
        game("d"),
      ]),
    );
    expect(start.draft.order).toEqual(["d", "a", "b", "c"]);
    const moved = run(start, {
      type: "edit",
      change: { move: { activeId: "c", overId: "a", locked: [] } },
      kind: "choice",
    });
    expect(moved.draft.order).toEqual(["d", "c", "a", "b"]);
    expect(bodyToSend(moved)?.picks).toEqual([
      { gameId: "c", winner: "HOME", confidence: 3 },
      { gameId: "a", winner: "HOME", confidence: 2 },
      { gameId: "b", winner: "HOME", confidence: 1 },
    ]);
    const unpicked = initCardAutosave(card([game("a"), game("b")]));
    const reordered = run(unpicked, {
      type: "edit",
      change: { move: { activeId: "b", overId: "a", locked: [] } },
      kind: "choice",
    });
    expect(reordered.draft.order).toEqual(["b", "a"]);
    expect(bodyToSend(reordered)).toBeNull();
  });

  it("keeps a locked pick's row and value while the open picks move around it", () => {
    const start = initCardAutosave(
      card([
        game("a", { locked: true, pick: { confidence: 2 } }),
        game("b", { pick: { confidence: 3 } }),
        game("c", { pick: { confidence: 1 } }),
      ]),
    );
    expect(start.draft.order).toEqual(["b", "a", "c"]);
    const moved = run(start, {
      type: "edit",
      change: { move: { activeId: "c", overId: "b", locked: ["a"] } },
      kind: "choice",
    });
    expect(moved.draft.order).toEqual(["c", "a", "b"]);
    expect(bodyToSend(moved)?.picks).toContainEqual({ gameId: "a", winner: "HOME", confidence: 2 });
  });

  it("swaps values when one is set directly, moves a pick one row, and orders the open picks by the line", () => {
    const start = initCardAutosave(
      card([
        game("a", { pick: { confidence: 4 } }),
        game("b", { locked: true, pick: { confidence: 3 } }),
        game("c", { pick: { confidence: 2 } }),
        game("d", { pick: { confidence: 1 } }),
      ]),
    );
    const edit = (change: Extract<CardAutosaveEvent, { type: "edit" }>["change"]): CardAutosaveEvent => ({
      type: "edit",
      change,
      kind: "choice",
    });
    const set = run(start, edit({ value: { gameId: "d", value: 4, locked: ["b"] } }));
    expect(set.draft.order).toEqual(["d", "b", "c", "a"]);
    expect(bodyToSend(set)?.picks).toEqual([
      { gameId: "d", winner: "HOME", confidence: 4 },
      { gameId: "b", winner: "HOME", confidence: 3 },
      { gameId: "c", winner: "HOME", confidence: 2 },
      { gameId: "a", winner: "HOME", confidence: 1 },
    ]);
    expect(set.pendingDelay).toBe(300);
    // The locked game's value is not for the taking; an open game steps over it.
    expect(run(set, edit({ value: { gameId: "a", value: 3, locked: ["b"] } }))).toBe(set);
    expect(run(set, edit({ step: { gameId: "c", by: -1, locked: ["b"] } })).draft.order).toEqual(["c", "b", "d", "a"]);
    expect(run(set, edit({ step: { gameId: "d", by: -1, locked: ["b"] } }))).toBe(set);
    const lines = [
      { id: "a", line: -21 },
      { id: "b", line: -30 },
      { id: "c", line: null },
      { id: "d", line: 3 },
    ];
    expect(run(set, edit({ byLine: { games: lines, locked: ["b"] } })).draft.order).toEqual(["a", "b", "d", "c"]);
  });

  it("leaves confidence out where the league does not use it", () => {
    const state = run(initCardAutosave(card([game("a"), game("b")], { confidence: false })), pick("b", "AWAY"));
    expect(bodyToSend(state)).toEqual({ weekId: WEEK, picks: [{ gameId: "b", winner: "AWAY" }] });
  });

  it("saves the tiebreaker with the card, 1 s after typing, and not at all while it is not a total", () => {
    const start = initCardAutosave(card([game("a")], { confidence: false, tiebreaker: null }));
    const typed = run(start, { type: "edit", change: { tiebreaker: "47" }, kind: "score" });
    expect(typed.pendingDelay).toBe(1000);
    expect(bodyToSend(typed)).toEqual({ weekId: WEEK, picks: [], tiebreakerTotal: 47 });
    const wrong = run(typed, { type: "edit", change: { tiebreaker: "301" }, kind: "score" });
    expect(bodyToSend(wrong)).toBeNull();
    expect(tiebreakerProblem("301")).toBe(TIEBREAKER_PROBLEM);
    expect(tiebreakerProblem("4.5")).toBe(TIEBREAKER_PROBLEM);
    expect(tiebreakerProblem("")).toBeNull();
    expect(cardBody({ weekId: WEEK, confidence: false, tiebreaker: true }, { ...wrong.draft, tiebreaker: "" })).toEqual(
      {
        weekId: WEEK,
        picks: [],
      },
    );
  });

  it("goes saving → saved → idle, applying only the latest request's answer", () => {
    const games = [game("a"), game("b")];
    let state = run(
      initCardAutosave(card(games)),
      pick("a", "AWAY"),
      { type: "sent", requestId: 1 },
      pick("a", "HOME"),
      { type: "sent", requestId: 2 },
    );
    const before = state;
    state = run(state, {
      type: "succeeded",
      requestId: 1,
      card: card([game("a", { pick: { winner: "AWAY", confidence: 2 } }), game("b")]),
    });
    expect(state).toBe(before);
    state = run(state, {
      type: "succeeded",
      requestId: 2,
      card: card([game("a", { pick: { winner: "HOME", confidence: 2 } }), game("b")]),
    });
    expect(state.status).toBe("saved");
    expect(state.saved.winners).toEqual({ a: "HOME" });
    expect(cardSettleDelay(state.status)).toBe(2000);
    expect(run(state, { type: "settle", statusSeq: state.statusSeq }).status).toBe("idle");
  });

  it("reverts to the saved card with the server's message on a refusal, keeps it until the next edit, and then saves again", () => {
    const saved = card([game("a", { pick: { winner: "HOME", confidence: 2 } }), game("b")]);
    let state = run(initCardAutosave(saved), pick("a", "AWAY"), { type: "sent", requestId: 1 });
    state = run(state, { type: "failed", requestId: 1, message: "Away a at Home a is locked" });
    expect(state.status).toBe("error");
    expect(state.message).toBe("Away a at Home a is locked");
    expect(state.draft).toEqual(state.saved);
    expect(cardSettleDelay(state.status)).toBeNull();
    state = run(state, pick("b", "AWAY"));
    expect(state.status).toBe("idle");
    expect(state.message).toBeNull();
    expect(bodyToSend(state)?.picks).toHaveLength(2);
  });

  it("follows a newer card from the server unless there are unsaved edits", () => {
    const start = initCardAutosave(card([game("a"), game("b")]));
    const newer = card([game("a", { pick: { winner: "AWAY", confidence: 1 } }), game("b")]);
    expect(run(start, { type: "serverCard", card: newer }).draft.winners).toEqual({ a: "AWAY" });
    const editing = run(start, pick("b", "HOME"));
    const kept = run(editing, { type: "serverCard", card: newer });
    expect(kept.draft.winners).toEqual({ b: "HOME" });
    expect(kept.saved).toEqual(draftFromCard(newer));
  });
});
