import { AI_KEY_VAR } from "@shared/contracts/trivia-questions";
import { useQuery } from "@tanstack/react-query";
import { Brain, Database, Plus, Sparkles } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { WithTooltip } from "@/components/ui/tooltip";
import { adminQueries } from "./admin.queries";
import { AdminPanel, PanelError, PanelSkeleton } from "./admin-panel";
import { AiGenerateForm } from "./ai-generate-form";
import { ManualQuestionForm } from "./manual-question-form";
import { QuestionList } from "./question-list";
import { useSeedQuestions } from "./trivia-questions.mutations";

/** RULES §2 Trivia Management: Generate with AI, Seed Questions, Add Manual, and the global question list. */
export function TriviaManagementPanel() {
  const questions = useQuery(adminQueries.triviaQuestions());
  const seed = useSeedQuestions();
  const [aiOpen, setAiOpen] = useState(false);
  const [manualOpen, setManualOpen] = useState(false);

  return (
    <AdminPanel
      icon={Brain}
      title="Trivia Management"
      description="Create, schedule and review the global trivia questions."
      data-testid="admin-trivia-management"
      actions={
        <>
          <AiButton open={aiOpen} onToggle={() => setAiOpen((o) => !o)} />
          <Button variant="outline" size="sm" onClick={() => seed.mutate()} disabled={seed.isPending}>
            {seed.isPending ? <Spinner className="size-4" /> : <Database />}
            Seed Questions
          </Button>
          <Button
            size="sm"
            variant={manualOpen ? "secondary" : "default"}
            aria-expanded={manualOpen}
            onClick={() => setManualOpen((o) => !o)}
          >
            <Plus /> Add Manual
          </Button>
        </>
      }
    >
      <div className="grid gap-4">
        {aiOpen && <AiGenerateForm onDone={() => setAiOpen(false)} />}
        {manualOpen && <ManualQuestionForm onDone={() => setManualOpen(false)} />}
        {questions.isPending ? (
          <PanelSkeleton rows={3} />
        ) : questions.isError ? (
          <PanelError>Failed to load trivia questions.</PanelError>
        ) : (
          <QuestionList questions={questions.data} />
        )}
      </div>
    </AdminPanel>
  );
}

/** Disabled, with a tooltip naming the variable to set, while the server has no AI key. */
function AiButton({ open, onToggle }: { open: boolean; onToggle(): void }) {
  const status = useQuery(adminQueries.aiStatus());
  const unavailable = status.data?.configured === false;
  const button = (
    <Button
      variant={open ? "secondary" : "outline"}
      size="sm"
      aria-expanded={open}
      onClick={onToggle}
      disabled={status.isPending || unavailable}
    >
      <Sparkles /> Generate with AI
    </Button>
  );
  if (!unavailable) return button;
  const missing = status.data?.missing ?? AI_KEY_VAR;
  // A disabled button gets no pointer or focus events, so the focusable wrapper carries the tooltip.
  return (
    <WithTooltip label={`Set ${missing} on the server to generate questions with AI`}>
      <span
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a disabled button takes no focus, so this wrapper carries the tooltip to keyboard users.
        tabIndex={0}
        data-testid="ai-generate-unavailable"
        className="inline-flex rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {button}
      </span>
    </WithTooltip>
  );
}
