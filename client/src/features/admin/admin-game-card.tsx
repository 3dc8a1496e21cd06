import type { GameDto } from "@shared/contracts/games";
import { formatKickoff } from "@shared/domain/central-time";
import { RotateCcw, Star } from "lucide-react";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { TeamBadge } from "@/features/teams/team-badge";
import { cn } from "@/lib/cn";
import { useRegradeGame, useSetPopular } from "./admin.mutations";
import { FinalizeForm } from "./finalize-form";

const withRank = (team: string, rank: number | null) => (rank ? `${team} (#${rank})` : team);

/** "{away} (#rank) @ {home} (#rank)", ranks only when ranked. */
export function matchupLabel(game: Pick<GameDto, "awayTeam" | "homeTeam" | "awayTeamRank" | "homeTeamRank">) {
  return `${withRank(game.awayTeam, game.awayTeamRank)} @ ${withRank(game.homeTeam, game.homeTeamRank)}`;
}

/** `clockOffsetMs`: the server clock's lead over this browser's, which kickoffs are compared on. */
export function AdminGameCard({ game, clockOffsetMs }: { game: GameDto; clockOffsetMs: number }) {
  const isFinal = game.status === "final";
  return (
    <Card
      data-testid="admin-game-card"
      data-game-id={game.id}
      data-status={game.status}
      className={cn("flex h-full flex-col gap-4 p-4", game.isPopular && "ring-1 ring-warning/50")}
    >
      <div className="flex items-start gap-3">
        <div className="flex shrink-0 gap-1 pt-0.5">
          <TeamBadge
            name={game.awayTeam}
            abbreviation={game.awayTeamAbbreviation}
            color={game.awayTeamPrimaryColor}
            logo={game.awayTeamLogo}
            size="sm"
          />
          <TeamBadge
            name={game.homeTeam}
            abbreviation={game.homeTeamAbbreviation}
            color={game.homeTeamPrimaryColor}
            logo={game.homeTeamLogo}
            size="sm"
          />
        </div>
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="font-semibold leading-snug" data-testid="admin-game-matchup">
            {matchupLabel(game)}
          </p>
          <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
            <span>{formatKickoff(game.kickoffISO)}</span>
            <span data-testid="admin-game-cfbd-id">CFBD ID: {game.cfbdId}</span>
          </p>
        </div>
        {isFinal && <Badge variant="success">Final</Badge>}
        {game.status === "live" && <Badge variant="destructive">Live</Badge>}
      </div>

      <PopularToggle game={game} />

      <div className="mt-auto border-t pt-4">
        {isFinal ? <FinalResult game={game} /> : <FinalizeForm game={game} clockOffsetMs={clockOffsetMs} />}
      </div>
    </Card>
  );
}

function PopularToggle({ game }: { game: GameDto }) {
  const id = useId();
  const setPopular = useSetPopular(game.id);
  const checked = setPopular.isPending ? setPopular.variables : game.isPopular;
  return (
    <div className="flex items-center gap-2">
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={(next) => setPopular.mutate(next)}
        disabled={setPopular.isPending}
      />
      <label htmlFor={id} className="flex items-center gap-1.5 text-sm font-medium">
        <Star
          className={cn("size-4", checked ? "fill-warning text-warning" : "text-muted-foreground")}
          aria-hidden="true"
        />
        Popular
      </label>
    </div>
  );
}

function FinalResult({ game }: { game: GameDto }) {
  const regrade = useRegradeGame(game.id);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm" data-testid="admin-final-score">
        <span className="text-muted-foreground">{game.awayTeam}</span>{" "}
        <span className="text-lg font-bold tabular-nums">
          {game.finalAwayScore} - {game.finalHomeScore}
        </span>{" "}
        <span className="text-muted-foreground">{game.homeTeam}</span>
      </p>
      <Button variant="outline" size="sm" onClick={() => regrade.mutate()} disabled={regrade.isPending}>
        {regrade.isPending ? <Spinner className="size-4" /> : <RotateCcw />}
        Regrade Picks
      </Button>
    </div>
  );
}
