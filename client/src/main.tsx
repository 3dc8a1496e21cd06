import "@fontsource-variable/inter";
import "./index.css";
import "./animations.css";
import "@/components/layout/theme-store";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";

// zod compiles fast parsers with `new Function`, which the CSP forbids, and its probe for it is reported
// as a violation. It keeps its settings on this global, so this holds for every schema, loaded later.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

// A transition renders in slices the browser can interrupt: the first mount is not one long task.
startTransition(() => {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
