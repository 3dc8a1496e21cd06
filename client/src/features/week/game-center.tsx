import type { GameDto } from "@shared/contracts/games";
import { formatKickoff } from "@shared/domain/central-time";
import { Radio } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import type { TeamSide } from "@/features/teams/team-side";
import { GameScoreline, ReplayNote } from "./game-status";
import { type GameView, lineScore, winChance } from "./game-view";
import { LineScoreTable } from "./line-score-table";
import { PickPercentBar } from "./pick-percent-bar";
import { type ReplayTiming, useGameClockLabel } from "./use-game-clock";

const STATUS_TEXT = { live: "Live", final: "Final" } as const;

/**
 * A game's center, opened from its card: the score and line score, where the game stands (last
 * play, situation), the provider's facts, and everyone's picks with the card's own split rule.
 * A Radix dialog: focus moves in, Escape closes it, and focus goes back to the card's button.
 */
export function GameCenter({
  game,
  view,
  away,
  home,
  replay,
}: {
  game: GameDto;
  view: GameView;
  away: TeamSide;
  home: TeamSide;
  /** Set for a replayed game (decision 057). */
  replay?: ReplayTiming;
}) {
  const matchup = `${away.name} at ${home.name}`;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          data-testid="game-center-open"
          aria-label={`Game center: ${matchup}`}
          className="ml-auto"
        >
          <Radio aria-hidden="true" />
          Game center
        </Button>
      </DialogTrigger>
      <DialogContent data-testid="game-center" className="gap-5">
        <GameCenterBody game={game} view={view} away={away} home={home} matchup={matchup} replay={replay} />
      </DialogContent>
    </Dialog>
  );
}

function GameCenterBody({
  game,
  view,
  away,
  home,
  matchup,
  replay,
}: {
  game: GameDto;
  view: GameView;
  away: TeamSide;
  home: TeamSide;
  matchup: string;
  replay: ReplayTiming | undefined;
}) {
  const details = game.details;
  const label = useGameClockLabel(view, replay);
  const status =
    view.status === "scheduled"
      ? `Kickoff ${formatKickoff(new Date(game.kickoffISO))}`
      : [STATUS_TEXT[view.status], label?.text].filter(Boolean).join(" · ");
  const teams = { away: away.name, home: home.name };
  const short = { away: away.abbreviation ?? away.name, home: home.abbreviation ?? home.name };
  const line = lineScore(view);
  const chance = winChance(details?.homeWinProbability ?? null, teams);
  const facts: [string, string | null | undefined][] = [
    ["Network", details?.tv],
    ["Venue", details?.venue],
    ["Weather", details?.weather],
    ["Pregame win probability", chance?.text],
  ];
  const play: [string, string | null][] = [
    ["Situation", view.status === "live" ? view.situation : null],
    ["Last play", view.lastPlay],
  ];
  return (
    <>
      <DialogHeader className="pr-8">
        <DialogTitle>{matchup}</DialogTitle>
        <DialogDescription data-testid="game-center-status">{status}</DialogDescription>
      </DialogHeader>

      {view.status !== "scheduled" && (
        <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2 text-center">
          <p data-testid="team-name" className="font-semibold break-words">
            {away.name}
          </p>
          <GameScoreline view={view} teams={teams} replay={replay} />
          <p data-testid="team-name" className="font-semibold break-words">
            {home.name}
          </p>
        </div>
      )}

      {replay && view.status === "live" && <ReplayNote period={view.period} />}

      {line && (
        <Section title="Line score">
          <LineScoreTable
            lineScore={line}
            teams={short}
            caption={`Points by quarter, ${matchup}`}
            className="text-sm"
          />
        </Section>
      )}

      <FactList testId="game-center-play" items={play} />
      <FactList testId="game-center-facts" items={facts} />

      <Section title="Who picked what">
        <div data-testid="game-center-picks">
          <PickPercentBar
            away={{ label: short.away, percent: view.awayPercent, color: away.color }}
            home={{ label: short.home, percent: view.homePercent, color: home.color }}
            total={view.totalPicks}
          />
        </div>
      </Section>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** The labelled facts the provider has; none is written when it has none. */
function FactList({ testId, items }: { testId: string; items: [string, string | null | undefined][] }) {
  const shown = items.filter((item): item is [string, string] => Boolean(item[1]));
  if (shown.length === 0) return null;
  return (
    <dl data-testid={testId} className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
      {shown.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
