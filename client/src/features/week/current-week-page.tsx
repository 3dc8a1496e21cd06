import { formatKickoff } from "@shared/domain/central-time";
import { useQuery } from "@tanstack/react-query";
import { useDeferredValue } from "react";
import { Page } from "@/components/layout/page";
import { useCurrentUser } from "@/features/auth/auth.queries";
import { settingsQueries } from "@/features/settings/settings.queries";
import { serverClockOffset } from "@/lib/server-clock";
import { useDocumentTitle } from "@/lib/use-document-title";
import { LeagueCardLinks } from "./league-card-links";
import { useWeekRoom } from "./use-week-room";
import { weekQueries } from "./week.queries";
import { WeekBoard } from "./week-board";
import { WeekMessage } from "./week-message";
import { WeekPageHeader, WeekPageLoading } from "./week-page-header";

// Making the Central Time formatter is most of a card's first render; done as the page's code arrives,
// in a task of its own, it no longer makes the first cards' render one long task.
setTimeout(() => formatKickoff(new Date()));

/** RULES §2 "Current Week": the signed-in home. */
export function CurrentWeekPage() {
  useDocumentTitle("Current Week");
  const currentWeek = useQuery(weekQueries.current());
  const settings = useQuery(settingsQueries.points());
  const { user } = useCurrentUser();
  const data = currentWeek.data;
  // Every card of the week renders after the header has painted, in slices React may interrupt: no long task holds the page.
  const board = useDeferredValue(data, undefined);
  useWeekRoom(data?.week?.id ?? null, data?.games);

  // The cards wait for the points settings too (asked for at the same time): one render of the whole board, not two.
  if (currentWeek.isPending || settings.isPending) return <WeekPageLoading />;
  if (currentWeek.isError || !data) {
    return (
      <Page className="flex items-center justify-center">
        <WeekMessage
          tone="error"
          title="Error Loading Games"
          description="Failed to load this week's games. Please try again later."
        />
      </Page>
    );
  }
  if (data.syncing && (!data.week || data.games.length === 0)) {
    return (
      <Page className="flex items-center justify-center">
        <WeekMessage
          tone="syncing"
          title="Loading Game Data"
          description="Syncing this week's games from the college football database..."
        />
      </Page>
    );
  }

  return (
    <Page>
      <WeekPageHeader label={data.week?.label ?? "Current Week"} />
      <LeagueCardLinks />
      {data.games.length === 0 ? (
        <WeekMessage
          tone="empty"
          title="No Games Available"
          description="There are no games scheduled for this week yet."
        />
      ) : board ? (
        <WeekBoard
          data={board}
          favoriteTeam={user?.favoriteTeam}
          settings={settings.data}
          clockOffsetMs={serverClockOffset(data.serverNow, currentWeek.dataUpdatedAt)}
        />
      ) : (
        <div aria-hidden="true" className="min-h-dvh" />
      )}
    </Page>
  );
}
