import { useQuery } from "@tanstack/react-query";
import { Compass, RotateCw, Users } from "lucide-react";
import { Page, PageHeader } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useDocumentTitle } from "@/lib/use-document-title";
import { CreateLeagueDialog } from "./create-league-dialog";
import { JoinLeagueDialog } from "./join-league-dialog";
import { LeagueGrid } from "./league-grid";
import { leagueQueries } from "./leagues.queries";
import { useCurrentLeague } from "./use-current-league";

/** RULES §2 "Leagues": the player's leagues and public leagues to discover. */
export function LeaguesPage() {
  useDocumentTitle("Leagues");
  const leagues = useQuery(leagueQueries.list());
  useCurrentLeague(); // loads (or silently forgets) the saved current league

  return (
    <Page className="max-w-6xl">
      <PageHeader
        icon={Users}
        title="Leagues"
        description="Compete with friends in public or private leagues."
        actions={
          <>
            <JoinLeagueDialog />
            <CreateLeagueDialog />
          </>
        }
      />
      <Tabs defaultValue="mine">
        <TabsList>
          <TabsTrigger value="mine">My Leagues</TabsTrigger>
          <TabsTrigger value="discover">Discover</TabsTrigger>
        </TabsList>
        {leagues.isPending ? (
          <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            {Array.from({ length: 3 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count, never reordered.
              <Skeleton key={i} className="h-36 rounded-xl" />
            ))}
          </div>
        ) : leagues.isError ? (
          <Card role="alert" className="mt-4 flex flex-col items-center gap-4 px-6 py-12 text-center">
            <p className="font-medium text-destructive">Failed to load leagues</p>
            <Button variant="outline" onClick={() => leagues.refetch()} disabled={leagues.isFetching}>
              <RotateCw /> Try again
            </Button>
          </Card>
        ) : (
          <>
            <TabsContent value="mine">
              <LeagueGrid
                leagues={leagues.data.userLeagues}
                empty={{
                  icon: Users,
                  title: "No leagues yet",
                  description: "Create a league or join one with a code to start competing.",
                }}
              />
            </TabsContent>
            <TabsContent value="discover">
              <LeagueGrid
                leagues={leagues.data.publicLeagues}
                empty={{
                  icon: Compass,
                  title: "No public leagues",
                  description: "Public leagues you can join will show up here.",
                }}
              />
            </TabsContent>
          </>
        )}
      </Tabs>
    </Page>
  );
}
