import { describe, expect, it } from "vitest";
import { CLIENT_ROUTES, isClientRoute } from "./routes.ts";

const withParams = (route: string) => route.replace(/:\w+/g, "abc123");

describe("the client route table", () => {
  it("serves every route the client has, with or without a trailing slash", () => {
    for (const route of Object.values(CLIENT_ROUTES)) {
      expect(isClientRoute(withParams(route)), route).toBe(true);
      if (route !== "/") expect(isClientRoute(`${withParams(route)}/`), route).toBe(true);
    }
  });

  it("refuses paths no route names: unknown pages, extra or empty segments", () => {
    for (const path of ["/unknown", "//", "/trivia/extra", "/leagues/join/a/b", "/l/", "/l/a/b", "/admin-x"]) {
      expect(isClientRoute(path), path).toBe(false);
    }
  });
});
