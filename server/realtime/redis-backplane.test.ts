import { describe, expect, it } from "vitest";
import { isRedisOutageError } from "./redis-backplane.ts";

describe("isRedisOutageError", () => {
  it("knows ioredis' outage errors and lets every other rejection through", () => {
    const maxRetries = Object.assign(new Error("Reached the max retries per request limit (which is 20)."), {
      name: "MaxRetriesPerRequestError",
    });
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:6379"), { code: "ECONNREFUSED" });
    for (const outage of [maxRetries, refused, new Error("Connection is closed.")])
      expect(isRedisOutageError(outage)).toBe(true);
    for (const other of [new TypeError("x is undefined"), new Error("Connection is closed by a bug"), "text", null])
      expect(isRedisOutageError(other)).toBe(false);
  });
});
