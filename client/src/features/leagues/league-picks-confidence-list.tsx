import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical, Lock } from "lucide-react";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { cn } from "@/lib/cn";
import {
  ConfidenceChooser,
  OrderByLineBar,
  type RowControl,
  StepButton,
  type ValueChoice,
} from "./league-picks-confidence-controls";
import { confidenceAt, moveWithin, openNeighbour, openSlotsStrategy } from "./league-picks-order";

const INSTRUCTIONS =
  "To move this game, press Space or Enter, then the up and down arrow keys; press Space or Enter again to drop it, or Escape to cancel. The other open games re-rank; locked games keep their values.";

interface ConfidenceListProps {
  order: readonly string[];
  lockedIds: ReadonlySet<string>;
  matchup: (gameId: string) => string;
  renderGame: (gameId: string) => ReactNode;
  onMove: (activeId: string, overId: string) => void;
  onSetValue: (gameId: string, value: number) => void;
  onStep: (gameId: string, by: -1 | 1) => void;
  /** Null when no open game has a line to order by. */
  onOrderByLine: (() => void) | null;
}

/**
 * A confidence card: the games ranked top (N) to bottom (1). An open game takes a value directly
 * (swapping with its holder), steps a row up or down, or moves by drag and drop or by keyboard
 * (dnd-kit's sensors), each change announced; "Order by the line" sets a starting order. Locked games keep their row.
 */
export function ConfidenceList({
  order,
  lockedIds,
  matchup,
  renderGame,
  onMove,
  onSetValue,
  onStep,
  onOrderByLine,
}: ConfidenceListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const open = useMemo(() => order.filter((id) => !lockedIds.has(id)), [order, lockedIds]);
  const size = order.length;
  const valueNow = (id: UniqueIdentifier) => confidenceAt(order.indexOf(String(id)), size);
  const valueAfter = (active: UniqueIdentifier, over: UniqueIdentifier) =>
    confidenceAt(
      moveWithin(order, String(active), String(over), (id) => lockedIds.has(id)).indexOf(String(active)),
      size,
    );
  const name = (id: UniqueIdentifier) => matchup(String(id));

  // A drag starts over its own row: that first "over" would drown out "Picked up" before it is read.
  const atStart = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      atStart.current = true;
      return `Picked up ${name(active.id)}, confidence ${valueNow(active.id)} of ${size}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over || (atStart.current && over.id === active.id)) return undefined;
      atStart.current = false;
      return `${name(active.id)} would have confidence ${valueAfter(active.id, over.id)}.`;
    },
    onDragEnd: ({ active, over }) =>
      `${name(active.id)} dropped: confidence ${over ? valueAfter(active.id, over.id) : valueNow(active.id)}.`,
    onDragCancel: ({ active }) => `Move cancelled: ${name(active.id)} keeps confidence ${valueNow(active.id)}.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };

  const [announcement, setAnnouncement] = useState("");
  const isLocked = (id: string) => lockedIds.has(id);
  const choices: ValueChoice[] = order.flatMap((id, index) =>
    isLocked(id) ? [] : [{ value: confidenceAt(index, size), holder: matchup(id) }],
  );
  // The moved game's control keeps focus in its new row (React may re-insert the row, which drops focus).
  const refocus = useRef<{ id: string; control: RowControl } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the order is the trigger: focus follows the row it moved.
  useEffect(() => {
    const wanted = refocus.current;
    refocus.current = null;
    if (!wanted) return;
    const row = document.querySelector(`[data-testid="confidence-row"][data-game-id="${wanted.id}"]`);
    const control = (name: RowControl) => row?.querySelector<HTMLElement>(`[data-control="${name}"]:not(:disabled)`);
    const other: RowControl = wanted.control === "up" ? "down" : "up";
    const target = control(wanted.control) ?? control(other);
    if (!target) return;
    if (document.activeElement !== target) target.focus({ preventScroll: true });
    target.scrollIntoView({ block: wanted.control === "value" ? "center" : "nearest" });
  }, [order]);

  const swapText = (id: string, to: number, other: string) =>
    `${matchup(id)}: confidence ${to}. ${matchup(other)}: confidence ${valueNow(id)}.`;
  const setValue = (id: string, value: number) => {
    const holder = order[size - value];
    if (!holder || holder === id || isLocked(holder)) return;
    refocus.current = { id, control: "value" };
    setAnnouncement(swapText(id, value, holder));
    onSetValue(id, value);
  };
  const step = (id: string, by: -1 | 1) => {
    const neighbour = openNeighbour(order, id, by, isLocked);
    if (neighbour === undefined) return;
    refocus.current = { id, control: by === -1 ? "up" : "down" };
    setAnnouncement(swapText(id, valueNow(neighbour), neighbour));
    onStep(id, by);
  };
  const orderByLine = onOrderByLine
    ? () => {
        onOrderByLine();
        setAnnouncement("Ordered by the line: the biggest favourites are worth the most.");
      }
    : null;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
      onDragEnd={onDragEnd}
    >
      <OrderByLineBar disabled={orderByLine === null} onOrder={() => orderByLine?.()} />
      <p className="sr-only" aria-live="polite" data-testid="confidence-announcement">
        {announcement}
      </p>
      <SortableContext items={open} strategy={openSlotsStrategy}>
        <ol aria-label="Your games by confidence, highest first" className="grid gap-3">
          {order.map((id, index) => {
            const value = confidenceAt(index, size);
            return lockedIds.has(id) ? (
              <LockedRow key={id} id={id} value={value}>
                {renderGame(id)}
              </LockedRow>
            ) : (
              <SortableRow
                key={id}
                id={id}
                value={value}
                matchup={matchup(id)}
                choices={choices}
                canUp={openNeighbour(order, id, -1, isLocked) !== undefined}
                canDown={openNeighbour(order, id, 1, isLocked) !== undefined}
                onSetValue={setValue}
                onStep={step}
              >
                {renderGame(id)}
              </SortableRow>
            );
          })}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function ConfidenceValue({ value }: { value: number }) {
  return (
    <span className="text-2xl leading-none font-black tabular-nums">
      <span className="sr-only">Confidence </span>
      {value}
    </span>
  );
}

interface SortableRowProps {
  id: string;
  value: number;
  matchup: string;
  choices: readonly ValueChoice[];
  canUp: boolean;
  canDown: boolean;
  onSetValue: (id: string, value: number) => void;
  onStep: (id: string, by: -1 | 1) => void;
  children: ReactNode;
}

function SortableRow({ id, value, matchup, choices, canUp, canDown, onSetValue, onStep, children }: SortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <li
      ref={setNodeRef}
      data-testid="confidence-row"
      data-game-id={id}
      data-confidence={value}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn("flex items-stretch gap-3", isDragging && "relative z-10 opacity-90")}
    >
      <div className="flex w-14 shrink-0 flex-col items-center gap-1.5 pt-2">
        <ConfidenceChooser
          value={value}
          matchup={matchup}
          choices={choices}
          onChoose={(chosen) => onSetValue(id, chosen)}
        />
        <StepButton direction="up" matchup={matchup} disabled={!canUp} onStep={() => onStep(id, -1)} />
        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          {...listeners}
          aria-label={`Drag ${matchup}`}
          className={cn(
            "flex size-10 touch-none cursor-grab items-center justify-center rounded-lg border bg-background text-muted-foreground",
            "hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none",
            isDragging && "cursor-grabbing",
          )}
        >
          <GripVertical aria-hidden="true" className="size-5" />
        </button>
        <StepButton direction="down" matchup={matchup} disabled={!canDown} onStep={() => onStep(id, 1)} />
      </div>
      {children}
    </li>
  );
}

function LockedRow({ id, value, children }: { id: string; value: number; children: ReactNode }) {
  return (
    <li
      data-testid="confidence-row"
      data-game-id={id}
      data-confidence={value}
      data-locked="true"
      className="flex gap-3"
    >
      <div className="flex w-14 shrink-0 flex-col items-center gap-2 pt-4 text-muted-foreground">
        <ConfidenceValue value={value} />
        <Lock aria-hidden="true" className="size-5" />
      </div>
      {children}
    </li>
  );
}
