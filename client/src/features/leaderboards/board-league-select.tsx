import { useQuery } from "@tanstack/react-query";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { leagueQueries } from "@/features/leagues/leagues.queries";

const EVERYONE = "everyone";

/** RULES §4 "Current league": the board of everyone (global) or of one of the player's leagues; "Everyone" clears it. */
export function BoardLeagueSelect({
  leagueId,
  onChange,
}: {
  leagueId: string | null;
  onChange: (leagueId: string | null) => void;
}) {
  const list = useQuery(leagueQueries.list());
  const mine = list.data?.userLeagues ?? [];
  if (mine.length === 0 && leagueId === null) return null;
  return (
    <Select value={leagueId ?? EVERYONE} onValueChange={(value) => onChange(value === EVERYONE ? null : value)}>
      <SelectTrigger className="w-full sm:w-60 sm:ml-auto" aria-label="Whose board" data-testid="board-league-select">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={EVERYONE}>Everyone</SelectItem>
        {mine.map((league) => (
          <SelectItem key={league.id} value={league.id}>
            {league.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
