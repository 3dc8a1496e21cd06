import { Brain } from "lucide-react";
import { ComingSoonPanel } from "@/components/layout/coming-soon-panel";

export function TriviaPage() {
  return (
    <ComingSoonPanel
      icon={Brain}
      title="Daily Trivia"
      description="Three college football questions a day, one attempt each, +1 point per correct answer. New questions at midnight Central Time."
    />
  );
}
