import { type ComponentType, createElement, lazy, useState } from "react";

/**
 * React.lazy for a module's named export: the component's code loads on its first render, or
 * earlier through `preload()`. A component whose code has already arrived when it mounts renders at
 * once, with nothing suspended and no fallback shown.
 */
export function lazyNamed<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  const preload = () => (pending ??= load().then((module) => (loaded = module[name])));
  const Lazy = lazy(async () => ({ default: await preload() }));

  // biome-ignore lint/correctness/noComponentHookFactories: called once per module at load time, as React.lazy is; never during a render.
  function LazyNamed(props: Props) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount the page.
    const [Rendered] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return createElement(Rendered, props);
  }
  return Object.assign(LazyNamed, { preload });
}
