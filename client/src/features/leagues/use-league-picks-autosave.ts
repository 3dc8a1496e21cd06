import type { LeagueCard, LeagueCardBody } from "@shared/contracts/league-card";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useReducer, useRef } from "react";
import type { EditKind } from "@/features/week/pick-autosave";
import { getErrorMessage } from "@/lib/api";
import { api, ok } from "@/lib/api-client";
import {
  bodyToSend,
  type CardChange,
  cardAutosaveReducer,
  cardSettleDelay,
  initCardAutosave,
  tiebreakerProblem,
} from "./league-picks-autosave";
import { leagueQueries } from "./leagues.queries";

const saveCard = (leagueId: string, json: LeagueCardBody) =>
  ok(api.leagues[":id"].card.$put({ param: { id: leagueId }, json }));

/** Sends a pending card while the page unloads; keepalive lets the request outlive the page. */
function saveCardOnUnload(leagueId: string, json: LeagueCardBody) {
  void api.leagues[":id"].card.$put({ param: { id: leagueId }, json }, { init: { keepalive: true } }).catch(() => {});
}

/**
 * The week page's autosave (RULES §4) for a whole league card: edits are sent together after a short
 * pause, only the latest answer is applied, and a refusal reverts to the saved card with the server's
 * words. The current week's card read is kept in step with each saved answer.
 */
export function useLeaguePicksAutosave(leagueId: string, card: LeagueCard) {
  const queryClient = useQueryClient();
  const queryKey = useMemo(() => leagueQueries.card(leagueId).queryKey, [leagueId]);
  const [state, dispatch] = useReducer(cardAutosaveReducer, card, initCardAutosave);
  const stateRef = useRef(state);
  const requestSeq = useRef(0);

  useEffect(() => {
    stateRef.current = state;
  });

  useEffect(() => {
    dispatch({ type: "serverCard", card });
  }, [card]);

  const flush = useCallback(() => {
    const body = bodyToSend(stateRef.current);
    if (!body) return dispatch({ type: "skip" });
    const requestId = ++requestSeq.current;
    dispatch({ type: "sent", requestId });
    saveCard(leagueId, body).then(
      (saved) => {
        dispatch({ type: "succeeded", requestId, card: saved });
        queryClient.setQueryData(queryKey, saved);
      },
      (error) => {
        dispatch({ type: "failed", requestId, message: getErrorMessage(error, "Failed to save. Please try again.") });
        // A lock or a line may have changed since the card was read: show the card as it is now.
        void queryClient.invalidateQueries({ queryKey });
      },
    );
  }, [leagueId, queryClient, queryKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: editSeq is the trigger: each edit restarts the debounce, even with the same delay.
  useEffect(() => {
    if (state.pendingDelay === null) return;
    const timer = setTimeout(flush, state.pendingDelay);
    return () => clearTimeout(timer);
  }, [state.editSeq, state.pendingDelay, flush]);

  useEffect(() => {
    const delay = cardSettleDelay(state.status);
    if (delay === null) return;
    const statusSeq = state.statusSeq;
    const timer = setTimeout(() => dispatch({ type: "settle", statusSeq }), delay);
    return () => clearTimeout(timer);
  }, [state.status, state.statusSeq]);

  // An edit still waiting for its delay is sent when the tab closes (another tab, another page) or the page unloads.
  useEffect(() => {
    const pendingBody = () => (stateRef.current.pendingDelay === null ? null : bodyToSend(stateRef.current));
    const onPageHide = () => {
      const body = pendingBody();
      if (body) saveCardOnUnload(leagueId, body);
    };
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      const body = pendingBody();
      if (body)
        saveCard(leagueId, body).then(
          (saved) => queryClient.setQueryData(queryKey, saved),
          () => queryClient.invalidateQueries({ queryKey }),
        );
    };
  }, [leagueId, queryClient, queryKey]);

  const edit = useCallback((change: CardChange, kind: EditKind) => dispatch({ type: "edit", change, kind }), []);

  return {
    draft: state.draft,
    status: state.status,
    message: state.message,
    problem: tiebreakerProblem(state.draft.tiebreaker),
    edit,
  };
}
