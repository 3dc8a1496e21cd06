import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { createCurrentLeagueStore } from "./current-league.store";
import { leagueQueries } from "./leagues.queries";

function storage(initial: string | null) {
  const box = { value: initial };
  return {
    box,
    read: () => box.value,
    write: (id: string | null) => {
      box.value = id;
    },
  };
}

describe("the current league", () => {
  it("is the global view, not loading, when nothing is saved", async () => {
    const { read, write } = storage(null);
    const fetchLeague = vi.fn();
    const store = createCurrentLeagueStore({ read, write, fetchLeague });
    expect(store.getState()).toMatchObject({ leagueId: null, isLoading: false });
    await store.getState().loadSaved();
    expect(fetchLeague).not.toHaveBeenCalled();
  });

  it("loads the saved league once and stays loading until that load finishes", async () => {
    const { read, write, box } = storage("league-1");
    let finish!: () => void;
    const fetchLeague = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const store = createCurrentLeagueStore({ read, write, fetchLeague });
    const first = store.getState().loadSaved();
    void store.getState().loadSaved();
    expect(store.getState()).toMatchObject({ leagueId: "league-1", isLoading: true });
    finish();
    await first;
    expect(store.getState()).toMatchObject({ leagueId: "league-1", isLoading: false });
    expect(fetchLeague).toHaveBeenCalledTimes(1);
    expect(box.value).toBe("league-1");
  });

  it("silently removes a saved league that fails to load and falls back to global", async () => {
    const { read, write, box } = storage("gone");
    const store = createCurrentLeagueStore({ read, write, fetchLeague: () => Promise.reject(new Error("404: {}")) });
    await expect(store.getState().loadSaved()).resolves.toBeUndefined();
    expect(store.getState()).toMatchObject({ leagueId: null, isLoading: false });
    expect(box.value).toBeNull();
  });

  /** A detail query whose first fetch is cancelled by a view unmounting, and whose next fetch answers `then`. */
  function cancelledOnce(then: () => Promise<unknown>) {
    const queryClient = new QueryClient();
    const fetches = vi.fn();
    const detail = {
      queryKey: leagueQueries.detail("league-1").queryKey,
      queryFn: ({ signal }: { signal: AbortSignal }) => {
        fetches();
        if (fetches.mock.calls.length > 1) return then();
        return new Promise((resolve) => signal.addEventListener("abort", resolve));
      },
    };
    const view = new QueryObserver(queryClient, { ...detail, enabled: false });
    const unmountView = view.subscribe(() => {});
    return { fetches, unmountView, fetchLeague: () => queryClient.fetchQuery(detail) };
  }

  it("asks again when the load is cancelled because the view watching it unmounted, and keeps a league that loads", async () => {
    const { read, write, box } = storage("league-1");
    const { fetches, unmountView, fetchLeague } = cancelledOnce(async () => ({ id: "league-1" }));
    const store = createCurrentLeagueStore({ read, write, fetchLeague });
    const load = store.getState().loadSaved();
    unmountView();
    await load;
    expect(fetches).toHaveBeenCalledTimes(2);
    expect(store.getState()).toMatchObject({ leagueId: "league-1", isLoading: false });
    expect(box.value).toBe("league-1");
  });

  it("forgets a league whose load, asked again after a cancellation, fails", async () => {
    const { read, write, box } = storage("league-1");
    const { unmountView, fetchLeague } = cancelledOnce(() => Promise.reject(new Error("404: League not found")));
    const store = createCurrentLeagueStore({ read, write, fetchLeague });
    const load = store.getState().loadSaved();
    unmountView();
    await load;
    expect(store.getState()).toMatchObject({ leagueId: null, isLoading: false });
    expect(box.value).toBeNull();
  });

  it("keeps a league chosen while the saved one was still loading", async () => {
    const { read, write, box } = storage("gone");
    let fail!: () => void;
    const store = createCurrentLeagueStore({
      read,
      write,
      fetchLeague: () => new Promise<void>((_, reject) => (fail = () => reject(new Error("404")))),
    });
    const load = store.getState().loadSaved();
    store.getState().select("chosen");
    fail();
    await load;
    expect(store.getState().leagueId).toBe("chosen");
    expect(box.value).toBe("chosen");
  });

  it("clears the saved id when nothing is selected", () => {
    const { read, write, box } = storage("league-1");
    const store = createCurrentLeagueStore({ read, write, fetchLeague: vi.fn() });
    store.getState().select(null);
    expect(store.getState().leagueId).toBeNull();
    expect(box.value).toBeNull();
  });
});
