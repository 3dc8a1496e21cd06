import { Skeleton } from "@/components/ui/skeleton";
import { type StandingsProjection, type StandingsRow, StandingsTable } from "./standings-table";

export const LEAGUE_STANDINGS_EMPTY = "No standings available yet. Start making picks to see league rankings!";

/** A league's standings while loading, failed, empty (RULES §2 text) or as the table (with "If it ends now" when given). */
export function StandingsBody({
  standings: { rows, isPending, isError, online },
  meId,
  emptyTestId,
  projection = null,
}: {
  standings: { rows: StandingsRow[]; isPending: boolean; isError: boolean; online: ReadonlySet<string> };
  meId: string | undefined;
  emptyTestId: string;
  projection?: StandingsProjection | null;
}) {
  if (isPending) {
    return (
      <div className="grid gap-2" aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count, never reordered.
          <Skeleton key={i} className="h-10" />
        ))}
      </div>
    );
  }
  if (isError)
    return (
      <p role="alert" className="py-6 text-center text-sm text-destructive">
        Failed to load standings
      </p>
    );
  if (rows.length === 0)
    return (
      <p data-testid={emptyTestId} className="py-6 text-center text-sm text-muted-foreground">
        {LEAGUE_STANDINGS_EMPTY}
      </p>
    );
  return <StandingsTable rows={rows} meId={meId} online={online} projection={projection} />;
}
