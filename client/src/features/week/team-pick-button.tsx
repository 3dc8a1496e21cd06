import { CheckCircle2, Trophy } from "lucide-react";
import { Toggle } from "@/components/ui/toggle";
import { TeamBadge } from "@/features/teams/team-badge";
import type { TeamSide } from "@/features/teams/team-side";
import { cn } from "@/lib/cn";

/** One team of a matchup; pressing it picks that team as the winner. Its accessible name is what it shows: rank, name, record. */
export function TeamPickButton({
  team,
  selected,
  disabled,
  won,
  detail,
  onSelect,
}: {
  team: TeamSide;
  selected: boolean;
  disabled: boolean;
  /** Set once the game is final: true on the winner's tile, false on the loser's. */
  won?: boolean;
  /** Shown under the name in place of the record (a league card's line: "−3.5"). */
  detail?: string;
  onSelect: () => void;
}) {
  return (
    <Toggle
      variant="outline"
      size="tile"
      pressed={selected}
      disabled={disabled}
      onPressedChange={(pressed) => pressed && onSelect()}
      data-won={won === undefined ? undefined : String(won)}
      className={cn(
        "@container relative w-full justify-start",
        won && "border-success ring-1 ring-success/40",
        won === false && "opacity-55",
      )}
    >
      {selected && <CheckCircle2 aria-hidden="true" className="absolute top-2 right-2 size-4 text-primary" />}
      {won && <Trophy aria-hidden="true" className="absolute top-2 left-2 size-4 text-warning" />}
      <TeamBadge name={team.name} abbreviation={team.abbreviation} color={team.color} logo={team.logo} size="lg" />
      {/* One line of text, so "#7" wraps above a name that needs the width; a word too wide for a narrow tile gets a smaller size, then a hyphen. */}
      <span
        data-testid="team-name"
        className="max-w-full text-center text-sm leading-tight font-semibold break-words hyphens-auto @max-[6rem]:text-xs"
      >
        {team.rank != null && <span className="text-xs font-bold text-primary">#{team.rank} </span>}
        {team.name}
      </span>
      <span className="text-xs font-normal text-muted-foreground tabular-nums">
        {detail ?? team.record ?? "\u00a0"}
      </span>
    </Toggle>
  );
}
