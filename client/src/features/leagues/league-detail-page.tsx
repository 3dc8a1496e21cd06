import { Users } from "lucide-react";
import { Link } from "wouter";
import { ComingSoonPanel } from "@/components/layout/coming-soon-panel";
import { Button } from "@/components/ui/button";

export function LeagueDetailPage(_props: { leagueId: string }) {
  return (
    <ComingSoonPanel
      icon={Users}
      title="League"
      description="League standings, members, settings and league trivia are coming soon."
    >
      <Button asChild variant="outline">
        <Link href="/leagues">Back to Leagues</Link>
      </Button>
    </ComingSoonPanel>
  );
}
