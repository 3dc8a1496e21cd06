import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { setEnvForTests } from "../../server/env.ts";
import { finalizeGame } from "../../server/features/grading/finalize.service.ts";
import { forgetCurrentWeek } from "../../server/features/leaderboard/current-week.ts";
import { leagueShareCard } from "../../server/features/leagues/league-share.service.ts";
import { resetBoards } from "../../server/features/standings/standings.cache.ts";
import type { AppEnv } from "../../server/http/app-env.ts";
import { closeRateLimits, RATE_LIMITS } from "../../server/http/rate-limit.ts";
import { mountClient } from "../../server/http/static.ts";
import { TestClient } from "../support/client.ts";
import { createGame, createWeek, playerClient } from "../support/fixtures.ts";
import { createLeague } from "../support/leagues.ts";

beforeEach(() => {
  resetBoards();
  forgetCurrentWeek();
});

const dist = mkdtempSync(join(tmpdir(), "client-dist-"));
writeFileSync(
  join(dist, "index.html"),
  `<!doctype html><html><head><title>Gridiron Picks</title></head><body><div id="root"></div></body></html>`,
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const pages = new Hono<AppEnv>();
mountClient(pages, dist);

/** Width and height from a PNG's IHDR chunk, after its 8-byte signature. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function image(path: string) {
  const response = await new TestClient().app.request(path);
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

const metaOf = (html: string, name: string) =>
  new RegExp(`<meta (?:property|name)="${name.replace(":", "\\:")}" content="([^"]*)" />`).exec(html)?.[1];

/** A private league of two with a week where "ann" leads on 1 point after the first final. */
async function leagueWithLeader() {
  const week = await createWeek();
  const game = await createGame(week.id, { kickoffISO: new Date(clock.now().getTime() + 3_600_000) });
  const ann = await playerClient("ann@example.com", "ann");
  const ben = await playerClient("ben@example.com", "ben");
  const league = await createLeague(ann, { name: "Film Room & Friends", visibility: "private", slug: "film-room" });
  expect((await ben.post("/api/leagues/join", { joinCode: league.joinCode })).status).toBe(200);
  expect((await ann.post("/api/picks", { gameId: game.id, winner: "HOME" })).status).toBe(200);
  expect((await ben.post("/api/picks", { gameId: game.id, winner: "AWAY" })).status).toBe(200);
  return { week, game, league };
}

describe("league link previews (Open Graph)", () => {
  it("draws an invite card as a 1200 × 630 PNG, and a new one once the week has a leader", async () => {
    const { game, league } = await leagueWithLeader();
    const before = await image(`/og/join/${league.joinCode}/card.png`);
    expect(before.status).toBe(200);
    expect(before.type).toBe("image/png");
    expect(pngSize(before.bytes)).toEqual({ width: 1200, height: 630 });

    await finalizeGame(game.id, { finalHomeScore: 24, finalAwayScore: 17 });
    resetBoards();
    expect((await leagueShareCard({ code: league.joinCode }))?.leaders).toEqual([{ handle: "ann", points: 1 }]);
    const after = await image(`/og/join/${league.joinCode}/card.png`);
    expect(after.status).toBe(200);
    expect(after.bytes.equals(before.bytes)).toBe(false);
  });

  it("puts the league, its members and the week's leader in an invite link's page, and a recap's title with ?week", async () => {
    const { game, league, week } = await leagueWithLeader();
    await finalizeGame(game.id, { finalHomeScore: 24, finalAwayScore: 17 });
    const invite = await (await pages.request(`http://localhost/leagues/join/${league.joinCode}`)).text();
    expect(metaOf(invite, "og:title")).toBe("Join Film Room &amp; Friends on Gridiron Picks");
    expect(metaOf(invite, "og:description")).toBe("2 members · Week 13 leader: @ann (1 pt)");
    expect(metaOf(invite, "og:image")).toBe(`http://localhost/og/join/${league.joinCode}/card.png`);
    expect(metaOf(invite, "twitter:card")).toBe("summary_large_image");

    const recap = await (
      await pages.request(`http://localhost/leagues/join/${league.joinCode}?week=${week.id}`)
    ).text();
    expect(metaOf(recap, "og:title")).toBe("Film Room &amp; Friends: Week 13 recap");
    expect(metaOf(recap, "og:image")).toBe(`http://localhost/og/join/${league.joinCode}/card.png?week=${week.id}`);
    const drawn = await image(`/og/join/${league.joinCode}/card.png?week=${week.id}`);
    expect(drawn.status).toBe(200);
  });

  it("shows a survivor pool's count alive and the names still in, not points", async () => {
    const week = await createWeek();
    const game = await createGame(week.id, { kickoffISO: new Date(clock.now().getTime() + 3_600_000) });
    const ann = await playerClient("ann@example.com", "ann");
    const ben = await playerClient("ben@example.com", "ben");
    const league = await createLeague(ann, { name: "Last Standing", visibility: "private", format: "survivor" });
    expect((await ben.post("/api/leagues/join", { joinCode: league.joinCode })).status).toBe(200);
    const path = `/api/leagues/${league.id}/survivor`;
    expect((await ann.put(path, { weekId: week.id, team: game.homeTeam })).status).toBe(200);
    expect((await ben.put(path, { weekId: week.id, team: game.awayTeam })).status).toBe(200);
    expect((await leagueShareCard({ code: league.joinCode }))?.survivor).toEqual({
      alive: 2,
      total: 2,
      names: ["@ann", "@ben"],
    });

    await finalizeGame(game.id, { finalHomeScore: 24, finalAwayScore: 17 });
    expect((await leagueShareCard({ code: league.joinCode }))?.survivor).toEqual({
      alive: 1,
      total: 2,
      names: ["@ann"],
    });
    const invite = await (await pages.request(`http://localhost/leagues/join/${league.joinCode}`)).text();
    expect(metaOf(invite, "og:description")).toBe("2 members · 1 of 2 alive");
    const drawn = await image(`/og/join/${league.joinCode}/card.png`);
    expect(drawn.status).toBe(200);
    expect(pngSize(drawn.bytes)).toEqual({ width: 1200, height: 630 });
  });

  it("keeps a private league's card behind its code: not by slug, not by a wrong code, and no tags on the page", async () => {
    const { league } = await leagueWithLeader();
    for (const path of ["/og/l/film-room/card.png", "/og/join/ZZZZZZZZ/card.png", "/og/join/not%20a%20code/card.png"]) {
      const answer = await image(path);
      expect(answer.status, path).toBe(404);
      expect(JSON.parse(answer.bytes.toString())).toEqual({ message: "League not found" });
    }
    const page = await (await pages.request("http://localhost/l/film-room")).text();
    expect(page).not.toContain("og:title");
    const wrongWeek = await image(`/og/join/${league.joinCode}/card.png?week=00000000-0000-4000-8000-000000000000`);
    expect(wrongWeek.status).toBe(404);
    const badWeek = await image(`/og/join/${league.joinCode}/card.png?week=13`);
    expect(badWeek.status).toBe(404);
  });

  it("serves a public league's card by its slug", async () => {
    const owner = await playerClient("cal@example.com", "cal");
    await createLeague(owner, { name: "Open Table", slug: "open-table", visibility: "public" });
    const card = await image("/og/l/open-table/card.png");
    expect(card.status).toBe(200);
    const page = await (await pages.request("http://localhost/l/open-table")).text();
    expect(metaOf(page, "og:title")).toBe("Join Open Table on Gridiron Picks");
    expect(metaOf(page, "og:description")).toBe("1 member");
  });

  it(`serves a league link's page without its preview tags past ${RATE_LIMITS.sharePage.points} a minute from one address`, async () => {
    const owner = await playerClient("dee@example.com", "dee");
    await createLeague(owner, { name: "Busy Table", slug: "busy-table", visibility: "public" });
    setEnvForTests({ LOG_LEVEL: "silent", RATE_LIMITS: "on" });
    await closeRateLimits();
    try {
      // An in-process request has no socket: the address is the one its env's socket names.
      const from = async (remoteAddress: string) => {
        const response = await pages.request(
          "http://localhost/l/busy-table",
          {},
          { incoming: { socket: { remoteAddress } } },
        );
        expect(response.status).toBe(200);
        return response.text();
      };
      for (let i = 0; i < RATE_LIMITS.sharePage.points; i++)
        expect(metaOf(await from("203.0.113.9"), "og:title")).toBe("Join Busy Table on Gridiron Picks");
      const plain = await from("203.0.113.9");
      expect(plain).toContain('<div id="root">');
      expect(plain).not.toContain("og:title");
      expect(metaOf(await from("198.51.100.4"), "og:title")).toBe("Join Busy Table on Gridiron Picks");
    } finally {
      setEnvForTests({ LOG_LEVEL: "silent" });
      await closeRateLimits();
    }
  });
});
