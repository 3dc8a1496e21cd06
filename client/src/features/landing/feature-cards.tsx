import { CalendarCheck, type LucideIcon, Medal, Target, Users } from "lucide-react";
import type { CSSProperties } from "react";
import { Card } from "@/components/ui/card";

const features: { icon: LucideIcon; title: string; description: string }[] = [
  {
    icon: CalendarCheck,
    title: "Weekly Picks",
    description:
      "Pick the winners of every Power-5 game each week: the ACC, Big Ten, Big 12 and SEC, and the two schools left in the Pac-12.",
  },
  {
    icon: Target,
    title: "Earn Points",
    description: "Score for every correct winner, with bonuses for exact scores, margins, over/unders and upsets.",
  },
  {
    icon: Users,
    title: "Compete",
    description: "Answer daily trivia and go head-to-head with friends in public or private leagues.",
  },
  {
    icon: Medal,
    title: "Win Glory",
    description: "Climb the weekly and all-time leaderboards and claim bragging rights all season long.",
  },
];

export function FeatureCards() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {features.map(({ icon: Icon, title, description }, index) => (
        <div
          key={title}
          className="animate-rise-in"
          style={{ "--rise-delay": `${300 + index * 80}ms` } as CSSProperties}
        >
          <Card className="h-full bg-card/80 p-6 backdrop-blur-sm transition-colors hover:border-primary/50">
            <span className="mb-4 flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h2 className="mb-1.5 font-semibold">{title}</h2>
            <p className="text-sm text-muted-foreground">{description}</p>
          </Card>
        </div>
      ))}
    </div>
  );
}
