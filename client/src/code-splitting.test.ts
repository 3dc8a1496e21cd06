import { beforeAll, describe, expect, it } from "vitest";
import { buildClient, type ClientBundle } from "../../tests/support/client-bundle.ts";

// Structure only: the byte figures are printed by `npm run bench` (BENCH_ONLY=lighthouse), never asserted.
const LANDING = "client/src/features/landing/landing-page.tsx";
const WEEK = "client/src/features/week/current-week-page.tsx";
const LEAGUE = "client/src/features/leagues/league-detail-page.tsx";
const DRAG_AND_DROP = /^node_modules\/@dnd-kit\//;
const SIGNED_IN_ONLY_LIBRARIES = /^node_modules\/(framer-motion|motion-dom|@colyseus|zod|date-fns|date-fns-tz)\//;

let bundle: ClientBundle;
beforeAll(async () => {
  bundle = await buildClient({ write: false });
}, 120_000);

const firstPaintModules = (page: string) => bundle.firstPaint(page).flatMap((chunk) => chunk.modules);
const otherPages = (page: string) =>
  bundle
    .firstPaint(page)
    .filter((chunk) => bundle.pageChunks().includes(chunk) && chunk.facade !== page)
    .map((chunk) => chunk.facade);

describe("code splitting", () => {
  it("loads no other page, motion library, real-time SDK, schema library or date library before the landing page paints", () => {
    expect(bundle.pageChunks().length).toBeGreaterThan(10);
    expect(otherPages(LANDING)).toEqual([]);
    expect(firstPaintModules(LANDING).filter((id) => SIGNED_IN_ONLY_LIBRARIES.test(id))).toEqual([]);
  });

  it("loads no other page, motion library, real-time SDK, schema library or date library before the week page paints", () => {
    expect(otherPages(WEEK)).toEqual([]);
    expect(firstPaintModules(WEEK).filter((id) => SIGNED_IN_ONLY_LIBRARIES.test(id))).toEqual([]);
  });

  it("paints the landing page from at most 8 script files and the week page from at most 20 (HTTP/1.1 fetches six at a time)", () => {
    expect(bundle.firstPaint(LANDING).length).toBeLessThanOrEqual(8);
    expect(bundle.firstPaint(WEEK).length).toBeLessThanOrEqual(20);
  });

  it("loads the drag-and-drop kit only when a league's Picks tab opens, not before the week or league page paints", () => {
    for (const page of [LANDING, WEEK, LEAGUE]) {
      expect(firstPaintModules(page).filter((id) => DRAG_AND_DROP.test(id))).toEqual([]);
    }
    const everyModule = [...bundle.chunks.values()].flatMap((chunk) => chunk.modules);
    expect(everyModule.some((id) => DRAG_AND_DROP.test(id))).toBe(true);
  });

  it("still bundles those libraries, for the pages that load them later", () => {
    const everyModule = [...bundle.chunks.values()].flatMap((chunk) => chunk.modules);
    for (const library of ["framer-motion", "@colyseus/sdk", "zod", "date-fns-tz"]) {
      expect(everyModule.some((id) => id.startsWith(`node_modules/${library}/`))).toBe(true);
    }
  });
});
