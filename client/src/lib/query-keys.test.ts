import type { QueryFunctionContext, QueryKey } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { adminQueries } from "@/features/admin/admin.queries";
import { authQueries } from "@/features/auth/auth.queries";
import { handleQueries } from "@/features/handle/use-handle-availability";
import { leaderboardQueries } from "@/features/leaderboards/leaderboards.queries";
import { leagueChatQueries } from "@/features/leagues/league-chat.queries";
import { leagueQueries } from "@/features/leagues/leagues.queries";
import { myPicksQueries } from "@/features/my-picks/my-picks.queries";
import { profileQueries } from "@/features/profile/profile.queries";
import { reminderQueries } from "@/features/reminders/reminders.queries";
import { settingsQueries } from "@/features/settings/settings.queries";
import { teamQueries } from "@/features/teams/teams.queries";
import { triviaQueries } from "@/features/trivia/trivia.queries";
import { weekQueries } from "@/features/week/week.queries";

/**
 * RULES §7 "Data reads are a GET on the path built from the query key": string and number parts are
 * joined with "/", and a plain object part becomes the query string.
 */
function pathFromQueryKey(queryKey: QueryKey): string {
  const segments: string[] = [];
  const search = new URLSearchParams();
  for (const part of queryKey) {
    if (typeof part === "string" || typeof part === "number") {
      segments.push(segments.length === 0 ? String(part) : encodeURIComponent(String(part)));
    } else if (part && typeof part === "object") {
      for (const [key, value] of Object.entries(part)) {
        if (value !== undefined && value !== null) search.set(key, String(value));
      }
    }
  }
  const query = search.toString();
  return segments.join("/") + (query ? `?${query}` : "");
}

type Read = { queryKey: QueryKey; queryFn?: unknown };
const LEAGUE = "5b1c2a8e-3f47-4c1d-9a26-0d9e8b7c6a51";
const WEEK = "0f6a4d3c-2b19-4e87-8c65-1a2b3c4d5e6f";
const USER = "9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a";

/** Every read of every feature's key factory (the leaderboard's pages add their offset to the key's path). */
const READS: Record<string, Read> = {
  "admin status": adminQueries.status(),
  "admin users": adminQueries.users(),
  "admin points": adminQueries.pointsSettings(),
  "admin trivia settings": adminQueries.triviaSettings(),
  "admin current week": adminQueries.currentWeek(),
  "admin sync budget": adminQueries.syncBudget(),
  "admin questions": adminQueries.triviaQuestions(),
  "admin AI status": adminQueries.aiStatus(),
  "current user": authQueries.user(),
  providers: authQueries.providers(),
  "handle check": handleQueries.check("new_name"),
  "week list": leaderboardQueries.weeks(),
  "a player's picks": leaderboardQueries.userPicks(USER, WEEK),
  "a player's current picks": leaderboardQueries.userPicks(USER),
  leagues: leagueQueries.list(),
  league: leagueQueries.detail(LEAGUE),
  members: leagueQueries.members(LEAGUE),
  "season standings": leagueQueries.seasonStandings(LEAGUE),
  "week standings": leagueQueries.weekStandings(LEAGUE, WEEK),
  "trivia race": leagueQueries.triviaRace(LEAGUE),
  "a week's league card": leagueQueries.card(LEAGUE, WEEK),
  "the current week's league card": leagueQueries.card(LEAGUE),
  "a week's survivor board": leagueQueries.survivor(LEAGUE, WEEK),
  "the current week's survivor board": leagueQueries.survivor(LEAGUE),
  "a week's selected slate": leagueQueries.slate(LEAGUE, WEEK),
  "a week's voided league games": leagueQueries.voids(LEAGUE, WEEK),
  "a week's league tiebreaker game": leagueQueries.tiebreaker(LEAGUE, WEEK),
  "a league's history": leagueQueries.history(LEAGUE),
  "a league's chat, newest page": leagueChatQueries.chat(LEAGUE),
  invite: leagueQueries.byCode("ABCD2345EF"),
  "vanity URL": leagueQueries.bySlug("saturday-crew"),
  "my picks": myPicksQueries.list(),
  "my league honors": profileQueries.leagueHonors(),
  "push key": reminderQueries.pushKey(),
  "reminder preferences": reminderQueries.preferences(),
  "a league's missing cards": reminderQueries.missingCards(LEAGUE),
  "public points": settingsQueries.points(),
  "public trivia settings": settingsQueries.trivia(),
  teams: teamQueries.list(),
  "trivia stats": triviaQueries.stats(),
  "daily trivia": triviaQueries.daily(),
  "current week": weekQueries.current(),
};

describe("each query key", () => {
  const requested: string[] = [];
  beforeEach(() => {
    requested.length = 0;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      requested.push(`${init?.method ?? "GET"} ${String(input)}`);
      return new Response("{}", { status: 200, headers: { "content-type": "application/json" } });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each(Object.entries(READS))("is the path its typed read GETs: %s", async (_name, read) => {
    const queryFn = read.queryFn as (context: QueryFunctionContext) => Promise<unknown>;
    await queryFn({ queryKey: read.queryKey, signal: new AbortController().signal, meta: undefined } as never);
    expect(requested).toEqual([`GET ${pathFromQueryKey(read.queryKey)}`]);
  });

  it("of an older page of a league's chat is the path it GETs, with the page's cursor", async () => {
    const chat = leagueChatQueries.chat(LEAGUE);
    const queryFn = chat.queryFn as (context: unknown) => Promise<unknown>;
    await queryFn({ queryKey: chat.queryKey, pageParam: "b2xkZXI", signal: new AbortController().signal });
    expect(requested).toEqual([`GET ${pathFromQueryKey(chat.queryKey)}?before=b2xkZXI`]);
  });

  it("of a leaderboard page is the path it GETs, with the page's offset", async () => {
    const board = leaderboardQueries.board({ scope: "all" });
    const queryFn = board.queryFn as (context: unknown) => Promise<unknown>;
    await queryFn({ queryKey: board.queryKey, pageParam: 50, signal: new AbortController().signal });
    const [path, query] = requested[0]!.replace(/^GET /, "").split("?");
    const [keyPath, keyQuery] = pathFromQueryKey(board.queryKey).split("?");
    expect(path).toBe(keyPath);
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      ...Object.fromEntries(new URLSearchParams(keyQuery)),
      offset: "50",
    });
  });
});
