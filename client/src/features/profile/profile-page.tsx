import { Settings } from "lucide-react";
import { Page, PageHeader } from "@/components/layout/page";
import { useCurrentUser } from "@/features/auth/auth.queries";
import { RemindersCard } from "@/features/reminders/reminders-card";
import { useDocumentTitle } from "@/lib/use-document-title";
import { AccountCard } from "./account-card";
import { LeagueHonorsCard } from "./league-honors-card";
import { TeamThemeCard } from "./team-theme-card";
import { TriviaStatsCard } from "./trivia-stats-card";

export function ProfilePage() {
  useDocumentTitle("Profile Settings");
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Page className="max-w-5xl">
      <PageHeader
        icon={Settings}
        title="Profile Settings"
        description="Manage your username, team theme and account."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-6">
          <AccountCard user={user} />
          <TriviaStatsCard />
        </div>
        <div className="grid content-start gap-6">
          <TeamThemeCard />
          <RemindersCard />
          <LeagueHonorsCard />
        </div>
      </div>
    </Page>
  );
}
