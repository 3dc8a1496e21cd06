import type { PickDto } from "@shared/contracts/games";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useReducer, useRef } from "react";
import {
  autosaveReducer,
  bodyToSend,
  draftProblem,
  type EditKind,
  initAutosave,
  type PickDraft,
  settleDelay,
} from "./pick-autosave";
import { applySavedPick, savePick, savePickOnUnload } from "./week.queries";

/**
 * RULES §4 "Pick autosave" for one game: edits are saved after a short pause, only the latest
 * request's answer is applied, and a failure reverts the inputs to the last saved pick.
 */
export function usePickAutosave(gameId: string, serverPick: PickDto | null) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(autosaveReducer, serverPick, initAutosave);
  const stateRef = useRef(state);
  const requestSeq = useRef(0);

  useEffect(() => {
    stateRef.current = state;
  });

  useEffect(() => {
    dispatch({ type: "serverPick", pick: serverPick });
  }, [serverPick]);

  const flush = useCallback(() => {
    const body = bodyToSend(gameId, stateRef.current);
    if (!body) return dispatch({ type: "skip" });
    const requestId = ++requestSeq.current;
    dispatch({ type: "sent", requestId });
    savePick(body).then(
      (pick) => {
        dispatch({ type: "succeeded", requestId, pick });
        void applySavedPick(queryClient, pick);
      },
      () => dispatch({ type: "failed", requestId }),
    );
  }, [gameId, queryClient]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: editSeq is the trigger: each edit restarts the debounce, even with the same delay.
  useEffect(() => {
    if (state.pendingDelay === null) return;
    const timer = setTimeout(flush, state.pendingDelay);
    return () => clearTimeout(timer);
  }, [state.editSeq, state.pendingDelay, flush]);

  useEffect(() => {
    const delay = settleDelay(state.status);
    if (delay === null) return;
    const statusSeq = state.statusSeq;
    const timer = setTimeout(() => dispatch({ type: "settle", statusSeq }), delay);
    return () => clearTimeout(timer);
  }, [state.status, state.statusSeq]);

  // An edit still waiting for its delay is sent when the card unmounts or the page unloads.
  useEffect(() => {
    const pendingBody = () => {
      const pending = stateRef.current;
      return pending.pendingDelay === null ? null : bodyToSend(gameId, pending);
    };
    const onPageHide = () => {
      const body = pendingBody();
      if (body) savePickOnUnload(body);
    };
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      const body = pendingBody();
      if (body)
        savePick(body).then(
          (pick) => applySavedPick(queryClient, pick),
          () => {},
        );
    };
  }, [gameId, queryClient]);

  const edit = useCallback((patch: Partial<PickDraft>, kind: EditKind) => dispatch({ type: "edit", patch, kind }), []);

  return { draft: state.draft, status: state.status, problem: draftProblem(state.draft), edit };
}
