import "./fonts.css";
import "./index.css";
import "./animations.css";
import "@/components/layout/theme-store";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { firstPaintKind, homePageReady, seedSignedOut } from "./features/first-paint/first-paint.client";
import { registerServiceWorker } from "./lib/service-worker";

// zod compiles fast parsers with `new Function`, which the CSP forbids, and its probe for it is reported
// as a violation. It keeps its settings on this global, so this holds for every schema, loaded later.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

seedSignedOut();
registerServiceWorker();
const firstPaint = firstPaintKind();

function render() {
  // A transition renders in slices the browser can interrupt: the first mount is not one long task.
  startTransition(() => {
    createRoot(document.getElementById("root")!).render(
      <StrictMode>
        <App replacesFirstPaint={firstPaint !== null} />
      </StrictMode>,
    );
  });
}

// The server painted the home page already: the app replaces it once it can show the same page.
if (firstPaint) void homePageReady().then(render);
else render();
