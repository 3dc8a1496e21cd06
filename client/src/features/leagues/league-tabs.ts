import type { LeagueDetail } from "@shared/contracts/leagues";

/** The league page's tabs in the order the row shows them; `?tab=` names one (decision 063). */
export const LEAGUE_TABS = ["survivor", "overview", "picks", "history", "chat", "members", "settings"] as const;
export type LeagueTab = (typeof LEAGUE_TABS)[number];

type LeagueShape = Pick<LeagueDetail, "format" | "isMember" | "leagueType">;

/** The tabs a viewer has: Survivor for a survivor pool, Picks for a member of a league with a card, Chat for a member. */
export function leagueTabsFor(league: LeagueShape): LeagueTab[] {
  const survivor = league.format === "survivor";
  const has: Record<LeagueTab, boolean> = {
    survivor,
    overview: true,
    // A survivor pool's picks are on its Survivor tab, not a card.
    picks: league.isMember && league.leagueType !== "trivia_only" && !survivor,
    history: true,
    chat: league.isMember,
    members: true,
    settings: true,
  };
  return LEAGUE_TABS.filter((tab) => has[tab]);
}

/** The tab the page opens on without `?tab=`: a survivor pool's own tab, else Overview. */
export const openingTab = (tabs: readonly LeagueTab[]): LeagueTab =>
  tabs.includes("survivor") ? "survivor" : "overview";

/** The tab a URL shows: the one it names when the viewer has it, else the opening tab. */
export function shownTab(asked: string | null, tabs: readonly LeagueTab[]): LeagueTab {
  const named = tabs.find((tab) => tab === asked);
  return named ?? openingTab(tabs);
}

/** The search string for a tab: the opening tab drops `tab` (a clean link), and every other parameter stays. */
export function searchForTab(search: URLSearchParams, tab: LeagueTab, tabs: readonly LeagueTab[]): URLSearchParams {
  const next = new URLSearchParams(search);
  if (tab === openingTab(tabs)) next.delete("tab");
  else next.set("tab", tab);
  return next;
}
