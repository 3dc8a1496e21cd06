import type { LeagueDetail, LeagueMember } from "@shared/contracts/leagues";
import { formatKickoff } from "@shared/domain/central-time";
import { menuDisplayName } from "@shared/domain/display-name";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Ban, Crown } from "lucide-react";
import { useEffect } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { HonorBadges } from "./honor-badges";
import { formatLeagueDate } from "./league-labels";
import { leagueQueries } from "./leagues.queries";
import { RemoveMemberButton } from "./remove-member-button";
import { useLeagueMemberCount } from "./use-league-room";

/**
 * RULES §2 Members tab: handle or email, joined date, role badge; the owner may remove non-owners.
 * Beside each member, their honors in the league (issue 20): weekly wins and the season's title.
 * A chat mute shows to the owner, and to the muted member on their own row (decision 062).
 */
export function MembersList({ league }: { league: LeagueDetail }) {
  const members = useQuery(leagueQueries.members(league.id));
  const honors = useHonors(league.id);
  const memberCount = useLeagueMemberCount(league.id, league.memberCount);
  useListFollowsCount(league.id, memberCount, members.data?.length);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Members ({memberCount})</CardTitle>
      </CardHeader>
      <CardContent>
        {members.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            {Array.from({ length: 3 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count, never reordered.
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        ) : members.isError ? (
          <p role="alert" className="py-6 text-center text-sm text-destructive">
            Failed to load members
          </p>
        ) : (
          <ul className="divide-y">
            {members.data.map((member) => (
              <MemberRow
                key={member.userId}
                member={member}
                honors={honors.get(member.userId)}
                leagueId={league.id}
                canRemove={league.isOwner && member.role !== "owner"}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** The room says how many members there are; the list (REST) is read again when it no longer has that many. */
function useListFollowsCount(leagueId: string, memberCount: number, listed: number | undefined) {
  const queryClient = useQueryClient();
  const stale = listed !== undefined && listed !== memberCount;
  // biome-ignore lint/correctness/useExhaustiveDependencies: memberCount is a trigger: each new count the list still disagrees with reads it again.
  useEffect(() => {
    if (stale) void queryClient.invalidateQueries({ queryKey: leagueQueries.members(leagueId).queryKey });
  }, [queryClient, leagueId, memberCount, stale]);
}

type Honors = { weeksWon: number; champion: boolean };

/** Each member's honors from the league's history; none while it loads or if it fails (they are extras). */
function useHonors(leagueId: string): Map<string, Honors> {
  const history = useQuery(leagueQueries.history(leagueId));
  return new Map((history.data?.members ?? []).map((m) => [m.userId, { weeksWon: m.weeksWon, champion: m.champion }]));
}

function MemberRow({
  member,
  honors,
  leagueId,
  canRemove,
}: {
  member: LeagueMember;
  honors: Honors | undefined;
  leagueId: string;
  canRemove: boolean;
}) {
  const name = menuDisplayName(member.user);
  return (
    <li data-testid="league-member" data-user-id={member.userId} className="flex items-center gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{member.user.handle ? `@${member.user.handle}` : name}</p>
        <p className="text-xs text-muted-foreground">Joined {formatLeagueDate(member.joinedAt)}</p>
        {member.mutedUntil && (
          <p className="text-xs text-muted-foreground" data-testid="member-muted-until">
            Muted in chat until {formatKickoff(member.mutedUntil)}
          </p>
        )}
      </div>
      {member.mutedUntil && (
        <Badge variant="warning">
          <Ban aria-hidden="true" /> Muted
        </Badge>
      )}
      {honors && <HonorBadges weeksWon={honors.weeksWon} champion={honors.champion} />}
      {member.role === "owner" ? (
        <Badge>
          <Crown aria-hidden="true" /> Owner
        </Badge>
      ) : (
        <Badge variant="outline">Member</Badge>
      )}
      {canRemove && <RemoveMemberButton leagueId={leagueId} userId={member.userId} name={name} />}
    </li>
  );
}
