import type { GameDto, WeekPickDto } from "@shared/contracts/games";
import type { PointsSettings } from "@shared/contracts/points";
import type { LucideIcon } from "lucide-react";
import { type CSSProperties, useId } from "react";
import { ReorderSlide } from "@/components/layout/reorder-slide";
import { Badge } from "@/components/ui/badge";
import { GameCard } from "./game-card";

export interface GameSectionProps {
  title: string;
  icon: LucideIcon;
  games: GameDto[];
  picks: ReadonlyMap<string, WeekPickDto>;
  settings: PointsSettings | undefined;
  clockOffsetMs: number;
  /** The week's games are the replay's (decision 057). */
  replay: boolean;
  featured?: boolean;
  /** How many of the games have mounted yet (the board mounts a long week a few cards at a time). */
  shown?: number;
}

const riseIn = (index: number) =>
  ({
    "--rise-distance": "12px",
    "--rise-duration": "250ms",
    "--rise-delay": `${Math.min(index, 8) * 30}ms`,
  }) as CSSProperties;

export function GameSection({
  title,
  icon: Icon,
  games,
  picks,
  settings,
  clockOffsetMs,
  replay,
  featured,
  shown,
}: GameSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex items-center gap-2.5">
        <span className="flex size-8 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon aria-hidden="true" className="size-4" />
        </span>
        <h2 id={headingId} className="text-lg font-semibold tracking-tight sm:text-xl">
          {title}
        </h2>
        <Badge variant="secondary" className="tabular-nums">
          {games.length}
        </Badge>
      </div>
      <ReorderSlide order={games.map((game) => game.id).join()} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {games.slice(0, shown).map((game, index) => (
          // Off-screen cards skip style, layout and paint until they come near the viewport.
          <div
            key={game.id}
            data-slide-key={game.id}
            className="animate-rise-in [contain-intrinsic-size:auto_16rem] [content-visibility:auto]"
            style={riseIn(index)}
          >
            <GameCard
              game={game}
              pick={picks.get(game.id) ?? null}
              settings={settings}
              clockOffsetMs={clockOffsetMs}
              replay={replay}
              featured={featured}
            />
          </div>
        ))}
      </ReorderSlide>
    </section>
  );
}
