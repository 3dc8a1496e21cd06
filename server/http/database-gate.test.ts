import { describe, expect, it } from "vitest";
import { servedWhileOpening } from "./database-gate.ts";

describe("what a process serves while its database opens", () => {
  it("serves the app's pages, its built files and the probes", () => {
    for (const path of ["/", "/trivia", "/leagues/4b1d0f9e-2d7a-4c55-9d51-0c7f3b1e8a10", "/assets/index-C0301baZ.js"])
      expect(servedWhileOpening("GET", path), path).toBe(true);
    for (const path of ["/sw.js", "/icons/icon-192.png", "/healthz", "/readyz"])
      expect(servedWhileOpening("HEAD", path), path).toBe(true);
  });

  it("holds the API, matchmaking, metrics, share images, a league link's page and every write", () => {
    for (const path of ["/api/weeks/current", "/matchmake/joinOrCreate/week", "/metrics", "/og/l/tigers/card.png"])
      expect(servedWhileOpening("GET", path), path).toBe(false);
    for (const path of ["/leagues/join/ABC123", "/l/tigers", "/no-such-page"])
      expect(servedWhileOpening("GET", path), path).toBe(false);
    expect(servedWhileOpening("POST", "/")).toBe(false);
  });
});
