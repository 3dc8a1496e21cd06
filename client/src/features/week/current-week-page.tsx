import { CalendarDays } from "lucide-react";
import { Link } from "wouter";
import { ComingSoonPanel } from "@/components/layout/coming-soon-panel";
import { Button } from "@/components/ui/button";

export function CurrentWeekPage() {
  return (
    <ComingSoonPanel
      icon={CalendarDays}
      title="Current Week"
      description="This week's Power-5 games and your picks are on their way. Pick winners before kickoff; all times are Central Time."
    >
      <Button asChild variant="outline">
        <Link href="/how-it-works">Learn how scoring works</Link>
      </Button>
    </ComingSoonPanel>
  );
}
