import { describe, expect, it } from "vitest";
import { BUNDLED_CFBD_DATA_DIR } from "../../env.ts";
import { createGamesProvider } from "./index.ts";

const base = { CFBD_BASE_URL: "https://api.collegefootballdata.com", CFBD_DATA_DIR: BUNDLED_CFBD_DATA_DIR };

describe("createGamesProvider", () => {
  it("uses the real CFBD client when an API key is configured", () => {
    expect(createGamesProvider({ ...base, CFBD_API_KEY: "key" }).kind).toBe("cfbd");
  });

  it("falls back to the offline 2024 replay without a key", () => {
    expect(createGamesProvider({ ...base, CFBD_API_KEY: undefined }).kind).toBe("replay");
  });
});
