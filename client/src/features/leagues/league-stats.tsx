import type { LeagueDetail } from "@shared/contracts/leagues";
import type { LeagueSeasonScope } from "@shared/domain/standings";
import { CalendarDays, Crown, Medal, Sparkles, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useCurrentUser } from "@/features/auth/auth.queries";
import { cn } from "@/lib/cn";
import { formatLeagueDate } from "./league-labels";
import { useLeagueMemberCount } from "./use-league-room";
import { useLeagueStandings } from "./use-league-standings";

const SCOPE_HINT: Record<LeagueSeasonScope, string> = {
  full_season: "Counts the whole season",
  from_creation: "Counts from this day on",
};

/** Where a league's first points come from, said while nobody has any. */
const FIRST_POINTS: Record<LeagueDetail["leagueType"], string> = {
  both: "The first graded pick or trivia answer takes the lead.",
  picks_only: "The first graded pick takes the lead.",
  trivia_only: "The first right trivia answer takes the lead.",
};

const pointsText = (points: number) => `${points} ${points === 1 ? "pt" : "pts"}`;

/**
 * RULES §2 league stats, as one row of compact tiles (issue 39): members (and who is online), the
 * season's leader and the viewer's rank from the live season standings, and the created date.
 */
export function LeagueStats({ league }: { league: LeagueDetail }) {
  const memberCount = useLeagueMemberCount(league.id, league.memberCount);
  const season = useLeagueStandings(league.id, { kind: "season" });
  const { user } = useCurrentUser();
  const leader = season.rows[0];
  const me = season.rows.find((row) => row.userId === user?.id);
  const tied = leader ? season.rows.filter((row) => row.points === leader.points).length - 1 : 0;
  // A member looking at the page is online, before the room's first state says so.
  const online = Math.max(season.online.size, league.isMember ? 1 : 0);
  const alone = league.isMember && memberCount === 1;

  return (
    <section
      aria-label="League stats"
      className="grid grid-flow-row-dense grid-cols-2 gap-3 lg:grid-cols-4"
      data-testid="league-stats"
    >
      <Stat icon={Users} label="Members" testId="stat-members" value={String(memberCount)}>
        {alone ? "Just you: invite friends" : online > 0 ? `${online} online now` : "None online now"}
      </Stat>
      {season.isPending ? (
        <Stat icon={Crown} label="Season leader" testId="stat-leader" value={null} wide />
      ) : !leader || leader.points === 0 ? (
        <Stat icon={Sparkles} label="Season leader" testId="stat-leader" value="No points yet" wide>
          {FIRST_POINTS[league.leagueType]}
        </Stat>
      ) : (
        <>
          <Stat icon={Crown} label="Season leader" testId="stat-leader" value={leader.name} wide={!me}>
            {pointsText(leader.points)}
            {tied > 0 && ` · tied with ${tied} ${tied === 1 ? "other" : "others"}`}
          </Stat>
          {me && (
            <Stat icon={Medal} label="Your rank" testId="stat-rank" value={`#${me.rank} of ${season.rows.length}`}>
              {pointsText(me.points)}
            </Stat>
          )}
        </>
      )}
      <Stat icon={CalendarDays} label="Created" testId="stat-created" value={formatLeagueDate(league.createdAt)}>
        {SCOPE_HINT[league.seasonScope]}
      </Stat>
    </section>
  );
}

/** One compact tile: an icon, a label, its value (a placeholder while loading) and a line saying what it means. */
function Stat({
  icon: Icon,
  label,
  value,
  testId,
  wide = false,
  children,
}: {
  icon: typeof Users;
  label: string;
  value: string | null;
  testId: string;
  /** Two tiles' room: the leader alone (or its empty state) spans the leader and rank tiles. */
  wide?: boolean;
  children?: ReactNode;
}) {
  return (
    <Card className={cn("flex min-w-0 items-center gap-3 p-3", wide && "col-span-2")} data-testid={`${testId}-tile`}>
      {/* On a phone the icon moves into the label line, leaving a half-width tile's room to its value. */}
      <span className="hidden size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary sm:flex">
        <Icon className="size-4.5" aria-hidden="true" />
      </span>
      <div className="grid min-w-0 gap-0.5">
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Icon className="size-3.5 text-primary sm:hidden" aria-hidden="true" />
          {label}
        </p>
        {value === null ? (
          <Skeleton className="h-5 w-24" />
        ) : (
          <p data-testid={testId} className="truncate font-semibold leading-tight">
            {value}
          </p>
        )}
        {children && <p className="line-clamp-2 text-xs text-muted-foreground">{children}</p>}
      </div>
    </Card>
  );
}
