import { ChevronLeft, ChevronRight } from "lucide-react";
import { type ComponentProps, type RefObject, useCallback, useLayoutEffect, useRef, useState } from "react";
import { cn } from "@/lib/cn";
import { TabsList } from "./tabs";

/** Room kept beside a tab scrolled into view, so the edge button does not cover it. */
const EDGE_PX = 40;

type Edges = { start: boolean; end: boolean };

/**
 * A tab row wider than its space (a phone) scrolls sideways: a faded edge with an arrow button on each
 * side that hides tabs says more are there, and the active tab (`active`) is scrolled fully into view.
 */
export function ScrollableTabsList({
  active,
  className,
  children,
  ...props
}: ComponentProps<typeof TabsList> & { active: string }) {
  const listRef = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(listRef);
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: active is the trigger: a newly chosen tab is brought into view.
  useLayoutEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (list && tab) list.scrollBy({ left: overhang(list, tab), behavior: first.current ? "instant" : motion() });
    first.current = false;
  }, [active]);

  const page = (direction: 1 | -1) => {
    const list = listRef.current;
    list?.scrollBy({ left: direction * Math.max(list.clientWidth - 2 * EDGE_PX, EDGE_PX), behavior: motion() });
  };

  return (
    <div className="relative w-fit max-w-full" data-overflow-start={edges.start} data-overflow-end={edges.end}>
      <TabsList
        ref={listRef}
        className={cn(
          "max-w-full justify-start overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden",
          className,
        )}
        {...props}
      >
        {children}
      </TabsList>
      {edges.start && <EdgeButton side="start" onClick={() => page(-1)} />}
      {edges.end && <EdgeButton side="end" onClick={() => page(1)} />}
    </div>
  );
}

/** Out of the tab order: arrow keys move along the tabs, and a focused tab scrolls itself into view. */
function EdgeButton({ side, onClick }: { side: "start" | "end"; onClick: () => void }) {
  const Icon = side === "start" ? ChevronLeft : ChevronRight;
  return (
    <div
      className={cn(
        "pointer-events-none absolute inset-y-0 flex w-12 items-center from-muted from-55% to-transparent",
        side === "start"
          ? "left-0 justify-start rounded-l-lg bg-linear-to-r pl-1"
          : "right-0 justify-end rounded-r-lg bg-linear-to-l pr-1",
      )}
    >
      <button
        type="button"
        tabIndex={-1}
        aria-label={side === "start" ? "Show earlier tabs" : "Show more tabs"}
        data-testid={`tabs-scroll-${side}`}
        onClick={onClick}
        className="pointer-events-auto flex size-8 items-center justify-center rounded-md bg-background/80 text-foreground shadow-sm hover:bg-background"
      >
        <Icon className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/** Whether content is hidden past each edge, followed through scrolling, resizing and every render (labels change width). */
function useScrollEdges(ref: RefObject<HTMLElement | null>): Edges {
  const [edges, setEdges] = useState<Edges>({ start: false, end: false });
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const start = el.scrollLeft > 1;
    const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setEdges((was) => (was.start === start && was.end === end ? was : { start, end }));
  }, [ref]);

  useLayoutEffect(measure);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const resize = new ResizeObserver(measure);
    resize.observe(el);
    el.addEventListener("scroll", measure, { passive: true });
    return () => {
      resize.disconnect();
      el.removeEventListener("scroll", measure);
    };
  }, [ref, measure]);
  return edges;
}

/** How far the list must scroll for the tab to show whole, clear of the edge buttons (0 when it does). */
function overhang(list: HTMLElement, tab: HTMLElement): number {
  const box = list.getBoundingClientRect();
  const at = tab.getBoundingClientRect();
  if (at.left < box.left + EDGE_PX) return at.left - box.left - EDGE_PX;
  if (at.right > box.right - EDGE_PX) return at.right - box.right + EDGE_PX;
  return 0;
}

const motion = (): ScrollBehavior => (matchMedia("(prefers-reduced-motion: reduce)").matches ? "instant" : "smooth");
