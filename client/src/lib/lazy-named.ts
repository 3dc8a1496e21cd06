import { createElement, lazy, useState, type ComponentProps, type ComponentType } from "react";

/**
 * React.lazy for a module's named export: the component's code loads on its first render, or
 * earlier through `preload()`. A component whose code has already arrived when it mounts renders at
 * once, with nothing suspended and no fallback shown.
 */
export function lazyNamed<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  type Component = Module[Name] & ComponentType<any>;
  let loaded: Component | undefined;
  let pending: Promise<Component> | undefined;
  const preload = () => (pending ??= load().then((module) => (loaded = module[name] as Component)));
  const Lazy = lazy(async () => ({ default: await preload() }));

  function LazyNamed(props: ComponentProps<Component>) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount the page.
    const [Rendered] = useState<ComponentType<any>>(() => loaded ?? Lazy);
    return createElement(Rendered, props);
  }
  return Object.assign(LazyNamed, { preload });
}
