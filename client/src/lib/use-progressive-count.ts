import { startTransition, useEffect, useState } from "react";

/**
 * How many of `total` items to render now: `first` at once, then `step` more after each commit, each
 * step a transition React may interrupt. A long list mounts in small commits and the browser paints
 * between them, so no single task holds the page while it loads.
 */
export function useProgressiveCount(total: number, first: number, step = first): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount((shown) => shown + step)), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
