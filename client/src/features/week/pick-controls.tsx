import { AnimatePresence, motion } from "framer-motion";
import { useId } from "react";
import type { GameDto } from "@shared/contracts/games";
import type { PointsSettings } from "@shared/contracts/points";
import { parseOverUnder } from "@shared/domain/scoring";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Toggle } from "@/components/ui/toggle";
import { pickBody, type EditKind, type OverUnderChoice, type PickDraft, type SaveStatus } from "./pick-autosave";
import { SaveState } from "./save-state";

interface PickControlsProps {
  game: GameDto;
  draft: PickDraft;
  status: SaveStatus;
  locked: boolean;
  settings: PointsSettings | undefined;
  onEdit: (patch: Partial<PickDraft>, kind: EditKind) => void;
}

/** SPEC §5 "Pick": score inputs after a winner (when score bonuses are on) and the over/under choice. */
export function PickControls({ game, draft, status, locked, settings, onEdit }: PickControlsProps) {
  const showScores = draft.winner !== null && Boolean(settings?.exactScoreEnabled || settings?.correctMarginEnabled);
  const line = parseOverUnder(game.overUnder);
  const showOverUnder = Boolean(settings?.overUnderEnabled) && line !== null;
  const scoresInvalid = draft.winner !== null && pickBody(game.id, draft) === null;

  return (
    <div className="mt-auto grid gap-3 border-t pt-3">
      <AnimatePresence initial={false}>
        {showScores && (
          <motion.div
            key="scores"
            initial={{ opacity: 0, height: 0 }}
            animate={{ opacity: 1, height: "auto" }}
            exit={{ opacity: 0, height: 0 }}
            className="grid grid-cols-2 gap-3 overflow-hidden p-0.5"
          >
            <ScoreField
              name="predAwayScore"
              team={game.awayTeam}
              value={draft.predAwayScore}
              disabled={locked}
              invalid={scoresInvalid}
              onChange={(value) => onEdit({ predAwayScore: value }, "score")}
            />
            <ScoreField
              name="predHomeScore"
              team={game.homeTeam}
              value={draft.predHomeScore}
              disabled={locked}
              invalid={scoresInvalid}
              onChange={(value) => onEdit({ predHomeScore: value }, "score")}
            />
          </motion.div>
        )}
      </AnimatePresence>
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
        {showOverUnder ? (
          <div role="group" aria-label={`Over/under ${line}`} className="flex items-center gap-1.5">
            <span className="mr-1 text-xs text-muted-foreground">Total</span>
            {(["over", "under"] as const).map((choice) => (
              <OverUnderToggle key={choice} choice={choice} draft={draft} locked={locked} onEdit={onEdit} />
            ))}
          </div>
        ) : (
          <span />
        )}
        <SaveState status={status} />
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
  invalid: boolean;
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
        placeholder="0"
        aria-invalid={props.invalid && props.value !== "" ? true : undefined}
        disabled={props.disabled}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className="h-9 text-center text-base font-semibold tabular-nums"
      />
    </div>
  );
}
