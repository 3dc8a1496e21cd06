import type { LeagueCard } from "@shared/contracts/league-card";
import type { LeagueDetail } from "@shared/contracts/leagues";
import { formatKickoff } from "@shared/domain/central-time";
import { VOID_NOTE_MAX } from "@shared/domain/league-card";
import { useQuery } from "@tanstack/react-query";
import { Ban, RotateCcw, Wrench } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { matchupOf } from "./league-picks-game";
import { useRestoreLeagueGame, useSetWeekTiebreaker, useVoidLeagueGame } from "./leagues.mutations";
import { leagueQueries } from "./leagues.queries";
import { VoidedBadge } from "./voided-badge";

type CardGame = LeagueCard["games"][number];

/** The select's value for "no game named": the slate's last kickoff. */
const LAST_KICKOFF = "last-kickoff";

/**
 * Settings tab, owner only (decision 025): this week's slate games, each voidable for the league
 * (its picks earn nothing here) and restorable, and the week's tiebreaker game when the week's
 * rules have a tiebreaker.
 */
export function LeagueWeekTools({ league }: { league: LeagueDetail }) {
  // A trivia-only league has no picks to void or break ties with.
  if (!league.isOwner || league.leagueType === "trivia_only") return null;
  return (
    <Card data-testid="league-week-tools">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Wrench className="size-5 text-primary" aria-hidden="true" /> This week's slate
        </CardTitle>
        <CardDescription>
          Void a game to take it out of the league: nobody earns points on it here, and the ledger records why. Restore
          it to grade it again. Times are Central.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <WeekTools leagueId={league.id} />
      </CardContent>
    </Card>
  );
}

function WeekTools({ leagueId }: { leagueId: string }) {
  // The owner's own card: the week's slate under the week's rules, with each game's void.
  const card = useQuery(leagueQueries.card(leagueId));
  if (card.isPending) return <Spinner className="mx-auto" label="Loading this week's slate" />;
  if (card.isError) return <Note>{getErrorMessage(card.error, "Failed to load this week's slate")}</Note>;
  if (card.data.games.length === 0) return <Note>This week's slate has no games yet.</Note>;
  return (
    <div className="grid gap-5">
      {card.data.rules.tiebreaker && (
        <TiebreakerGameSelect leagueId={leagueId} weekId={card.data.weekId} games={card.data.games} />
      )}
      <VoidList leagueId={leagueId} weekId={card.data.weekId} games={card.data.games} />
    </div>
  );
}

function TiebreakerGameSelect({ leagueId, weekId, games }: { leagueId: string; weekId: string; games: CardGame[] }) {
  const id = useId();
  const tiebreaker = useQuery(leagueQueries.tiebreaker(leagueId, weekId));
  const save = useSetWeekTiebreaker(leagueId);
  if (tiebreaker.isPending) return <Spinner className="mx-auto" label="Loading the tiebreaker game" />;
  if (tiebreaker.isError) {
    return <Note>{getErrorMessage(tiebreaker.error, "Failed to load the tiebreaker game")}</Note>;
  }
  const { namedGameId, locked } = tiebreaker.data;
  const last = games.at(-1);
  const named = namedGameId && games.some((game) => game.id === namedGameId) ? namedGameId : null;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Tiebreaker game</Label>
      <Select
        value={named ?? LAST_KICKOFF}
        disabled={locked || save.isPending}
        onValueChange={(value) => save.mutate({ weekId, gameId: value === LAST_KICKOFF ? null : value })}
      >
        <SelectTrigger id={id} className="w-full sm:w-96" data-testid="tiebreaker-game-select">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={LAST_KICKOFF}>Last kickoff{last ? ` (${matchupOf(last)})` : ""}</SelectItem>
          {games.map((game) => (
            <SelectItem key={game.id} value={game.id}>
              {matchupOf(game)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p className="text-xs text-muted-foreground">
        {locked
          ? "The slate has kicked off: the tiebreaker game is final for this week."
          : "Members predict this game's total points. You can change it until the slate's first game kicks off."}
      </p>
    </div>
  );
}

function VoidList({ leagueId, weekId, games }: { leagueId: string; weekId: string; games: CardGame[] }) {
  const voids = useQuery(leagueQueries.voids(leagueId, weekId));
  const notes = new Map(voids.data?.games.map((v) => [v.gameId, v.note]) ?? []);
  return (
    <ul className="grid gap-2" aria-label="This week's slate games">
      {games.map((game) => (
        <li
          key={game.id}
          data-testid="league-week-tools-game"
          data-game-id={game.id}
          data-voided={String(game.voided)}
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border px-3 py-2 text-sm"
        >
          <span className="grid gap-0.5">
            <span className="flex flex-wrap items-center gap-2 font-medium">
              {matchupOf(game)}
              {game.voided && <VoidedBadge />}
            </span>
            <span className="text-xs text-muted-foreground">
              {formatKickoff(game.kickoffISO)}
              {game.voided && notes.get(game.id) && ` · ${notes.get(game.id)}`}
            </span>
          </span>
          {game.voided ? (
            <RestoreButton leagueId={leagueId} game={game} />
          ) : (
            <VoidButton leagueId={leagueId} game={game} />
          )}
        </li>
      ))}
    </ul>
  );
}

function VoidButton({ leagueId, game }: { leagueId: string; game: CardGame }) {
  const id = useId();
  const [note, setNote] = useState("");
  const voidGame = useVoidLeagueGame(leagueId);
  const matchup = matchupOf(game);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" aria-label={`Void ${matchup}`}>
          <Ban /> Void
        </Button>
      }
      title={`Void ${matchup}?`}
      description={
        <>
          Nobody in this league earns points on this game, whatever they picked; each pick gets a void line in the
          ledger instead. You can restore it later.
          <span className="mt-4 grid gap-2 text-foreground">
            <Label htmlFor={id}>Reason (optional)</Label>
            <Input
              id={id}
              value={note}
              maxLength={VOID_NOTE_MAX}
              placeholder="Postponed, wrong line, …"
              onChange={(event) => setNote(event.target.value)}
            />
          </span>
        </>
      }
      confirmLabel="Void game"
      destructive
      pending={voidGame.isPending}
      onConfirm={(close) =>
        voidGame.mutate(
          { gameId: game.id, ...(note.trim() ? { note: note.trim() } : {}) },
          {
            onSettled: close,
            onSuccess: () => setNote(""),
          },
        )
      }
    />
  );
}

function RestoreButton({ leagueId, game }: { leagueId: string; game: CardGame }) {
  const restore = useRestoreLeagueGame(leagueId);
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={`Restore ${matchupOf(game)}`}
      disabled={restore.isPending}
      onClick={() => restore.mutate(game.id)}
    >
      {restore.isPending ? <Spinner className="size-4" /> : <RotateCcw />} Restore
    </Button>
  );
}

const Note = ({ children }: { children: ReactNode }) => <p className="text-sm text-muted-foreground">{children}</p>;
