import type { LeagueDetail as League } from "@shared/contracts/leagues";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { CenteredSpinner } from "@/components/layout/centered-spinner";
import { Page } from "@/components/layout/page";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useDocumentTitle } from "@/lib/use-document-title";
import { LeagueHeader } from "./league-header";
import { LeagueNotFound } from "./league-notice";
import { LeagueOverview } from "./league-overview";
import { LeagueSettings } from "./league-settings";
import { leagueQueries } from "./leagues.queries";
import { MembersList } from "./members-list";
import { useCurrentLeague } from "./use-current-league";
import { useLeagueMemberCount, useLeagueRoom } from "./use-league-room";

/** RULES §2 "League detail": header, then Overview, Members and Settings tabs. */
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
  return (
    <Page className="max-w-5xl">
      <LeagueHeader league={league} />
      <Tabs defaultValue="overview">
        <TabsList>
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="members">Members ({memberCount})</TabsTrigger>
          <TabsTrigger value="settings">Settings</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <LeagueOverview league={league} />
        </TabsContent>
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

/** The league a member last opened becomes the current league; one that cannot be loaded stops being it. */
function useRememberAsCurrentLeague(leagueId: string, isMember: boolean | undefined, failed: boolean) {
  const { leagueId: currentId, isLoading, select } = useCurrentLeague();
  useEffect(() => {
    if (isLoading) return;
    if (isMember && currentId !== leagueId) select(leagueId);
    if ((failed || isMember === false) && currentId === leagueId) select(null);
  }, [leagueId, isMember, failed, currentId, isLoading, select]);
}
