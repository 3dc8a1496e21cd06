import { useQuery } from "@tanstack/react-query";
import { CalendarRange, CalendarSync, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { serverClockOffset } from "@/lib/server-clock";
import { useRecalculateBoundaries, useSyncGames } from "./admin.mutations";
import { adminQueries } from "./admin.queries";
import { AdminGameCard } from "./admin-game-card";
import { AdminPanel, PanelError, PanelSkeleton } from "./admin-panel";
import { syncBudgetFacts } from "./sync-budget";

export function GamesPanel() {
  const current = useQuery(adminQueries.currentWeek());
  const sync = useSyncGames();
  const recalculate = useRecalculateBoundaries();
  const week = current.data?.week ?? null;
  const games = current.data?.games ?? [];
  const finals = games.filter((g) => g.status === "final").length;
  const clockOffsetMs = serverClockOffset(current.data?.serverNow, current.dataUpdatedAt);

  return (
    <AdminPanel
      icon={CalendarSync}
      title="Games"
      description={
        games.length > 0
          ? `${games.length} games this week · ${finals} final`
          : "Sync, feature and finalize this week's games."
      }
    >
      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        <ActionTile
          title="Game sync"
          badge={
            <Badge variant={week ? "secondary" : "outline"} data-testid="admin-current-week">
              {current.isPending ? "Loading..." : (week?.label ?? "No current week set")}
            </Badge>
          }
          text="Pull the latest schedule, lines, rankings and scores for the current week from the CFBD API."
        >
          <Button onClick={() => sync.mutate()} disabled={sync.isPending}>
            {sync.isPending ? <Spinner className="size-4" /> : <RefreshCw />}
            Sync Now
          </Button>
        </ActionTile>
        <ActionTile
          title="Week boundaries"
          text="Sets the week's start to the Sunday before the first game and its end to the Saturday after the last game, so trivia points land in the right week."
        >
          <Button
            variant="outline"
            onClick={() => week && recalculate.mutate(week.id)}
            disabled={!week || recalculate.isPending}
          >
            {recalculate.isPending ? <Spinner className="size-4" /> : <CalendarRange />}
            Recalculate Boundaries
          </Button>
        </ActionTile>
        <SyncBudgetTile />
      </div>

      <div className="mt-6">
        {current.isPending ? (
          <PanelSkeleton rows={3} />
        ) : current.isError ? (
          <PanelError>Failed to load this week's games.</PanelError>
        ) : games.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-10 text-center text-sm text-muted-foreground">
            {week
              ? "There are no games in the current week yet."
              : "No current week set. Sync to load this week's games."}
          </p>
        ) : (
          <ul className="grid gap-3 lg:grid-cols-2">
            {games.map((game) => (
              <li key={game.id} className="min-w-0">
                <AdminGameCard game={game} clockOffsetMs={clockOffsetMs} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </AdminPanel>
  );
}

/** The provider's calls this month and the pace the sync keeps (decision 032). */
function SyncBudgetTile() {
  const budget = useQuery(adminQueries.syncBudget());
  const data = budget.data;
  return (
    <div className="flex flex-col gap-3 rounded-lg border bg-muted/20 p-4" data-testid="admin-sync-budget">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="text-sm font-semibold">Provider calls</h4>
        {data && (
          <Badge variant="outline">{data.provider === "cfbd" ? `CFBD · ${data.month}` : "Replay · offline"}</Badge>
        )}
      </div>
      {budget.isPending ? (
        <PanelSkeleton rows={2} />
      ) : budget.isError || !data ? (
        <PanelError>Failed to load the call budget.</PanelError>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {syncBudgetFacts(data).map((fact) => (
            <div key={fact.label} className="contents">
              <dt className="text-muted-foreground">{fact.label}</dt>
              <dd className="font-medium tabular-nums">{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

function ActionTile({
  title,
  badge,
  text,
  children,
}: {
  title: string;
  badge?: ReactNode;
  text: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border bg-muted/20 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="text-sm font-semibold">{title}</h4>
        {badge}
      </div>
      <p className="flex-1 text-sm text-muted-foreground">{text}</p>
      <div>{children}</div>
    </div>
  );
}
