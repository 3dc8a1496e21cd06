import { useQuery } from "@tanstack/react-query";
import { Settings2 } from "lucide-react";
import { CenteredSpinner } from "@/components/layout/centered-spinner";
import { Page, PageHeader } from "@/components/layout/page";
import { useDocumentTitle } from "@/lib/use-document-title";
import { AccessDenied } from "./access-denied";
import { adminQueries } from "./admin.queries";
import { GamesPanel } from "./games-panel";
import { PointsSystemPanel } from "./points-system-panel";
import { TriviaManagementPanel } from "./trivia-management-panel";
import { TriviaSettingsPanel } from "./trivia-settings-panel";
import { UsersPanel } from "./users-panel";

export function AdminPage() {
  const status = useQuery(adminQueries.status());
  useDocumentTitle(status.data && !status.data.isAdmin ? "Access Denied" : "Admin Panel");
  if (status.isPending) return <CenteredSpinner label="Checking admin access" />;
  if (!status.data?.isAdmin) return <AccessDenied />;
  return (
    <Page data-testid="admin-panel">
      <PageHeader
        icon={Settings2}
        title="Admin Panel"
        description="Manage users, scoring, trivia and this week's games."
      />
      <div className="grid gap-6">
        <UsersPanel />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <PointsSystemPanel />
          <TriviaSettingsPanel />
        </div>
        <GamesPanel />
        <TriviaManagementPanel />
      </div>
    </Page>
  );
}
