import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.ts";

describe("configuration", () => {
  it("has working defaults for the embedded set-up", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      ADMIN_EMAILS: [],
      AUTH_DEV_LOGIN: false,
      LOG_LEVEL: "info",
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("parses lists and flags", () => {
    const env = parseEnv({
      ADMIN_EMAILS: " Boss@Example.com, ref@example.com ,",
      AUTH_DEV_LOGIN: "true",
      APP_CLOCK: "2024-11-23T18:00:00Z",
    });
    expect(env.ADMIN_EMAILS).toEqual(["boss@example.com", "ref@example.com"]);
    expect(env.AUTH_DEV_LOGIN).toBe(true);
    expect(env.APP_CLOCK).toBe("2024-11-23T18:00:00Z");
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ DATABASE_URL: "not a url" }, "DATABASE_URL"],
    [{ APP_CLOCK: "yesterday" }, "APP_CLOCK"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ AUTH_DEV_LOGIN: "maybe" }, "AUTH_DEV_LOGIN"],
    [{ VAPID_PUBLIC_KEY: "short", VAPID_PRIVATE_KEY: "a".repeat(43) }, "VAPID_PUBLIC_KEY"],
    [{ VAPID_PUBLIC_KEY: "B".repeat(87) }, "VAPID_PRIVATE_KEY"],
    [{ VAPID_SUBJECT: "someone@example.com" }, "VAPID_SUBJECT"],
  ])("refuses %j with a message naming %s", (source, name) => {
    expect(() => parseEnv(source)).toThrow(new RegExp(`Invalid configuration:[\\s\\S]*${name}`));
  });
});
