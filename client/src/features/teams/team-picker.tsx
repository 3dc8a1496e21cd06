import { filterTeams } from "@shared/domain/team-search";
import { useQuery } from "@tanstack/react-query";
import { Check, Search } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Input } from "@/components/ui/input";
import { ScrollArea } from "@/components/ui/scroll-area";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { TeamBadge } from "./team-badge";
import { type Team, teamQueries } from "./teams.queries";

/** Search by school or mascot over a 256 px scrollable list (RULES §2, §5). */
export function TeamPicker({ selected, onSelect }: { selected: Team | null; onSelect: (team: Team) => void }) {
  const [search, setSearch] = useState("");
  const teams = useQuery(teamQueries.list());
  const visible = useMemo(() => filterTeams(teams.data ?? [], search), [teams.data, search]);
  const listId = useId();

  return (
    <div className="grid grid-cols-1 gap-2">
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          aria-label="Search teams"
          aria-controls={listId}
          placeholder="Search teams by school or mascot..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="pl-9"
        />
      </div>
      <ScrollArea className="h-64 rounded-lg border bg-background/40">
        <div id={listId} className="p-1">
          {teams.isPending ? (
            <p className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground">
              <Spinner className="size-4" /> Loading teams...
            </p>
          ) : visible.length === 0 ? (
            <p className="py-10 text-center text-sm text-muted-foreground">No teams found</p>
          ) : (
            <ul aria-label="Teams" className="grid gap-0.5">
              {visible.map((team) => (
                <TeamOption
                  key={team.id}
                  team={team}
                  selected={selected?.id === team.id}
                  onSelect={() => onSelect(team)}
                />
              ))}
            </ul>
          )}
        </div>
      </ScrollArea>
    </div>
  );
}

function TeamOption({ team, selected, onSelect }: { team: Team; selected: boolean; onSelect: () => void }) {
  return (
    <li>
      <button
        type="button"
        aria-pressed={selected}
        data-team={team.school}
        onClick={onSelect}
        className={cn(
          "flex w-full items-center gap-3 rounded-md px-2 py-1.5 text-left text-sm transition-colors outline-none hover:bg-accent focus-visible:bg-accent",
          selected && "bg-primary/10 ring-1 ring-primary/40 hover:bg-primary/15",
        )}
      >
        <TeamBadge
          size="sm"
          name={team.school}
          abbreviation={team.abbreviation}
          color={team.color ?? team.altColor}
          logo={team.logo}
        />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium">{team.school}</span>
          <span className="block truncate text-xs text-muted-foreground">
            {[team.mascot, team.conference].filter(Boolean).join(" · ")}
          </span>
        </span>
        {selected && <Check className="size-4 text-primary" aria-hidden="true" />}
      </button>
    </li>
  );
}
