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
import { type ReactNode, useMemo, useRef } from "react";
import { cn } from "@/lib/cn";
import { confidenceAt, moveWithin, openSlotsStrategy } from "./league-picks-order";

const INSTRUCTIONS =
  "To move this game, press Space or Enter, then the up and down arrow keys; press Space or Enter again to drop it, or Escape to cancel. The other open games re-rank; locked games keep their values.";

interface ConfidenceListProps {
  order: readonly string[];
  lockedIds: ReadonlySet<string>;
  matchup: (gameId: string) => string;
  renderGame: (gameId: string) => ReactNode;
  onMove: (activeId: string, overId: string) => void;
}

/**
 * A confidence card: the games ranked top (N) to bottom (1). Open games move by drag and drop or
 * by keyboard (dnd-kit's sensors, each move announced); locked games keep their row.
 */
export function ConfidenceList({ order, lockedIds, matchup, renderGame, onMove }: ConfidenceListProps) {
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

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={open} strategy={openSlotsStrategy}>
        <ol aria-label="Your games by confidence, highest first" className="grid gap-3">
          {order.map((id, index) => {
            const value = confidenceAt(index, size);
            return lockedIds.has(id) ? (
              <LockedRow key={id} id={id} value={value}>
                {renderGame(id)}
              </LockedRow>
            ) : (
              <SortableRow key={id} id={id} value={value} matchup={matchup(id)}>
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

function SortableRow({
  id,
  value,
  matchup,
  children,
}: {
  id: string;
  value: number;
  matchup: string;
  children: ReactNode;
}) {
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
      <div className="flex w-12 shrink-0 flex-col items-center gap-2 pt-4">
        <ConfidenceValue value={value} />
        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          {...listeners}
          aria-label={`Move ${matchup}`}
          className={cn(
            "flex size-10 touch-none cursor-grab items-center justify-center rounded-lg border bg-background text-muted-foreground",
            "hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none",
            isDragging && "cursor-grabbing",
          )}
        >
          <GripVertical aria-hidden="true" className="size-5" />
        </button>
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
      <div className="flex w-12 shrink-0 flex-col items-center gap-2 pt-4 text-muted-foreground">
        <ConfidenceValue value={value} />
        <Lock aria-hidden="true" className="size-5" />
      </div>
      {children}
    </li>
  );
}
