import { Ticket } from "lucide-react";
import { ComingSoonPanel } from "@/components/layout/coming-soon-panel";

export function LeagueInvitePage({ code }: { code: string }) {
  return (
    <ComingSoonPanel
      icon={Ticket}
      title="League Invite"
      description={`Joining leagues by invite link is coming soon. Hold on to your invite code: ${code.toUpperCase()}.`}
    />
  );
}
