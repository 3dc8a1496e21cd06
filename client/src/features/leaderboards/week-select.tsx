import { useQuery } from "@tanstack/react-query";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { leaderboardQueries } from "./leaderboards.queries";

/** RULES §2 Previous Week dropdown: "Select a week...", or a disabled "No previous weeks available". */
export function WeekSelect({ weekId, onChange }: { weekId: string | null; onChange: (weekId: string) => void }) {
  const weeks = useQuery(leaderboardQueries.weeks());
  const none = weeks.isSuccess && weeks.data.length === 0;
  return (
    <Select value={weekId ?? ""} onValueChange={onChange} disabled={none || weeks.isPending}>
      <SelectTrigger className="w-full sm:w-60" aria-label="Week" data-testid="week-select">
        <SelectValue placeholder={none ? "No previous weeks available" : "Select a week..."} />
      </SelectTrigger>
      <SelectContent>
        {weeks.data?.map((week) => (
          <SelectItem key={week.id} value={week.id}>
            {week.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
