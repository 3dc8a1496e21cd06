import { cva } from "class-variance-authority";
import { CheckCircle2, XCircle } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef } from "react";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";

/** locked: not yet unlocked; open: counting down; sending: an answer is on its way; settled: answered or timed out. */
export type ChoicesMode = "locked" | "open" | "sending" | "settled";
type Tone = "open" | "idle" | "chosen" | "correct" | "wrong";

const choiceVariants = cva(
  "flex min-h-12 w-full items-center gap-3 rounded-lg border px-3 py-2.5 text-left text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background motion-reduce:transition-none",
  {
    variants: {
      tone: {
        open: "cursor-pointer bg-background/60 hover:border-primary/60 hover:bg-accent",
        idle: "cursor-default bg-background/40 text-muted-foreground",
        chosen: "cursor-default border-primary bg-primary/15",
        correct: "cursor-default border-success bg-success/15 text-foreground",
        wrong: "cursor-default border-destructive bg-destructive/15 text-foreground",
      },
    },
  },
);

function toneOf(mode: ChoicesMode, choice: string, chosen: string | null, correctAnswer: string | undefined): Tone {
  if (mode === "open" || mode === "locked") return "open";
  if (mode === "sending") return choice === chosen ? "chosen" : "idle";
  if (choice === correctAnswer) return "correct";
  return choice === chosen ? "wrong" : "idle";
}

const notes: Partial<Record<Tone, string>> = { correct: "correct answer", wrong: "your answer, incorrect" };

interface AnswerChoicesProps {
  choices: string[];
  mode: ChoicesMode;
  /** The player's answer, stored or on its way. */
  chosen: string | null;
  correctAnswer?: string;
  onChoose: (choice: string) => void;
  /** Move focus to the first choice when the question opens (the Unlock button that had it is gone). */
  focusOnOpen: boolean;
  "aria-labelledby": string;
}

/**
 * The answers as a radio-like group with one tab stop: arrow keys move between them without
 * answering (an answer is final), Enter or Space answers. Once answered they stay focusable but
 * inert (aria-disabled), so focus is not thrown back to the page.
 */
export function AnswerChoices({
  choices,
  mode,
  chosen,
  correctAnswer,
  onChoose,
  focusOnOpen,
  ...labelled
}: AnswerChoicesProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chosenIndex = Math.max(0, choices.indexOf(chosen ?? ""));

  useEffect(() => {
    if (mode === "open" && focusOnOpen) buttons.current[0]?.focus();
  }, [mode, focusOnOpen]);

  const moveFocus = (event: KeyboardEvent, index: number) => {
    const last = choices.length - 1;
    const target = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[(target + choices.length) % choices.length]?.focus();
  };

  return (
    <div role="radiogroup" aria-labelledby={labelled["aria-labelledby"]} className="grid gap-2 sm:grid-cols-2">
      {choices.map((choice, index) => {
        const tone = toneOf(mode, choice, chosen, correctAnswer);
        const note = mode === "settled" ? notes[tone] : undefined;
        return (
          // biome-ignore lint/a11y/useSemanticElements: an ARIA radio group of buttons with roving focus; a native radio cannot carry the answer's tone and note.
          <button
            key={choice}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="radio"
            aria-checked={choice === chosen}
            aria-disabled={mode !== "open"}
            tabIndex={index === chosenIndex ? 0 : -1}
            data-choice={choice}
            data-tone={tone}
            className={choiceVariants({ tone })}
            onClick={() => mode === "open" && onChoose(choice)}
            onKeyDown={(event) => moveFocus(event, index)}
          >
            <span
              aria-hidden="true"
              className={cn(
                "flex size-6 shrink-0 items-center justify-center rounded-md border text-xs font-bold",
                tone === "correct" && "border-success text-success",
                tone === "wrong" && "border-destructive text-destructive",
              )}
            >
              {String.fromCharCode(65 + index)}
            </span>
            <span className="flex-1">
              {choice}
              {note && <span className="sr-only"> ({note})</span>}
            </span>
            {tone === "chosen" && <Spinner className="size-4 text-primary" />}
            {tone === "correct" && <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-success" />}
            {tone === "wrong" && <XCircle aria-hidden="true" className="size-5 shrink-0 text-destructive" />}
          </button>
        );
      })}
    </div>
  );
}
