import { describe, expect, it } from "vitest";
import { leaderboardDisplayName, leagueMemberName, menuDisplayName } from "./display-name.ts";

const full = { handle: "gatorfan", email: "a@b.c", firstName: "Ann", lastName: "Lee" };

describe("menuDisplayName", () => {
  it("shows the handle first", () => {
    expect(menuDisplayName(full)).toBe("gatorfan");
  });

  it("falls back to the email, then first and last name, then User", () => {
    expect(menuDisplayName({ ...full, handle: null })).toBe("a@b.c");
    expect(menuDisplayName({ ...full, handle: null, email: null })).toBe("Ann Lee");
    expect(menuDisplayName({})).toBe("User");
  });

  it("uses a lone first or last name", () => {
    expect(menuDisplayName({ firstName: "Ann" })).toBe("Ann");
    expect(menuDisplayName({ lastName: "Lee" })).toBe("Lee");
  });

  it("treats blank values as missing", () => {
    expect(menuDisplayName({ handle: "  ", email: "", firstName: " ", lastName: null })).toBe("User");
  });
});

describe("leaderboardDisplayName", () => {
  it("shows the handle, then the email, then Anonymous", () => {
    expect(leaderboardDisplayName(full)).toBe("gatorfan");
    expect(leaderboardDisplayName({ handle: null, email: "a@b.c" })).toBe("a@b.c");
    expect(leaderboardDisplayName({ handle: null, email: null })).toBe("Anonymous");
  });
});

describe("leagueMemberName", () => {
  it("shows the handle with an at sign", () => {
    expect(leagueMemberName(full)).toBe("@gatorfan");
  });

  it("falls back to first and last name, then first name, then email", () => {
    expect(leagueMemberName({ ...full, handle: null })).toBe("Ann Lee");
    expect(leagueMemberName({ ...full, handle: null, lastName: null })).toBe("Ann");
    expect(leagueMemberName({ handle: null, firstName: null, lastName: "Lee", email: "a@b.c" })).toBe("a@b.c");
  });

  it("says Anonymous when nothing is known", () => {
    expect(leagueMemberName({})).toBe("Anonymous");
  });
});
