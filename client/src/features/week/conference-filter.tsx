import { Filter, X } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";

/** Multi-select conference chips; an empty selection shows every game. */
export function ConferenceFilter({
  conferences,
  selected,
  onChange,
}: {
  conferences: string[];
  selected: string[];
  onChange: (selected: string[]) => void;
}) {
  const labelId = useId();
  if (conferences.length === 0) return null;
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card/60 p-3 sm:flex-row sm:items-center sm:p-4">
      <span id={labelId} className="flex shrink-0 items-center gap-2 text-sm font-medium text-muted-foreground">
        <Filter aria-hidden="true" className="size-4" />
        Filter by conference
      </span>
      <ToggleGroup
        type="multiple"
        aria-labelledby={labelId}
        value={selected}
        onValueChange={onChange}
        className="flex-1"
      >
        {conferences.map((conference) => (
          <ToggleGroupItem key={conference} value={conference}>
            {conference}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
      {selected.length > 0 && (
        <Button variant="ghost" size="sm" onClick={() => onChange([])} className="self-start sm:self-auto">
          <X aria-hidden="true" />
          Clear
        </Button>
      )}
    </div>
  );
}
