import { AlertTriangle, CalendarX, type LucideIcon, SearchX } from "lucide-react";
import type { CSSProperties } from "react";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";

const tones = {
  error: { icon: AlertTriangle, className: "bg-destructive/10 text-destructive" },
  syncing: { icon: null, className: "bg-primary/10 text-primary" },
  empty: { icon: CalendarX, className: "bg-muted text-muted-foreground" },
  filtered: { icon: SearchX, className: "bg-muted text-muted-foreground" },
} satisfies Record<string, { icon: LucideIcon | null; className: string }>;

const riseIn = { "--rise-distance": "8px", "--rise-duration": "250ms" } as CSSProperties;

/** A titled message standing in for the games: error, syncing, or nothing to show. */
export function WeekMessage({
  tone,
  title,
  description,
}: {
  tone: keyof typeof tones;
  title: string;
  description: string;
}) {
  const { icon: Icon, className } = tones[tone];
  return (
    <div className="animate-rise-in" style={riseIn}>
      <Card
        data-testid="week-message"
        role={tone === "error" ? "alert" : undefined}
        className="mx-auto flex max-w-lg flex-col items-center gap-3 px-6 py-12 text-center"
      >
        <span className={cn("flex size-14 items-center justify-center rounded-2xl", className)}>
          {Icon ? <Icon aria-hidden="true" className="size-7" /> : <Spinner className="size-7" />}
        </span>
        <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
        <p className="max-w-sm text-sm text-muted-foreground">{description}</p>
      </Card>
    </div>
  );
}
