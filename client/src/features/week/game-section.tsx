import { motion } from "framer-motion";
import type { LucideIcon } from "lucide-react";
import { useId } from "react";
import type { GameDto, PickDto } from "@shared/contracts/games";
import type { PointsSettings } from "@shared/contracts/points";
import { Badge } from "@/components/ui/badge";
import { GameCard } from "./game-card";

export interface GameSectionProps {
  title: string;
  icon: LucideIcon;
  games: GameDto[];
  picks: ReadonlyMap<string, PickDto>;
  settings: PointsSettings | undefined;
  clockOffsetMs: number;
  featured?: boolean;
}

export function GameSection({ title, icon: Icon, games, picks, settings, clockOffsetMs, featured }: GameSectionProps) {
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
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {games.map((game, index) => (
          <motion.div
            key={game.id}
            layout="position"
            initial={{ opacity: 0, y: 12 }}
            animate={{ opacity: 1, y: 0, transition: { duration: 0.25, delay: Math.min(index, 8) * 0.03 } }}
          >
            <GameCard
              game={game}
              pick={picks.get(game.id) ?? null}
              settings={settings}
              clockOffsetMs={clockOffsetMs}
              featured={featured}
            />
          </motion.div>
        ))}
      </div>
    </section>
  );
}
