import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createCfbdClient } from "./cfbd.client.ts";
import { type GamesProvider, ProviderError } from "./provider.types.ts";

const DATA = fileURLToPath(new URL("../../../tests/fixtures/cfbd", import.meta.url));
const sample = (file: string) => readFileSync(resolve(DATA, file), "utf8");

const recorded: Record<string, string> = {
  "/games": sample("api-samples-v2/games_2025_week1.v2.json"),
  "/calendar": sample("api-samples-v2/calendar_2025.v2.json"),
  "/lines": sample("api-samples-v2/lines_2026_week2.excerpt.v2.json"),
  "/rankings": sample("api-samples-v2/rankings_2026_week1.excerpt.v2.json"),
  "/records": sample("api-samples-v2/records_2026.excerpt.v2.json"),
  "/teams/fbs": sample("teams_fbs_2024.v2.json"),
  "/scoreboard": sample("scoreboard_live_q3.v2.json"),
};

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const serveRecorded: Handler = (req, res) => {
  const body = recorded[new URL(req.url ?? "/", "http://x").pathname];
  res.writeHead(body ? 200 : 404, { "content-type": "application/json" });
  res.end(body ?? "{}");
};

let server: Server;
let baseUrl: string;
let handler: Handler = serveRecorded;
const requests: { path: string; query: URLSearchParams; authorization?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    requests.push({ path: url.pathname, query: url.searchParams, authorization: req.headers.authorization });
    handler(req, res);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

beforeEach(() => {
  handler = serveRecorded;
  requests.length = 0;
});

const client = (timeoutMs?: number): GamesProvider => createCfbdClient({ apiKey: "test-key", baseUrl, timeoutMs });
const week = { year: 2025, week: 1, seasonType: "regular" } as const;

describe("CFBD v2 client against recorded real responses", () => {
  it("sends the Bearer key and asks /games for the week's FBS games", async () => {
    const games = await client().getGames(week);
    expect(requests[0]!.authorization).toBe("Bearer test-key");
    expect(requests[0]!.path).toBe("/games");
    expect(Object.fromEntries(requests[0]!.query)).toEqual({
      year: "2025",
      week: "1",
      seasonType: "regular",
      classification: "fbs",
    });
    expect(games).toHaveLength(96);
    expect(games[0]).toMatchObject({ id: 401756846, homeTeam: "Kansas State", homePoints: 21, completed: true });
    expect(games[0]!.homeLineScores).toEqual([0, 7, 0, 14]);
  });

  it("parses the calendar from /calendar?year", async () => {
    const calendar = await client().getCalendar({ year: 2025 });
    expect(requests[0]).toMatchObject({ path: "/calendar" });
    expect(requests[0]!.query.get("year")).toBe("2025");
    expect(calendar).toHaveLength(17);
    expect(calendar[0]).toMatchObject({ week: 1, seasonType: "regular", startDate: "2025-08-23T07:00:00.000Z" });
  });

  it("parses betting lines with their books and formatted spreads", async () => {
    const lines = await client().getLines({ year: 2026, week: 2, seasonType: "regular" });
    expect(requests[0]!.path).toBe("/lines");
    expect(Object.fromEntries(requests[0]!.query)).toEqual({ year: "2026", week: "2", seasonType: "regular" });
    expect(lines[0]!.lines[0]!).toMatchObject({
      provider: "DraftKings",
      spread: -1.5,
      formattedSpread: "Texas -1.5",
      overUnder: 47.5,
    });
    expect(lines[2]!.lines[0]!.homeMoneyline).toBeNull();
  });

  it("parses the AP poll with team ids from /rankings", async () => {
    const rankings = await client().getRankings({ year: 2026, week: 1, seasonType: "regular" });
    expect(requests[0]!.path).toBe("/rankings");
    const ap = rankings[0]!.polls.find((p) => p.poll === "AP Top 25");
    expect(ap?.ranks[0]).toMatchObject({ rank: 1, teamId: 194, school: "Ohio State" });
    expect(ap?.ranks.filter((r) => r.rank === 14)).toHaveLength(2);
  });

  it("parses team records from /records?year", async () => {
    const records = await client().getRecords({ year: 2026 });
    expect(requests[0]!.path).toBe("/records");
    expect(records[0]).toMatchObject({ teamId: 2, team: "Auburn", total: { games: 1, wins: 1, losses: 0, ties: 0 } });
  });

  it("asks /teams/fbs for FBS teams with colours and logos", async () => {
    const teams = await client().getTeams({ year: 2024 });
    expect(requests[0]!.path).toBe("/teams/fbs");
    expect(requests[0]!.query.get("year")).toBe("2024");
    expect(teams).toHaveLength(134);
    expect(teams[0]).toMatchObject({
      school: "Air Force",
      color: "#004a7b",
      alternateColor: "#ffffff",
      abbreviation: "AF",
    });
  });

  it("asks /scoreboard for FBS games (one conference on request) and parses the v2 ScoreboardGame", async () => {
    const board = await client().getScoreboard();
    expect(requests[0]!.path).toBe("/scoreboard");
    expect(Object.fromEntries(requests[0]!.query)).toEqual({ classification: "fbs" });
    expect(board[0]).toMatchObject({
      id: 401752677,
      status: "in_progress",
      period: 3,
      clock: "04:12",
      possession: "home",
      venue: { name: "Ohio Stadium", city: "Columbus", state: "OH" },
      homeTeam: { id: 194, name: "Ohio State", points: 7, lineScores: [0, 7, 0] },
      weather: { temperature: 79, windDirection: 225 },
    });
    await client().getScoreboard({ conference: "SEC" });
    expect(Object.fromEntries(requests[1]!.query)).toEqual({ classification: "fbs", conference: "SEC" });
  });

  it("refuses a scoreboard status outside the v2 GameStatus", async () => {
    const [game] = JSON.parse(recorded["/scoreboard"]!);
    handler = (_req, res) => res.writeHead(200).end(JSON.stringify([{ ...game, status: "halftime" }]));
    await expect(client().getScoreboard()).rejects.toThrow(/unexpected shape: 0\.status/);
  });

  it.each([
    [401, "unauthorized", /API key/],
    [429, "rate_limited", /rate limit/],
    [500, "upstream", /upstream failure/],
  ])("turns an HTTP %i answer into a ProviderError carrying the status", async (status, kind, message) => {
    handler = (_req, res) => res.writeHead(status).end("nope");
    const error = await client()
      .getGames(week)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ status, kind });
    expect((error as ProviderError).message).toMatch(message);
  });

  it("turns malformed JSON into a ProviderError", async () => {
    handler = (_req, res) => res.writeHead(200, { "content-type": "application/json" }).end('[{"id": 1,');
    await expect(client().getCalendar({ year: 2025 })).rejects.toMatchObject({
      name: "ProviderError",
      kind: "invalid_response",
    });
  });

  it("turns an answer of the wrong shape into a ProviderError naming the field", async () => {
    handler = (_req, res) => res.writeHead(200).end(JSON.stringify([{ id: "x" }]));
    await expect(client().getGames(week)).rejects.toThrow(/unexpected shape: 0\.id/);
  });

  it("gives up after the timeout with a ProviderError", async () => {
    handler = () => undefined;
    await expect(client(50).getRecords({ year: 2026 })).rejects.toMatchObject({ kind: "timeout" });
  });
});
