import { describe, expect, it } from "vitest";
import { canonicalRequest, canonicalUrl } from "./canonical-ids.ts";

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
const UPPER = ID.toUpperCase();

describe("canonical request URLs", () => {
  it("lower-case UUID-shaped path segments, percent-encoded ones too", () => {
    expect(canonicalUrl(`http://x/api/leagues/${UPPER}/standings/week/${UPPER}`)).toBe(
      `http://x/api/leagues/${ID}/standings/week/${ID}`,
    );
    expect(canonicalUrl(`http://x/api/admin/users/%30F8FAD5B-D9CB-469F-A165-70867728950E`)).toBe(
      `http://x/api/admin/users/${ID}`,
    );
  });

  it("lower-case UUID-shaped query values and keep every other one as sent", () => {
    expect(canonicalUrl(`http://x/api/leaderboard?weekId=${UPPER}&limit=10&weekId=${ID}`)).toBe(
      `http://x/api/leaderboard?weekId=${ID}&limit=10&weekId=${ID}`,
    );
  });

  it("leave a canonical URL alone, and a provider's sign-in callback query", () => {
    expect(canonicalUrl(`http://x/api/leaderboard?weekId=${ID}&handle=Big_Fan`)).toBeNull();
    expect(canonicalUrl(`http://x/api/leagues/by-code/ABCD-1234`)).toBeNull();
    expect(canonicalUrl(`http://x/api/auth/oidc/callback?code=${UPPER}&state=s`)).toBeNull();
  });

  it("keep the method, headers and body of a request it rewrites", async () => {
    const request = new Request(`http://x/api/leagues/${UPPER}`, {
      method: "PATCH",
      headers: { cookie: "a=b" },
      body: '{"name":"N"}',
    });
    const canonical = canonicalRequest(request);
    expect(canonical.url).toBe(`http://x/api/leagues/${ID}`);
    expect(canonical.method).toBe("PATCH");
    expect(canonical.headers.get("cookie")).toBe("a=b");
    expect(await canonical.text()).toBe('{"name":"N"}');
  });
});
