import { motion } from "framer-motion";
import { AlertTriangle, CalendarX, SearchX, type LucideIcon } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";

const tones = {
  error: { icon: AlertTriangle, className: "bg-destructive/10 text-destructive" },
  syncing: { icon: null, className: "bg-primary/10 text-primary" },
  empty: { icon: CalendarX, className: "bg-muted text-muted-foreground" },
  filtered: { icon: SearchX, className: "bg-muted text-muted-foreground" },
} satisfies Record<string, { icon: LucideIcon | null; className: string }>;

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
    <motion.div initial={{ opacity: 0, y: 8 }} animate={{ opacity: 1, y: 0 }} transition={{ duration: 0.25 }}>
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
    </motion.div>
  );
}
