import { ListChecks } from "lucide-react";
import { ComingSoonPanel } from "@/components/layout/coming-soon-panel";

export function MyPicksPage() {
  return (
    <ComingSoonPanel
      icon={ListChecks}
      title="My Picks"
      description="Every pick you've made, how it was graded and the points it earned will be listed here."
    />
  );
}
