import { Users } from "lucide-react";
import { ComingSoonPanel } from "@/components/layout/coming-soon-panel";

export function LeaguesPage() {
  return (
    <ComingSoonPanel
      icon={Users}
      title="Leagues"
      description="Create a public or private league, invite friends with a link or code, and battle on your own standings."
    />
  );
}
