import { Brain, Sparkles } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { AdminPanel } from "./admin-panel";

/** SPEC §2 Trivia Management arrives with the trivia release; only its header shows for now. */
export function TriviaManagementPanel() {
  return (
    <AdminPanel
      icon={Brain}
      title="Trivia Management"
      description="Create, schedule and review trivia questions."
      actions={
        <Badge variant="secondary">
          <Sparkles /> Coming soon
        </Badge>
      }
      data-testid="admin-trivia-management"
    >
      <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
        Generating questions with AI, seeding, adding them by hand and the question list are coming with the trivia
        release.
      </p>
    </AdminPanel>
  );
}
