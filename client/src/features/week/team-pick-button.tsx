import { CheckCircle2 } from "lucide-react";
import { Toggle } from "@/components/ui/toggle";
import { TeamBadge } from "@/features/teams/team-badge";
import type { TeamSide } from "@/features/teams/team-side";


/** One team of a matchup; pressing it picks that team as the winner. Its accessible name is the team name. */
export function TeamPickButton({
  team,
  selected,
  disabled,
  onSelect,
}: {
  team: TeamSide;
  selected: boolean;
  disabled: boolean;
  onSelect: () => void;
}) {
  return (
    <Toggle
      variant="outline"
      size="tile"
      aria-label={team.name}
      pressed={selected}
      disabled={disabled}
      onPressedChange={(pressed) => pressed && onSelect()}
      className="relative w-full justify-start"
    >
      {selected && <CheckCircle2 aria-hidden="true" className="absolute top-2 right-2 size-4 text-primary" />}
      <TeamBadge
        name={team.name}
        abbreviation={team.abbreviation}
        color={team.color}
        logo={team.logo}
        size="lg"
      />
      <span className="flex max-w-full items-baseline justify-center gap-1 leading-tight font-semibold">
        {team.rank != null && <span className="text-xs font-bold text-primary">#{team.rank}</span>}
        <span className="line-clamp-2 text-center">{team.name}</span>
      </span>
      <span className="text-xs font-normal text-muted-foreground tabular-nums">{team.record ?? "\u00a0"}</span>
    </Toggle>
  );
}
