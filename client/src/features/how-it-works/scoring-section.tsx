import type { PointsSettings } from "@shared/contracts/points";
import { defaultPointsSettings } from "@shared/domain/scoring";
import { useQuery } from "@tanstack/react-query";
import { Calculator } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { settingsQueries } from "@/features/settings/settings.queries";
import { cn } from "@/lib/cn";
import { HowItWorksSection } from "./section";

const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

interface ScoringRow {
  label: string;
  detail: string;
  points: number;
  enabled: boolean;
}

function scoringRows(s: PointsSettings): ScoringRow[] {
  return [
    { label: "Correct winner", detail: "You picked the team that won.", points: s.correctWinner, enabled: true },
    { label: "Incorrect winner", detail: "You picked the team that lost.", points: s.incorrectWinner, enabled: true },
    {
      label: "Exact score",
      detail: "Your predicted score matches the final exactly.",
      points: s.exactScore,
      enabled: s.exactScoreEnabled,
    },
    {
      label: "Correct margin",
      detail: "Your predicted margin of victory is spot on.",
      points: s.correctMargin,
      enabled: s.correctMarginEnabled,
    },
    {
      label: "Over/Under",
      detail: "You called the combined score against the line.",
      points: s.overUnderCorrect,
      enabled: s.overUnderEnabled,
    },
    {
      label: "Upset bonus",
      detail: "You correctly picked the underdog to win.",
      points: s.upsetBonus,
      enabled: s.upsetBonusEnabled,
    },
  ];
}

/** Values come from the live settings; until they load (or if they fail) the defaults show, so winners read 1 and 0. */
export function ScoringSection() {
  const points = useQuery(settingsQueries.points());
  const settings = { ...defaultPointsSettings, ...points.data };
  return (
    <HowItWorksSection icon={Calculator} title="Scoring">
      <p>Every pick is graded automatically once a game is final. Here is what each result is worth right now:</p>
      <dl className="grid gap-2 sm:grid-cols-2" data-testid="scoring-values">
        {scoringRows(settings).map((row) => (
          <div
            key={row.label}
            className={cn(
              "grid grid-cols-[1fr_auto] items-center gap-x-3 rounded-lg border bg-muted/30 p-3",
              !row.enabled && "border-dashed bg-transparent",
            )}
          >
            <dt className="font-medium text-foreground">{row.label}</dt>
            <dd className="col-start-1 text-xs">{row.detail}</dd>
            <dd className="col-start-2 row-span-2 row-start-1">
              {points.isPending ? (
                <Skeleton className="h-6 w-10" />
              ) : row.enabled ? (
                <Badge variant={row.points > 0 ? "default" : "secondary"} className="text-sm tabular-nums">
                  {signed(row.points)}
                </Badge>
              ) : (
                <Badge variant="outline">Off</Badge>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </HowItWorksSection>
  );
}
