import type { SurvivorBoard, SurvivorPickBody } from "@shared/contracts/survivor";
import { formatKickoff } from "@shared/domain/central-time";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { CenteredSpinner } from "@/components/layout/centered-spinner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { getErrorMessage } from "@/lib/api";
import { api, ok } from "@/lib/api-client";
import { useLeagueLiveStore } from "./league-live.store";
import { leagueQueries } from "./leagues.queries";
import { survivorTeamLabel } from "./survivor-team-label";

type Game = SurvivorBoard["games"][number];

/**
 * A survivor pool (decision 040): the caller's team this week (teams already used are disabled, with
 * the reason), members alive and out with the week they fell, used teams, this week's picks once
 * locked, and the count still alive, moving live with the league room.
 */
export function LeagueSurvivorTab({ leagueId }: { leagueId: string }) {
  const queryClient = useQueryClient();
  const [weekId, setWeekId] = useState<string | undefined>(undefined);
  const board = useQuery(leagueQueries.survivor(leagueId, weekId));
  const live = useLeagueLiveStore((s) => (s.leagueId === leagueId ? s.survivor : null));
  const liveAlive = useLeagueLiveStore((s) => (s.leagueId === leagueId ? s.survivorAlive : null));
  // The room says who is alive; a change (a final, a slate locking) reads the board again.
  const liveKey = live?.map((m) => `${m.userId}:${m.livesLeft}:${m.fellWeekId}`).join("|") ?? "";
  useEffect(() => {
    if (liveKey) void queryClient.invalidateQueries({ queryKey: ["/api/leagues", leagueId, "survivor"] });
  }, [liveKey, leagueId, queryClient]);

  const save = useMutation({
    mutationFn: (body: SurvivorPickBody) =>
      ok(api.leagues[":id"].survivor.$put({ param: { id: leagueId }, json: body })),
    onSuccess: (saved) => queryClient.setQueryData(leagueQueries.survivor(leagueId, weekId).queryKey, saved),
  });

  // Keep the week shown once known, so a save and a live refresh stay on the week on screen.
  const shownWeek = board.data?.weekId;
  useEffect(() => {
    if (weekId === undefined && shownWeek) setWeekId(shownWeek);
  }, [weekId, shownWeek]);

  if (board.isPending) return <CenteredSpinner label="Loading the survivor pool" />;
  if (board.isError) return <p role="alert">{getErrorMessage(board.error, "Could not load the survivor pool")}</p>;
  const data = board.data;
  const alive = liveAlive ?? data.aliveCount;
  const winner = data.winnerId ? data.members.find((m) => m.userId === data.winnerId) : undefined;

  return (
    <div className="space-y-4" data-testid="survivor-pool">
      <Card>
        <CardHeader>
          <CardTitle>Survivor pool · {data.weekLabel}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-2">
          <p className="text-lg font-semibold" data-testid="survivor-alive">
            {alive} still alive
          </p>
          <p className="text-sm text-muted-foreground">
            {data.lives === 1 ? "One life" : `${data.lives} lives`} each: pick one team a week to win; a team once a
            season. A loss, a tie or no pick costs a life.
          </p>
          {winner && <p className="font-semibold">{winner.name} is the last one standing and wins the pool</p>}
          {!data.inPool && data.firstWeekId && <p>This week is before the pool starts.</p>}
        </CardContent>
      </Card>
      {data.isMember && data.inPool && !winner && (
        <PickSection data={data} pending={save.isPending} error={save.error} onPick={(body) => save.mutate(body)} />
      )}
      <MembersBoard data={data} />
    </div>
  );
}

function PickSection({
  data,
  pending,
  error,
  onPick,
}: {
  data: SurvivorBoard;
  pending: boolean;
  error: Error | null;
  onPick: (body: SurvivorPickBody) => void;
}) {
  const own = ownEntry(data);
  if (!own) return null;
  if (!own.alive) {
    return (
      <Card>
        <CardContent className="pt-6">
          <p>You are out of this pool{own.fellWeekLabel ? ` (you fell in ${own.fellWeekLabel})` : ""}.</p>
        </CardContent>
      </Card>
    );
  }
  const used = new Map(own.usedTeams.filter((u) => u.weekId !== data.weekId).map((u) => [u.team, u.weekLabel]));
  const mine = own.pick;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your team this week</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p aria-live="polite">{mine ? `You picked ${mine.team}${mine.locked ? " (locked)" : ""}` : "No pick yet"}</p>
        {error && <p role="alert">{getErrorMessage(error, "Could not save your pick")}</p>}
        <ul className="space-y-3">
          {data.games.map((game) => (
            <li
              key={game.id}
              className="grid gap-2 rounded-lg border p-3"
              data-testid="survivor-game"
              data-game-id={game.id}
            >
              <p className="text-xs text-muted-foreground" data-testid="survivor-locks">
                {game.locked ? "Locked" : `Locks ${formatKickoff(game.locksAt)}`}
              </p>
              <div className="grid gap-2 sm:grid-cols-2">
                {(["AWAY", "HOME"] as const).map((side) => (
                  <TeamButton
                    key={side}
                    game={game}
                    side={side}
                    usedIn={used.get(side === "HOME" ? game.homeTeam : game.awayTeam)}
                    picked={mine?.gameId === game.id && mine.side === side}
                    disabled={pending || (mine?.locked ?? false)}
                    onPick={() => onPick({ weekId: data.weekId, gameId: game.id, side })}
                  />
                ))}
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function TeamButton(props: {
  game: Game;
  side: "HOME" | "AWAY";
  usedIn: string | undefined;
  picked: boolean;
  disabled: boolean;
  onPick: () => void;
}) {
  const { game, side, usedIn, picked } = props;
  const team = side === "HOME" ? game.homeTeam : game.awayTeam;
  const reason = usedIn ? `Used in ${usedIn}` : game.locked ? "Locked" : null;
  const label = survivorTeamLabel(game, side);
  return (
    <Button
      type="button"
      size="block"
      variant={picked ? "default" : "outline"}
      aria-pressed={picked}
      disabled={props.disabled || reason !== null}
      onClick={props.onPick}
      aria-label={`${team} (${side === "HOME" ? "home" : "away"}): ${label}${reason ? ` — ${reason}` : ""}`}
      data-testid="survivor-team"
    >
      <span>
        {label}
        {reason && <span className="ml-1 text-xs">({reason})</span>}
      </span>
    </Button>
  );
}

/** The caller's own entry on the board. */
function ownEntry(data: SurvivorBoard) {
  return data.members.find((m) => m.userId === data.viewerId) ?? null;
}

function MembersBoard({ data }: { data: SurvivorBoard }) {
  const members = [...data.members].sort(
    (a, b) => Number(b.alive) - Number(a.alive) || b.livesLeft - a.livesLeft || a.name.localeCompare(b.name),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Members</CardTitle>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left">
              <th scope="col">Member</th>
              <th scope="col">Status</th>
              <th scope="col">Lives</th>
              <th scope="col">This week</th>
              <th scope="col">Used teams</th>
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <tr key={m.userId} className="border-t align-top" data-testid="survivor-member">
                <td className="py-1 pr-2">{m.name}</td>
                <td className="py-1 pr-2">
                  {m.alive ? <Badge>Alive</Badge> : <Badge variant="secondary">Out ({m.fellWeekLabel})</Badge>}
                </td>
                <td className="py-1 pr-2">{m.livesLeft}</td>
                <td className="py-1 pr-2">{m.pick ? m.pick.team : m.hasPick ? "Picked" : "—"}</td>
                <td className="py-1">{m.usedTeams.map((u) => `${u.team} (${u.weekLabel})`).join(", ") || "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
