import type { MyPickDto } from "@shared/contracts/games";
import { CheckCircle2, Clock, type LucideIcon, Star, XCircle } from "lucide-react";
import { cn } from "@/lib/cn";
import { signed, summarize } from "./pick-result";

export function PicksSummaryBar({ picks }: { picks: readonly MyPickDto[] }) {
  const s = summarize(picks);
  return (
    <dl data-testid="my-picks-summary" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <Stat icon={Star} label="Points earned" value={signed(s.points)} className="text-primary" />
      <Stat icon={CheckCircle2} label="Correct" value={s.correct} className="text-success" />
      <Stat icon={XCircle} label="Incorrect" value={s.incorrect} className="text-destructive" />
      <Stat icon={Clock} label="Pending" value={s.pending} className="text-muted-foreground" />
    </dl>
  );
}

function Stat({
  icon: Icon,
  label,
  value,
  className,
}: {
  icon: LucideIcon;
  label: string;
  value: string | number;
  className: string;
}) {
  return (
    <div className="relative grid rounded-xl border bg-card p-3 pl-11 shadow-sm">
      <dt className="text-xs text-muted-foreground">
        <Icon className={cn("absolute top-1/2 left-3 size-5 -translate-y-1/2", className)} aria-hidden="true" />
        {label}
      </dt>
      <dd className="text-xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}
