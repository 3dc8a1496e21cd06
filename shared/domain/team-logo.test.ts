import { describe, expect, it } from "vitest";
import { secureLogo } from "./team-logo.ts";

describe("a team logo's address", () => {
  it("asks the CDN over https for a logo the data gives over http", () => {
    expect(secureLogo("http://a.espncdn.com/i/teamlogos/ncaa/500/2005.png")).toBe(
      "https://a.espncdn.com/i/teamlogos/ncaa/500/2005.png",
    );
    expect(secureLogo("HTTP://a.espncdn.com/x.png")).toBe("https://a.espncdn.com/x.png");
    expect(secureLogo("https://a.espncdn.com/x.png")).toBe("https://a.espncdn.com/x.png");
  });

  it("shows no logo for another scheme, credentials, nonsense or nothing", () => {
    for (const address of [
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "ftp://a.espncdn.com/x.png",
      "https://user:pass@a.espncdn.com/x.png",
      "not a url",
      "",
      null,
      undefined,
    ]) {
      expect(secureLogo(address), String(address)).toBeNull();
    }
  });
});
