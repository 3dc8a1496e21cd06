import type { GameDto } from "@shared/contracts/games";
import type { PointsSettings } from "@shared/contracts/points";
import type { OverUnderChoice } from "@shared/domain/enums";
import { parseOverUnder } from "@shared/domain/scoring";
import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Toggle } from "@/components/ui/toggle";
import { cn } from "@/lib/cn";
import type { EditKind, PickDraft, SaveStatus } from "./pick-autosave";
import { SaveState } from "./save-state";

interface PickControlsProps {
  game: GameDto;
  draft: PickDraft;
  status: SaveStatus;
  /** The pick rule the draft breaks (server's words), or null. */
  problem: string | null;
  locked: boolean;
  settings: PointsSettings | undefined;
  onEdit: (patch: Partial<PickDraft>, kind: EditKind) => void;
}

/**
 * RULES §5 "Pick": score inputs after a winner (when score bonuses are on) and the over/under
 * choice. A draft the rules refuse shows the rule inline and "Not saved" until it is fixed.
 */
export function PickControls({ game, draft, status, problem, locked, settings, onEdit }: PickControlsProps) {
  const showScores = draft.winner !== null && Boolean(settings?.exactScoreEnabled || settings?.correctMarginEnabled);
  const line = parseOverUnder(game.overUnder);
  const showOverUnder = Boolean(settings?.overUnderEnabled) && line !== null;
  const problemId = useId();
  const scoreProblem = showScores && problem !== null;
  // Scores shown from the start (a saved pick) are simply there; they expand only when a winner is first chosen.
  const [scoresAtMount] = useState(showScores);

  return (
    <div className="mt-auto grid gap-3 border-t pt-3">
      {showScores && (
        <div className={cn("grid grid-rows-[1fr]", !scoresAtMount && "animate-expand-in")}>
          <div className="grid min-h-0 grid-cols-2 gap-3 overflow-hidden p-0.5">
            <ScoreField
              name="predAwayScore"
              team={game.awayTeam}
              value={draft.predAwayScore}
              disabled={locked}
              problemId={scoreProblem ? problemId : undefined}
              onChange={(value) => onEdit({ predAwayScore: value }, "score")}
            />
            <ScoreField
              name="predHomeScore"
              team={game.homeTeam}
              value={draft.predHomeScore}
              disabled={locked}
              problemId={scoreProblem ? problemId : undefined}
              onChange={(value) => onEdit({ predHomeScore: value }, "score")}
            />
          </div>
        </div>
      )}
      {problem !== null && (
        <p id={problemId} data-testid="pick-problem" className="-mt-1 text-xs font-medium text-destructive">
          {problem}
        </p>
      )}
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
        {showOverUnder ? (
          <fieldset aria-label={`Over/under ${line}`} className="flex min-w-0 items-center gap-1.5">
            <span className="mr-1 text-xs text-muted-foreground">Total</span>
            {(["over", "under"] as const).map((choice) => (
              <OverUnderToggle key={choice} choice={choice} draft={draft} locked={locked} onEdit={onEdit} />
            ))}
          </fieldset>
        ) : (
          <span />
        )}
        <SaveState status={status} invalid={problem !== null} />
      </div>
    </div>
  );
}

function OverUnderToggle({
  choice,
  draft,
  locked,
  onEdit,
}: {
  choice: OverUnderChoice;
  draft: PickDraft;
  locked: boolean;
  onEdit: PickControlsProps["onEdit"];
}) {
  return (
    <Toggle
      variant="outline"
      size="sm"
      pressed={draft.predOverUnder === choice}
      disabled={locked}
      onPressedChange={(pressed) => onEdit({ predOverUnder: pressed ? choice : null }, "choice")}
    >
      {choice === "over" ? "Over" : "Under"}
    </Toggle>
  );
}

function ScoreField(props: {
  name: "predAwayScore" | "predHomeScore";
  team: string;
  value: string;
  disabled: boolean;
  /** The id of the rule the scores break, when they break one. */
  problemId: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="truncate text-xs text-muted-foreground">
        {props.team} score
      </Label>
      <Input
        id={id}
        name={props.name}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        // Not "0": an empty box must not read as a predicted score.
        placeholder="Optional"
        aria-invalid={props.problemId && props.value !== "" ? true : undefined}
        aria-describedby={props.problemId}
        disabled={props.disabled}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className="h-9 text-center text-base font-semibold tabular-nums placeholder:text-sm placeholder:font-normal"
      />
    </div>
  );
}
