import {
  type FirstPaintKind,
  firstPaintKinds,
  firstPaintMarks,
} from "../../client/src/features/first-paint/first-paint.ts";
import { createCache } from "../cache/index.ts";
import { logger } from "../logger.ts";
import { themeInit } from "./theme-init.ts";

const AUTH_USER_PRELOAD = /<link rel="preload" href="\/api\/auth\/user"[^>]*>/;
const THEME_INIT_SCRIPT = '<script src="/theme-init.js"></script>';
const SIGNED_OUT_META = `<meta name="${firstPaintMarks.signedOut.name}" content="${firstPaintMarks.signedOut.content}" />`;
const ROOT = '<div id="root"></div>';
const HTML_TAG = /<html\b/;

const rendered = createCache<FirstPaintKind, { html: string | null }>({
  name: "first-paints",
  max: firstPaintKinds.length,
  fetch: (kind) =>
    import("../../client/src/features/first-paint/first-paint.render.tsx")
      .then(({ renderFirstPaint }) => ({ html: renderFirstPaint(kind) }))
      .catch((error: unknown) => {
        logger.warn(`The ${kind} first paint could not be rendered; the page is served without it`, error);
        return { html: null };
      }),
});

/** The home page's first paint, rendered once per kind from the client's components; null when it cannot be rendered. */
async function firstPaintHtml(kind: FirstPaintKind): Promise<string | null> {
  return (await rendered.fetch(kind)).html;
}

/** Renders both first paints ahead of the first request for them (the first render loads the client's modules). */
export function prepareFirstPaints() {
  for (const kind of firstPaintKinds) void firstPaintHtml(kind);
}

/**
 * The app's page for one request, with the theme script inline. Without a session cookie nobody can
 * be signed in: the page says so (the app skips asking who is signed in) and has no preload of that
 * answer. The home page ("/") carries its first paint: the landing hero when signed out, the week's
 * header otherwise.
 */
export async function pageFor(
  indexHtml: string,
  { path, hasSessionCookie, head = "" }: { path: string; hasSessionCookie: boolean; head?: string },
) {
  let html = indexHtml.replace(THEME_INIT_SCRIPT, themeInit.tag);
  // A league link's preview tags (league-share.meta.ts) for services that read the page without running it.
  if (head) html = html.replace("</head>", `${head}</head>`);
  if (!hasSessionCookie) html = html.replace(AUTH_USER_PRELOAD, SIGNED_OUT_META);
  if (path !== "/") return html;
  const kind: FirstPaintKind = hasSessionCookie ? "week" : "landing";
  const paint = await firstPaintHtml(kind);
  if (!paint || !html.includes(ROOT) || !HTML_TAG.test(html)) return html;
  return html
    .replace(HTML_TAG, `<html ${firstPaintMarks.kind}="${kind}"`)
    .replace(ROOT, `<div id="root">${paint}</div>`);
}
