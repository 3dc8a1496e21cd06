import type { GameDto } from "@shared/contracts/games";
import { winnerOf } from "@shared/domain/scoring";
import { Flame } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { TeamBadge } from "@/features/teams/team-badge";
import { type TeamSide, teamSideOf } from "@/features/teams/team-side";
import { cn } from "@/lib/cn";

export function LandingGameCard({ game }: { game: GameDto }) {
  const isFinal = game.status === "final";
  const winner = isFinal ? winnerOf(game.finalHomeScore ?? 0, game.finalAwayScore ?? 0) : null;
  return (
    <div data-testid="landing-game-card" className="w-72 rounded-xl border bg-card/90 p-4 shadow-lg backdrop-blur-sm">
      <div className="mb-3 flex h-5 items-center gap-2">
        {game.isPopular && (
          <Badge variant="warning">
            <Flame /> Popular
          </Badge>
        )}
        {isFinal && <Badge variant="secondary">Final</Badge>}
      </div>
      <div className="grid gap-2.5">
        <TeamLine {...teamSideOf(game, "away")} score={isFinal ? game.finalAwayScore : null} won={winner === "AWAY"} />
        <TeamLine
          {...teamSideOf(game, "home")}
          score={isFinal ? game.finalHomeScore : null}
          won={winner === "HOME"}
          isHome
        />
      </div>
    </div>
  );
}

interface TeamLineProps extends TeamSide {
  score: number | null;
  won: boolean;
  isHome?: boolean;
}

function TeamLine({ name, rank, record, color, abbreviation, logo, score, won, isHome }: TeamLineProps) {
  return (
    <div className="flex items-center gap-3">
      <TeamBadge name={name} color={color} abbreviation={abbreviation} logo={logo} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="flex items-baseline gap-1.5 truncate text-sm font-semibold">
          {isHome && <span className="text-xs font-normal text-muted-foreground">@</span>}
          {rank != null && <span className="text-xs font-bold text-primary">#{rank}</span>}
          <span className="truncate">{name}</span>
        </p>
        {record && <p className="text-xs text-muted-foreground">{record}</p>}
      </div>
      {score != null && (
        <span className={cn("text-lg font-bold tabular-nums", !won && "text-muted-foreground")}>{score}</span>
      )}
    </div>
  );
}
