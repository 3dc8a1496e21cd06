import { ChevronDown, ChevronUp, ListOrdered } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/** Which of a row's controls had focus, so it keeps it when its row moves. */
export type RowControl = "value" | "up" | "down";

export interface ValueChoice {
  value: number;
  /** The matchup that holds the value now: choosing it swaps with that game. */
  holder: string;
}

/**
 * A row's value as a chooser: the open rows' values, each with the game holding it, walked by arrow
 * keys once open. On the closed chooser a digit would set a value per keystroke (1, then 12), so it
 * does nothing there.
 */
export function ConfidenceChooser({
  value,
  matchup,
  choices,
  onChoose,
}: {
  value: number;
  matchup: string;
  choices: readonly ValueChoice[];
  onChoose: (value: number) => void;
}) {
  // A long card has a chooser per row: their lists mount only while open (the trigger shows its own value).
  const [open, setOpen] = useState(false);
  const noClosedTypeahead = (event: KeyboardEvent) => {
    if (/^\d$/.test(event.key)) event.preventDefault();
  };
  return (
    <Select
      open={open}
      onOpenChange={setOpen}
      value={String(value)}
      onValueChange={(chosen) => onChoose(Number(chosen))}
    >
      <SelectTrigger
        size="value"
        aria-label={`Confidence for ${matchup}`}
        data-control="value"
        onKeyDown={noClosedTypeahead}
      >
        <SelectValue>{value}</SelectValue>
      </SelectTrigger>
      <SelectContent className="max-w-[calc(100vw-2rem)]">
        {(open ? choices : []).map((choice) => (
          <SelectItem key={choice.value} value={String(choice.value)} textValue={String(choice.value)}>
            <span className="inline-block w-8 font-semibold tabular-nums">{choice.value}</span>
            <span className="sr-only">, held by </span>
            <span className="text-muted-foreground">{choice.holder}</span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

export function StepButton({
  direction,
  matchup,
  disabled,
  onStep,
}: {
  direction: "up" | "down";
  matchup: string;
  disabled: boolean;
  onStep: () => void;
}) {
  const Icon = direction === "up" ? ChevronUp : ChevronDown;
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      aria-label={`Move ${matchup} ${direction}`}
      data-control={direction}
      disabled={disabled}
      onClick={onStep}
    >
      <Icon aria-hidden="true" className="size-5" />
    </Button>
  );
}

/** The one-tap starting order above a confidence card. */
export function OrderByLineBar({ disabled, onOrder }: { disabled: boolean; onOrder: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <p id="confidence-how" className="min-w-0 flex-1 text-sm text-muted-foreground">
        Choose a game's number to swap it with the game holding it, or move it with its arrows.
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={onOrder}
        disabled={disabled}
        aria-describedby="confidence-by-line"
      >
        <ListOrdered aria-hidden="true" /> Order by the line
      </Button>
      <p id="confidence-by-line" className="sr-only">
        Biggest favourites highest, games without a line last; locked games keep their values.
      </p>
    </div>
  );
}
