import { isSplitWithheld, PICK_SPLIT_MIN_PICKS } from "@shared/domain/pick-split";
import { FALLBACK_TEAM_COLOR, normalizeHexColor } from "@shared/domain/team-color";

interface Side {
  label: string;
  percent: number;
  color: string | null;
}

/** Everyone's picks for the game: away share on the left, home share on the right. */
export function PickPercentBar({ away, home, total }: { away: Side; home: Side; total: number }) {
  const colorOf = (side: Side) => normalizeHexColor(side.color) ?? FALLBACK_TEAM_COLOR;
  if (isSplitWithheld({ homePercent: home.percent, awayPercent: away.percent, total }))
    return <WithheldSplit total={total} />;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between text-xs">
        <span className="flex items-center gap-1.5 font-medium">
          <span className="text-muted-foreground">{away.label}</span>
          <span data-testid="pick-percent-away" className="font-bold tabular-nums">
            {away.percent}%
          </span>
        </span>
        <span className="text-muted-foreground tabular-nums">
          {total} {total === 1 ? "pick" : "picks"}
        </span>
        <span className="flex items-center gap-1.5 font-medium">
          <span data-testid="pick-percent-home" className="font-bold tabular-nums">
            {home.percent}%
          </span>
          <span className="text-muted-foreground">{home.label}</span>
        </span>
      </div>
      <div className="flex h-2 gap-0.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        {total > 0 && (
          <>
            <span
              className="h-full rounded-l-full transition-[width] duration-500 ease-out motion-reduce:transition-none"
              style={{ backgroundColor: colorOf(away), width: `${away.percent}%` }}
            />
            <span
              className="h-full flex-1 rounded-r-full transition-opacity duration-300 motion-reduce:transition-none"
              style={{ backgroundColor: colorOf(home), opacity: home.percent > 0 ? 1 : 0 }}
            />
          </>
        )}
      </div>
    </div>
  );
}

/** Too few picks to show who took which side without giving a pick away: the count alone. */
function WithheldSplit({ total }: { total: number }) {
  return (
    <div className="grid gap-1.5" data-testid="pick-split-withheld">
      <p className="text-center text-xs text-muted-foreground tabular-nums">
        {total} {total === 1 ? "pick" : "picks"} · the split shows at {PICK_SPLIT_MIN_PICKS} picks or kickoff
      </p>
      <div className="h-2 rounded-full bg-muted" aria-hidden="true" />
    </div>
  );
}
