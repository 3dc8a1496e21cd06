import { describe, expect, it } from "vitest";
import { canonicalId, idSchema } from "./id.ts";

const UPPER = "0F8FAD5B-D9CB-469F-A165-70867728950E";

describe("ids", () => {
  it("parse in any letter case to the lower-case spelling", () => {
    expect(idSchema().parse(UPPER)).toBe(UPPER.toLowerCase());
    expect(idSchema().parse("0f8fad5B-d9cb-469f-A165-70867728950e")).toBe(UPPER.toLowerCase());
  });

  it("still refuse what is not a UUID, with the contract's message", () => {
    expect(idSchema("weekId must be a week id").safeParse("0F8FAD5B").error?.issues[0]?.message).toBe(
      "weekId must be a week id",
    );
  });

  it("leave strings that are not UUID-shaped as they are", () => {
    expect(canonicalId("Week-ABC")).toBe("Week-ABC");
    expect(canonicalId(UPPER)).toBe(UPPER.toLowerCase());
  });
});
