import { Component, createRef, type ReactNode } from "react";

type Places = Map<string, { x: number; y: number }>;

const SLIDE: KeyframeAnimationOptions = { duration: 300, easing: "cubic-bezier(0.25, 1, 0.5, 1)" };

function placesOf(container: HTMLElement | null): Places {
  const places: Places = new Map();
  for (const child of container?.children ?? []) {
    const key = child instanceof HTMLElement ? child.dataset.slideKey : undefined;
    if (key && child instanceof HTMLElement) places.set(key, { x: child.offsetLeft, y: child.offsetTop });
  }
  return places;
}

interface ReorderSlideProps {
  /** Changes exactly when the children's order does (their keys joined, say). */
  order: string;
  className?: string;
  /** Each child that should slide carries data-slide-key. */
  children: ReactNode;
}

/**
 * A container whose children slide from their old places to their new ones when their order changes
 * (FLIP with the Web Animations API, no motion library). A class component because only
 * getSnapshotBeforeUpdate measures the old places after React rendered but before it moved them.
 */
export class ReorderSlide extends Component<ReorderSlideProps> {
  private readonly container = createRef<HTMLDivElement>();

  getSnapshotBeforeUpdate(previous: ReorderSlideProps): Places | null {
    return previous.order === this.props.order ? null : placesOf(this.container.current);
  }

  componentDidUpdate(_previous: ReorderSlideProps, _state: unknown, before: Places | null) {
    if (!before || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    for (const child of this.container.current?.children ?? []) {
      if (!(child instanceof HTMLElement) || !child.dataset.slideKey) continue;
      const from = before.get(child.dataset.slideKey);
      const dx = from ? from.x - child.offsetLeft : 0;
      const dy = from ? from.y - child.offsetTop : 0;
      if (dx !== 0 || dy !== 0)
        child.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "none" }], SLIDE);
    }
  }

  render() {
    return (
      <div ref={this.container} className={this.props.className}>
        {this.props.children}
      </div>
    );
  }
}
