import type { SlateChoice } from "@shared/contracts/league-rules";
import type { LeagueDetail } from "@shared/contracts/leagues";
import { formatKickoff } from "@shared/domain/central-time";
import { useQuery } from "@tanstack/react-query";
import { ListChecks, Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { weekQueries } from "@/features/week/week.queries";
import { getErrorMessage } from "@/lib/api";
import { serverClockOffset, useServerNowAt } from "@/lib/server-clock";
import { rankedMatchup, slateLockedBy } from "./league-slate";
import { LeagueSlatePicker } from "./league-slate-picker";
import { leagueQueries } from "./leagues.queries";

/**
 * Issue 20, Settings tab: in a league whose Games rule is selected, the owner chooses the current
 * week's games until the first of them kicks off; everyone else reads the choice.
 */
export function LeagueSlateSection({ league }: { league: LeagueDetail }) {
  // A trivia-only league has no picks, so no games to choose.
  if (league.slate !== "selected" || league.leagueType === "trivia_only") return null;
  return (
    <Card data-testid="league-slate">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ListChecks className="size-5 text-primary" aria-hidden="true" /> This week's games
        </CardTitle>
        <CardDescription>
          {league.isOwner
            ? "Choose the games your members pick this week, until the first of them kicks off. Times are Central."
            : "The games the owner chose for this week. Times are Central."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <CurrentWeekSlate league={league} />
      </CardContent>
    </Card>
  );
}

function CurrentWeekSlate({ league }: { league: LeagueDetail }) {
  const week = useQuery(weekQueries.current());
  if (week.isPending) return <Spinner className="mx-auto" label="Loading this week's games" />;
  if (week.isError) return <Note>{getErrorMessage(week.error, "Failed to load this week's games")}</Note>;
  if (!week.data.week || week.data.games.length === 0) return <Note>This week has no games yet.</Note>;
  return (
    <WeekSlate
      league={league}
      weekId={week.data.week.id}
      clockOffsetMs={serverClockOffset(week.data.serverNow, week.dataUpdatedAt)}
    />
  );
}

interface WeekSlateProps {
  league: LeagueDetail;
  weekId: string;
  clockOffsetMs: number;
}

function WeekSlate({ league, weekId, clockOffsetMs }: WeekSlateProps) {
  const slate = useQuery(leagueQueries.slate(league.id, weekId));
  // Every FBS game of the week, not only the site's Power-5 ones.
  const games = slate.data?.choices ?? [];
  // Read again at each kickoff: a game that starts is closed to choosing, and the slate's first one locks it.
  const now = useServerNowAt(
    clockOffsetMs,
    games.map((game) => Date.parse(game.kickoffISO)),
  );
  if (slate.isPending) return <Spinner className="mx-auto" label="Loading the chosen games" />;
  if (slate.isError) return <Note>{getErrorMessage(slate.error, "Failed to load the chosen games")}</Note>;

  const saved = slate.data.gameIds;
  const lockedBy = slateLockedBy(games, saved, now);
  if (league.isOwner && !lockedBy) {
    // A save brings a new setAt: the picker starts again from what was saved.
    return (
      <LeagueSlatePicker
        key={slate.data.setAt ?? "unset"}
        leagueId={league.id}
        weekId={weekId}
        games={games}
        saved={saved}
        now={now}
      />
    );
  }
  return (
    <div className="grid gap-3">
      {lockedBy && (
        <p data-testid="league-slate-locked" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Lock className="size-4 shrink-0" aria-hidden="true" />
          The slate is locked: {rankedMatchup(lockedBy)} has kicked off.
        </p>
      )}
      <ChosenGames games={games.filter((game) => saved.includes(game.id))} />
    </div>
  );
}

function ChosenGames({ games }: { games: SlateChoice[] }) {
  if (games.length === 0) return <Note>The owner has not chosen this week's games yet.</Note>;
  return (
    <ul data-testid="league-slate-chosen" className="grid gap-2 sm:grid-cols-2">
      {games.map((game) => (
        <li key={game.id} data-game-id={game.id} className="grid gap-0.5 rounded-lg border px-3 py-2 text-sm">
          <span className="font-medium">{rankedMatchup(game)}</span>
          <span className="text-xs text-muted-foreground">{formatKickoff(game.kickoffISO)}</span>
        </li>
      ))}
    </ul>
  );
}

const Note = ({ children }: { children: ReactNode }) => <p className="text-sm text-muted-foreground">{children}</p>;
