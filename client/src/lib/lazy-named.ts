import { lazy, type ComponentType } from "react";

/** React.lazy for a module's named export: the component's code loads on its first render. */
export function lazyNamed<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] as Module[Name] & ComponentType<any> }));
}
