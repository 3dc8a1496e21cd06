import { Trophy } from "lucide-react";
import { ComingSoonPanel } from "@/components/layout/coming-soon-panel";

export function LeaderboardsPage() {
  return (
    <ComingSoonPanel
      icon={Trophy}
      title="Leaderboards"
      description="See who's on top this week, last week and all time. Weekly boards run Sunday through Saturday, Central Time."
    />
  );
}
