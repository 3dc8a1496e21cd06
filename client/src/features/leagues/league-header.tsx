import type { LeagueDetail } from "@shared/contracts/leagues";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useJoinPublicLeague } from "./leagues.mutations";
import { VisibilityBadge } from "./visibility-badge";

/** RULES §2/§6: name, @slug, description, visibility; Join League only for a non-member of a public league. */
export function LeagueHeader({ league }: { league: LeagueDetail }) {
  const join = useJoinPublicLeague(league.id);
  const canJoin = !league.isMember && league.visibility === "public";

  return (
    <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{league.name}</h1>
          <VisibilityBadge visibility={league.visibility} />
        </div>
        <p className="text-sm text-muted-foreground">@{league.slug}</p>
        {league.description && <p className="max-w-2xl text-muted-foreground">{league.description}</p>}
      </div>
      {canJoin && (
        <Button onClick={() => join.mutate()} disabled={join.isPending} className="shrink-0">
          {join.isPending && <Spinner className="size-4" />}
          Join League
        </Button>
      )}
    </header>
  );
}
