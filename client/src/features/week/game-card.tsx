import { CalendarClock, Flame } from "lucide-react";
import type { GameDto, PickDto } from "@shared/contracts/games";
import type { PointsSettings } from "@shared/contracts/points";
import { formatKickoff } from "@shared/domain/central-time";
import { countdownText, isPickLocked } from "@shared/domain/countdown";
import { spreadSentence } from "@shared/domain/spread";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { gameView } from "./game-view";
import { CountdownChip, GameScoreline } from "./game-status";
import { PickControls } from "./pick-controls";
import { PickPercentBar } from "./pick-percent-bar";
import { teamSideOf } from "@/features/teams/team-side";
import { TeamPickButton } from "./team-pick-button";
import { usePickAutosave } from "./use-pick-autosave";
import { useServerNow } from "./use-server-now";
import { useLiveGame } from "./week-live.store";

export interface GameCardProps {
  game: GameDto;
  pick: PickDto | null;
  settings: PointsSettings | undefined;
  clockOffsetMs: number;
  featured?: boolean;
}

export function GameCard({ game, pick, settings, clockOffsetMs, featured }: GameCardProps) {
  const live = useLiveGame(game.id);
  const view = gameView(game, live);
  const kickoff = new Date(game.kickoffISO);
  const now = useServerNow(clockOffsetMs, kickoff.getTime());
  const locked = isPickLocked({ status: view.status, kickoffISO: game.kickoffISO }, now);
  const { draft, status, edit } = usePickAutosave(game.id, pick);
  const away = teamSideOf(game, "away");
  const home = teamSideOf(game, "home");
  const spread = spreadSentence(game.spread, game);

  return (
    <Card
      data-testid="game-card"
      data-game-id={game.id}
      data-status={view.status}
      data-locked={String(locked)}
      className={cn(
        "flex h-full flex-col gap-4 p-4 transition-[opacity,box-shadow,border-color] hover:shadow-md sm:p-5",
        featured && "border-primary/50 shadow-lg shadow-primary/10",
        locked && "bg-muted/40 opacity-85",
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <p className="flex min-w-0 items-center gap-1.5 text-xs font-medium text-muted-foreground">
          <CalendarClock aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate">{formatKickoff(kickoff)}</span>
        </p>
        <div className="flex shrink-0 items-center gap-1.5">
          {game.isPopular && (
            <Badge variant="warning">
              <Flame aria-hidden="true" />
              Popular
            </Badge>
          )}
          <CountdownChip locked={locked} text={locked ? "Locked" : countdownText(kickoff, now)} />
        </div>
      </div>

      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-stretch gap-2">
        <TeamPickButton
          team={away}
          selected={draft.winner === "AWAY"}
          disabled={locked}
          onSelect={() => edit({ winner: "AWAY" }, "choice")}
        />
        <GameScoreline view={view} />
        <TeamPickButton
          team={home}
          selected={draft.winner === "HOME"}
          disabled={locked}
          onSelect={() => edit({ winner: "HOME" }, "choice")}
        />
      </div>

      {(spread || game.overUnder) && (
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-muted-foreground">
          {spread && <p>{spread}</p>}
          {game.overUnder && <p className="font-medium text-foreground/80">O/U {game.overUnder}</p>}
        </div>
      )}

      <PickPercentBar
        away={{ label: away.abbreviation ?? away.name, percent: view.awayPercent, color: away.color }}
        home={{ label: home.abbreviation ?? home.name, percent: view.homePercent, color: home.color }}
        total={view.totalPicks}
      />

      <PickControls game={game} draft={draft} status={status} locked={locked} settings={settings} onEdit={edit} />
    </Card>
  );
}
