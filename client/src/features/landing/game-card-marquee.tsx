import type { GameDto as Game } from "@shared/contracts/games";
import { useQuery } from "@tanstack/react-query";
import type { CSSProperties } from "react";
import { weekQueries } from "@/features/week/week.queries";
import { cn } from "@/lib/cn";
import { useProgressiveCount } from "@/lib/use-progressive-count";
import { LandingGameCard } from "./landing-game-card";

/** RULES §2/§9: at most 12 games, three rows, each row repeated 4 times. */
const MAX_GAMES = 12;
const ROW_COUNT = 3;
const ROW_REPEATS = 4;
const SECONDS_PER_CARD = 6;

function splitIntoRows(games: Game[]): Game[][] {
  const shown = games.slice(0, MAX_GAMES);
  return Array.from({ length: ROW_COUNT }, (_, row) => shown.filter((_, index) => index % ROW_COUNT === row)).filter(
    (row) => row.length > 0,
  );
}

/** The landing page's moving backdrop of this week's games; renders nothing while loading, on error, or with no games. */
export function GameCardMarquee() {
  const currentWeek = useQuery(weekQueries.current());
  const games = currentWeek.data?.games ?? [];
  const rows = splitIntoRows(games);
  // A row at a time: the hero stays responsive while four copies of a dozen cards mount behind it.
  const shownRows = useProgressiveCount(rows.length, 1);
  if (currentWeek.isPending || currentWeek.isError || games.length === 0) return null;

  return (
    <div
      aria-hidden="true"
      data-testid="landing-marquee"
      className="pointer-events-none absolute inset-0 overflow-hidden opacity-35 select-none [mask-image:linear-gradient(to_bottom,transparent,black_15%,black_85%,transparent)] dark:opacity-25"
    >
      <div className="flex h-full animate-appear flex-col justify-center gap-5">
        {rows.slice(0, shownRows).map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is a fixed slot on the page, whichever games it shows.
          <MarqueeRow key={index} games={row} reverse={index % 2 === 1} />
        ))}
      </div>
    </div>
  );
}

function MarqueeRow({ games, reverse }: { games: Game[]; reverse: boolean }) {
  const repeated = Array.from({ length: ROW_REPEATS }, () => games).flat();
  const style = { "--marquee-duration": `${games.length * 2 * SECONDS_PER_CARD}s` } as CSSProperties;
  return (
    <div
      data-testid="landing-marquee-row"
      style={style}
      className={cn("flex w-max", reverse ? "animate-marquee-reverse" : "animate-marquee")}
    >
      {repeated.map((game, index) => (
        // Padding instead of gap keeps both halves exactly equal, so the -50% loop is seamless.
        // biome-ignore lint/suspicious/noArrayIndexKey: each game repeats along the row; its copy number tells them apart.
        <div key={`${game.id}-${index}`} className="pr-5">
          <LandingGameCard game={game} />
        </div>
      ))}
    </div>
  );
}
