import { useQuery } from "@tanstack/react-query";
import { Settings2 } from "lucide-react";
import { CenteredSpinner } from "@/components/layout/centered-spinner";
import { ComingSoonPanel } from "@/components/layout/coming-soon-panel";
import { AccessDenied } from "./access-denied";
import { adminQueries } from "./admin.queries";

export function AdminPage() {
  const status = useQuery(adminQueries.status());
  if (status.isPending) return <CenteredSpinner label="Checking admin access" />;
  if (!status.data?.isAdmin) return <AccessDenied />;
  return (
    <ComingSoonPanel
      icon={Settings2}
      title="Admin Panel"
      description="User management, the points system, trivia settings, game sync and finalizing, and trivia management will live here."
    />
  );
}
