import type { LeagueDetail as League } from "@shared/contracts/leagues";
import { useQuery } from "@tanstack/react-query";
import { Suspense, useEffect } from "react";
import { useSearchParams } from "wouter";
import { CenteredSpinner } from "@/components/layout/centered-spinner";
import { Page } from "@/components/layout/page";
import { ScrollableTabsList } from "@/components/ui/scrollable-tabs-list";
import { Tabs, TabsContent, TabsTrigger } from "@/components/ui/tabs";
import { lazyNamed } from "@/lib/lazy-named";
import { useDocumentTitle } from "@/lib/use-document-title";
import { LeagueHeader } from "./league-header";
import { LeagueNotFound } from "./league-notice";
import { LeagueOverview } from "./league-overview";
import { LeagueSettings } from "./league-settings";
import { type LeagueTab, leagueTabsFor, searchForTab, shownTab } from "./league-tabs";
import { leagueQueries } from "./leagues.queries";
import { MembersList } from "./members-list";
import { useCurrentLeague } from "./use-current-league";
import { useLeagueMemberCount, useLeagueRoom } from "./use-league-room";

// The card and its drag-and-drop kit load when a member opens the Picks tab, not with the page.
const LeaguePicksTab = lazyNamed(() => import("./league-picks-tab"), "LeaguePicksTab");
// The History tab's grid and chart load when it is opened.
const LeagueHistoryTab = lazyNamed(() => import("./league-history-tab"), "LeagueHistoryTab");
// The chat loads when a member opens its tab.
const LeagueChatTab = lazyNamed(() => import("./league-chat-tab"), "LeagueChatTab");
// A survivor pool's tab loads when opened (decision 040).
const LeagueSurvivorTab = lazyNamed(() => import("./league-survivor-tab"), "LeagueSurvivorTab");

/** RULES §2 "League detail": header, then Overview, History, Members and Settings tabs (and Picks for a member of a picks league, Chat for a member). */
export function LeagueDetailPage({ leagueId }: { leagueId: string }) {
  const league = useQuery(leagueQueries.detail(leagueId));
  useDocumentTitle(league.isError ? "League not found" : (league.data?.name ?? "League"));
  useRememberAsCurrentLeague(leagueId, league.data?.isMember, league.isError);

  if (league.isPending) return <CenteredSpinner label="Loading league" />;
  if (league.isError) return <LeagueNotFound />;
  return <LeagueTabs league={league.data} />;
}

/** The room is followed here, not in a tab, so every tab (Members too) moves live. */
function LeagueTabs({ league }: { league: League }) {
  useLeagueRoom(league.id);
  const memberCount = useLeagueMemberCount(league.id, league.memberCount);
  const tabs = leagueTabsFor(league);
  const [tab, selectTab] = useLeagueTab(tabs);
  const has = (name: LeagueTab) => tabs.includes(name);
  return (
    <Page className="max-w-5xl">
      <LeagueHeader league={league} />
      <Tabs value={tab} onValueChange={(next) => selectTab(next as LeagueTab)}>
        <ScrollableTabsList active={tab}>
          {has("survivor") && <TabsTrigger value="survivor">Survivor</TabsTrigger>}
          <TabsTrigger value="overview">Overview</TabsTrigger>
          {has("picks") && <TabsTrigger value="picks">Picks</TabsTrigger>}
          <TabsTrigger value="history">History</TabsTrigger>
          {has("chat") && <TabsTrigger value="chat">Chat</TabsTrigger>}
          <TabsTrigger value="members">Members ({memberCount})</TabsTrigger>
          <TabsTrigger value="settings">Settings</TabsTrigger>
        </ScrollableTabsList>
        {has("survivor") && (
          <TabsContent value="survivor">
            <Suspense fallback={<CenteredSpinner label="Loading the survivor pool" />}>
              <LeagueSurvivorTab leagueId={league.id} />
            </Suspense>
          </TabsContent>
        )}
        <TabsContent value="overview">
          <LeagueOverview league={league} />
        </TabsContent>
        {has("picks") && (
          <TabsContent value="picks">
            <Suspense fallback={<CenteredSpinner label="Loading your card" />}>
              <LeaguePicksTab leagueId={league.id} />
            </Suspense>
          </TabsContent>
        )}
        <TabsContent value="history">
          <Suspense fallback={<CenteredSpinner label="Loading the league's history" />}>
            <LeagueHistoryTab leagueId={league.id} />
          </Suspense>
        </TabsContent>
        {has("chat") && (
          <TabsContent value="chat">
            <Suspense fallback={<CenteredSpinner label="Loading the chat" />}>
              <LeagueChatTab league={league} />
            </Suspense>
          </TabsContent>
        )}
        <TabsContent value="members">
          <MembersList league={league} />
        </TabsContent>
        <TabsContent value="settings">
          <LeagueSettings league={league} />
        </TabsContent>
      </Tabs>
    </Page>
  );
}

/**
 * The shown tab is the URL's `?tab=` (decision 063): choosing one replaces the URL rather than adding a
 * history entry per tab, and a URL naming a tab the viewer does not have is rewritten to the tab shown.
 */
function useLeagueTab(tabs: LeagueTab[]): [LeagueTab, (tab: LeagueTab) => void] {
  const [search, setSearch] = useSearchParams();
  const asked = search.get("tab");
  const tab = shownTab(asked, tabs);
  const select = (next: LeagueTab) => setSearch((now) => searchForTab(now, next, tabs), { replace: true });
  const stale = asked !== null && asked !== tab;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a stale URL is rewritten, once per change of it.
  useEffect(() => {
    if (stale) select(tab);
  }, [stale, tab]);
  return [tab, select];
}

/** The league a member last opened becomes the current league; one that cannot be loaded stops being it. */
function useRememberAsCurrentLeague(leagueId: string, isMember: boolean | undefined, failed: boolean) {
  const { leagueId: currentId, isLoading, select } = useCurrentLeague();
  useEffect(() => {
    if (isLoading) return;
    if (isMember && currentId !== leagueId) select(leagueId);
    if ((failed || isMember === false) && currentId === leagueId) select(null);
  }, [leagueId, isMember, failed, currentId, isLoading, select]);
}
