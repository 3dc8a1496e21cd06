import { describe, expect, it } from "vitest";
import { leagueTabsFor, searchForTab, shownTab } from "./league-tabs";

const member = { format: "pickem", isMember: true, leagueType: "both" } as const;
const visitor = { ...member, isMember: false } as const;
const survivorPool = { ...member, format: "survivor" } as const;

describe("the league page's tabs", () => {
  it("give a member of a picks league Picks and Chat, in the row's order", () => {
    expect(leagueTabsFor(member)).toEqual(["overview", "picks", "history", "chat", "members", "settings"]);
  });

  it("give a visitor neither Picks nor Chat, and a trivia-only member no Picks", () => {
    expect(leagueTabsFor(visitor)).toEqual(["overview", "history", "members", "settings"]);
    expect(leagueTabsFor({ ...member, leagueType: "trivia_only" })).not.toContain("picks");
  });

  it("put Survivor first for a survivor pool, whose picks are there rather than on a card", () => {
    expect(leagueTabsFor(survivorPool)).toEqual(["survivor", "overview", "history", "chat", "members", "settings"]);
  });
});

describe("the tab a URL shows", () => {
  const tabs = leagueTabsFor(member);

  it("is the tab it names", () => {
    expect(shownTab("settings", tabs)).toBe("settings");
    expect(shownTab("picks", tabs)).toBe("picks");
  });

  it("is Overview without a tab, for an unknown one, or for one the viewer does not have", () => {
    expect(shownTab(null, tabs)).toBe("overview");
    expect(shownTab("standings", tabs)).toBe("overview");
    expect(shownTab("picks", leagueTabsFor(visitor))).toBe("overview");
    expect(shownTab("PICKS", tabs)).toBe("overview");
  });

  it("is Survivor for a survivor pool opened without a tab or with an unknown one", () => {
    const pool = leagueTabsFor(survivorPool);
    expect(shownTab(null, pool)).toBe("survivor");
    expect(shownTab("picks", pool)).toBe("survivor");
    expect(shownTab("overview", pool)).toBe("overview");
  });
});

describe("the search string for a tab", () => {
  const tabs = leagueTabsFor(member);

  it("names the tab and keeps the other parameters", () => {
    expect(searchForTab(new URLSearchParams("week=w1"), "history", tabs).toString()).toBe("week=w1&tab=history");
    expect(searchForTab(new URLSearchParams("tab=picks"), "settings", tabs).toString()).toBe("tab=settings");
  });

  it("drops the tab for the opening tab, so the plain link is the Overview's", () => {
    expect(searchForTab(new URLSearchParams("tab=picks&week=w1"), "overview", tabs).toString()).toBe("week=w1");
    expect(searchForTab(new URLSearchParams("tab=overview"), "survivor", leagueTabsFor(survivorPool)).toString()).toBe(
      "",
    );
  });
});
