import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { db } from "../../server/db/index.ts";
import { leagueRuleSets } from "../../server/db/schema/index.ts";
import { defaultPointsSettings } from "../../shared/domain/points-settings.ts";
import { adminClient } from "../support/fixtures.ts";
import { createLeague, leagueCast } from "../support/leagues.ts";

const versionsOf = async (leagueId: string) =>
  (await db().select({ n: count() }).from(leagueRuleSets).where(eq(leagueRuleSets.leagueId, leagueId)))[0]!.n;

const ownPoints = { ...defaultPointsSettings, correctWinner: 3, upsetBonusEnabled: false };

describe("a league's rules", () => {
  it("start as the site's game with a copy of the site's points, which later site changes leave alone", async () => {
    const admin = await adminClient();
    const sitePoints = { ...defaultPointsSettings, correctWinner: 5 };
    expect((await admin.put("/api/admin/settings/points", sitePoints)).status).toBe(200);
    const league = await createLeague(admin, { name: "Copy Crew" });
    expect((await admin.put("/api/admin/settings/points", defaultPointsSettings)).status).toBe(200);

    const detail = await admin.get(`/api/leagues/${league.id}`);
    expect(detail.body).toMatchObject({
      pickMode: "straight",
      confidence: false,
      slate: "power5",
      deadline: "kickoff",
      tiebreaker: false,
      points: sitePoints,
    });
    expect(Date.parse(detail.body.rulesSavedAt)).toBe(Date.parse(detail.body.createdAt));
  });

  it("are set on Create League and changed in Settings by the owner, each change kept as a new version", async () => {
    const { owner, league: plain } = await leagueCast("private");
    const created = await owner.post("/api/leagues", {
      name: "Confidence Crew",
      pickMode: "spread",
      confidence: true,
      slate: "ranked",
      deadline: "first_kickoff",
      tiebreaker: true,
      points: ownPoints,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      pickMode: "spread",
      confidence: true,
      slate: "ranked",
      deadline: "first_kickoff",
      tiebreaker: true,
      points: ownPoints,
    });
    expect(await versionsOf(created.body.id)).toBe(1);

    clock.advance(60_000);
    const changed = await owner.patch(`/api/leagues/${created.body.id}`, { slate: "selected", confidence: false });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ slate: "selected", confidence: false, pickMode: "spread", tiebreaker: true });
    expect(Date.parse(changed.body.rulesSavedAt)).toBeGreaterThan(Date.parse(created.body.rulesSavedAt));
    expect(await versionsOf(created.body.id)).toBe(2);

    // A save that changes no rule (a new description, or the same rules again) adds no version.
    clock.advance(60_000);
    expect(
      (await owner.patch(`/api/leagues/${created.body.id}`, { description: "Words", slate: "selected" })).status,
    ).toBe(200);
    expect(await versionsOf(created.body.id)).toBe(2);
    expect(await versionsOf(plain.id)).toBe(1);
  });

  it("refuse a bad value with a 400 naming the field, and nothing of the request is written", async () => {
    const { owner, league } = await leagueCast("public");
    const cases: [object, string][] = [
      [{ pickMode: "moneyline" }, "pickMode must be straight or spread"],
      [{ slate: "sec" }, "slate must be power5, ranked, selected or postseason"],
      [{ deadline: "halftime" }, "deadline must be kickoff or first_kickoff"],
      [{ confidence: "yes" }, "confidence must be true or false"],
      [{ points: { ...ownPoints, correctWinner: 1001 } }, "Points must be at most 1000"],
    ];
    for (const [body, message] of cases) {
      const response = await owner.patch(`/api/leagues/${league.id}`, { name: "Renamed", ...body });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
    }
    const detail = await owner.get(`/api/leagues/${league.id}`);
    expect(detail.body).toMatchObject({ name: "Cast League", pickMode: "straight", slate: "power5" });
    expect(await versionsOf(league.id)).toBe(1);
  });

  it("are changed by the owner only", async () => {
    const { member, league } = await leagueCast("public");
    const response = await member.patch(`/api/leagues/${league.id}`, { confidence: true });
    expect(response.status).toBe(403);
    expect((await member.get(`/api/leagues/${league.id}`)).body.confidence).toBe(false);
  });
});
