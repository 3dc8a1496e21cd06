import type { LeagueDetail } from "@shared/contracts/leagues";
import { formatKickoff } from "@shared/domain/central-time";
import { useQuery } from "@tanstack/react-query";
import { BellRing } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { memberName } from "@/features/leagues/league-history";
import { getErrorMessage } from "@/lib/api";
import { useNudgeLeague } from "./reminders.mutations";
import { reminderQueries } from "./reminders.queries";

/**
 * Settings tab, owner only (issue 22): who has not filled their card for the next lock, and the
 * Nudge that reminds them on their devices with reminders on, once per league per week.
 */
export function LeagueNudgeCard({ league }: { league: LeagueDetail }) {
  if (!league.isOwner || league.leagueType === "trivia_only") return null;
  return <NudgeCard leagueId={league.id} ownerId={league.ownerId} />;
}

function NudgeCard({ leagueId, ownerId }: { leagueId: string; ownerId: string }) {
  const missing = useQuery(reminderQueries.missingCards(leagueId));
  const nudge = useNudgeLeague(leagueId);
  // The owner is not nudged: only the members they remind.
  const others = (missing.data?.missing ?? []).filter((member) => member.userId !== ownerId);
  const send = () =>
    nudge.mutate(undefined, {
      onSuccess: ({ nudged }) =>
        toast({
          title: "Nudge sent",
          description: `${nudged} ${nudged === 1 ? "member was" : "members were"} reminded.`,
        }),
    });
  return (
    <Card data-testid="league-nudge">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellRing className="size-5 text-primary" aria-hidden="true" /> Nudge
        </CardTitle>
        <CardDescription>
          Remind the members who have not filled their card for the next lock. Once a week; it reaches the devices they
          turned reminders on for.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        {missing.isPending && <Spinner className="mx-auto" label="Loading who still has picks to make" />}
        {missing.isError && <p>{getErrorMessage(missing.error, "Failed to load who still has picks to make")}</p>}
        {missing.data && missing.data.nextLockAt === null && <p>No games of this week are open to pick.</p>}
        {missing.data?.nextLockAt && (
          <>
            <p className="text-muted-foreground">Next lock: {formatKickoff(missing.data.nextLockAt)}</p>
            {others.length === 0 ? (
              <p>Everyone has filled their card.</p>
            ) : (
              <p>
                Still to pick: <span className="font-medium">{others.map(memberName).join(", ")}</span>
              </p>
            )}
          </>
        )}
        {nudge.isError && (
          <p role="alert" className="text-destructive">
            {getErrorMessage(nudge.error)}
          </p>
        )}
      </CardContent>
      <CardFooter className="justify-end">
        <Button onClick={send} disabled={nudge.isPending || others.length === 0 || !missing.data?.nextLockAt}>
          {nudge.isPending && <Spinner className="size-4" />}
          {missing.data?.nextLockAt ? `Nudge ${others.length} ${others.length === 1 ? "member" : "members"}` : "Nudge"}
        </Button>
      </CardFooter>
    </Card>
  );
}
