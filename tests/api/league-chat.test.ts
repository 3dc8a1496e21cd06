import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { db } from "../../server/db/index.ts";
import { leagueChatMessages } from "../../server/db/schema/index.ts";
import { setEnvForTests } from "../../server/env.ts";
import { events } from "../../server/events.ts";
import { finalizeGame } from "../../server/features/grading/finalize.service.ts";
import { announceWeekWinners } from "../../server/features/league-chat/week-winners.service.ts";
import { closeRateLimits, RATE_LIMITS } from "../../server/http/rate-limit.ts";
import type { ChatLine, ChatPage } from "../../shared/contracts/league-chat.ts";
import { formatKickoff } from "../../shared/domain/central-time.ts";
import { CHAT_MESSAGE_MAX, CHAT_MESSAGES, CHAT_PAGE_SIZE } from "../../shared/domain/league-chat.ts";
import type { TestClient } from "../support/client.ts";
import { createGame, createWeek, playerClient } from "../support/fixtures.ts";
import { leagueCast } from "../support/leagues.ts";

const chatOf = async (client: TestClient, leagueId: string, before?: string) => {
  const response = await client.get(
    `/api/leagues/${leagueId}/chat${before ? `?before=${encodeURIComponent(before)}` : ""}`,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as ChatPage;
};
const say = (client: TestClient, leagueId: string, text: unknown) =>
  client.post(`/api/leagues/${leagueId}/chat`, { text });
const messages = (page: ChatPage) => page.lines.filter((line) => line.kind === "message");
const texts = (page: ChatPage) => messages(page).map((line) => (line.kind === "message" ? line.text : ""));

describe("league chat", () => {
  it("stores a member's message, trimmed, under their name, and shows it to every member oldest first", async () => {
    const { owner, member, league } = await leagueCast("private");
    const first = await say(member, league.id, "  Roll Tide  ");
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ kind: "message", authorName: "@member_one", text: "Roll Tide" });
    clock.advance(1000);
    expect((await say(owner, league.id, "Not this year")).status).toBe(201);
    const page = await chatOf(owner, league.id);
    expect(texts(page)).toEqual(["Roll Tide", "Not this year"]);
    expect(page.olderCursor).toBeNull();
    expect(page.mutedUntil).toBeNull();
    expect(await chatOf(member, league.id)).toMatchObject({ lines: page.lines, mutes: [] });
  });

  it("keeps the chat from anyone who is not a member: a private league's 404, a public league's 403", async () => {
    for (const visibility of ["private", "public"] as const) {
      const { outsider, member, league } = await leagueCast(visibility);
      await say(member, league.id, "members only");
      const read = await outsider.get(`/api/leagues/${league.id}/chat`);
      const write = await say(outsider, league.id, "let me in");
      const expected =
        visibility === "private"
          ? { status: 404, body: { message: "League not found" } }
          : { status: 403, body: { message: CHAT_MESSAGES.membersOnly } };
      expect({ status: read.status, body: read.body }).toEqual(expected);
      expect({ status: write.status, body: write.body }).toEqual(expected);
      await db().delete(leagueChatMessages);
    }
  });

  it(`refuses an empty message and one over ${CHAT_MESSAGE_MAX} characters with 400, storing nothing`, async () => {
    const { member, league } = await leagueCast("private");
    for (const [text, message] of [
      ["", CHAT_MESSAGES.empty],
      ["    ", CHAT_MESSAGES.empty],
      ["x".repeat(CHAT_MESSAGE_MAX + 1), CHAT_MESSAGES.tooLong],
      ["🏈".repeat(CHAT_MESSAGE_MAX + 1), CHAT_MESSAGES.tooLong],
      [42, "text must be text"],
    ] as const) {
      const response = await say(member, league.id, text);
      expect(response.status, String(text)).toBe(400);
      expect(response.body).toEqual({ message });
    }
    expect((await say(member, league.id, "🏈".repeat(CHAT_MESSAGE_MAX))).status).toBe(201);
    expect((await say(member, league.id, "x".repeat(CHAT_MESSAGE_MAX))).status).toBe(201);
    expect(messages(await chatOf(member, league.id))).toHaveLength(2);
  });

  it("stores text as written: markup is text, never read as HTML", async () => {
    const { member, league } = await leagueCast("private");
    const text = `<img src=x onerror="alert(1)"> & javascript:alert(1) https://example.com/a?b=1`;
    expect((await say(member, league.id, text)).body.text).toBe(text);
    expect(texts(await chatOf(member, league.id))).toEqual([text]);
  });

  it("loads the newest 100 lines, then pages back by cursor to the first", async () => {
    const { member, league } = await leagueCast("private");
    const total = CHAT_PAGE_SIZE * 2 + 5;
    // Half of them share one instant: the cursor orders ties by id.
    const base = clock.now().getTime();
    await db()
      .insert(leagueChatMessages)
      .values(
        Array.from({ length: total }, (_, i) => ({
          leagueId: league.id,
          kind: "message" as const,
          authorName: "@member_one",
          body: `message ${i}`,
          createdAt: new Date(base + 1000 + Math.floor(i / 2) * 1000),
        })),
      );
    const seen: string[] = [];
    let page = await chatOf(member, league.id);
    expect(page.lines).toHaveLength(CHAT_PAGE_SIZE);
    seen.unshift(...page.lines.map((line) => line.id));
    let pages = 1;
    while (page.olderCursor) {
      page = await chatOf(member, league.id, page.olderCursor);
      seen.unshift(...page.lines.map((line) => line.id));
      pages++;
    }
    expect(pages).toBe(3);
    // Every line once (the member's own join line is the oldest), in order.
    expect(seen).toHaveLength(total + 1);
    expect(new Set(seen).size).toBe(total + 1);
    const all = await db().select().from(leagueChatMessages);
    const ordered = all
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
      .map((row) => row.id);
    expect(seen).toEqual(ordered);
    const bad = await member.get(`/api/leagues/${league.id}/chat?before=not-a-cursor`);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: "before is not a chat cursor" });
  });

  it("lets a member delete their own message but not another's; the owner deletes any line", async () => {
    const { owner, member, league } = await leagueCast("private");
    const third = await playerClient("third@example.com", "third_one");
    await third.post("/api/leagues/join", { joinCode: league.joinCode });
    const mine = (await say(member, league.id, "mine")).body as ChatLine;
    const theirs = (await say(third, league.id, "theirs")).body as ChatLine;
    const ownerLine = (await say(owner, league.id, "owner's")).body as ChatLine;
    const deleted: string[] = [];
    let joinedId = "";
    const stop = events.subscribe("league.chat.deleted", (e) => deleted.push(e.messageId));
    try {
      const refused = await member.delete(`/api/leagues/${league.id}/chat/${theirs.id}`);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: CHAT_MESSAGES.notYours });
      expect((await member.delete(`/api/leagues/${league.id}/chat/${ownerLine.id}`)).status).toBe(403);
      expect((await member.delete(`/api/leagues/${league.id}/chat/${mine.id}`)).status).toBe(200);
      expect((await owner.delete(`/api/leagues/${league.id}/chat/${theirs.id}`)).body).toEqual({
        message: "Message deleted",
      });
      const again = await owner.delete(`/api/leagues/${league.id}/chat/${theirs.id}`);
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ message: CHAT_MESSAGES.notFound });
      expect((await owner.delete(`/api/leagues/${league.id}/chat/not-an-id`)).status).toBe(404);
      // A system line is the owner's to delete, not a member's.
      joinedId = (await chatOf(owner, league.id)).lines.find((line) => line.kind === "member_joined")!.id;
      expect((await member.delete(`/api/leagues/${league.id}/chat/${joinedId}`)).status).toBe(403);
      expect((await owner.delete(`/api/leagues/${league.id}/chat/${joinedId}`)).status).toBe(200);
    } finally {
      stop();
    }
    expect(deleted).toEqual([mine.id, theirs.id, joinedId]);
    expect(texts(await chatOf(owner, league.id))).toEqual(["owner's"]);
  });

  it("leaves a deleted line in its place as 'removed' for every member, with nothing of what it said", async () => {
    const { owner, member, league } = await leagueCast("private");
    const secret = (await say(member, league.id, "my secret plan")).body as ChatLine;
    clock.advance(1000);
    expect((await say(owner, league.id, "after it")).status).toBe(201);
    expect((await owner.delete(`/api/leagues/${league.id}/chat/${secret.id}`)).status).toBe(200);
    for (const reader of [owner, member]) {
      const response = await reader.get(`/api/leagues/${league.id}/chat`);
      expect(JSON.stringify(response.body)).not.toContain("my secret plan");
      const lines = (response.body as ChatPage).lines.filter((line) => line.kind !== "member_joined");
      expect(lines).toEqual([
        { id: secret.id, createdAt: secret.createdAt, kind: "removed" },
        expect.objectContaining({ kind: "message", text: "after it" }),
      ]);
    }
    const [row] = await db().select().from(leagueChatMessages).where(eq(leagueChatMessages.id, secret.id));
    expect(row).toMatchObject({ kind: "removed", body: null, authorName: null, userId: null });
    const again = await owner.delete(`/api/leagues/${league.id}/chat/${secret.id}`);
    expect(again).toMatchObject({ status: 404, body: { message: CHAT_MESSAGES.notFound } });
  });

  it("tells a muted member their own mute in the chat and the Members list; only the owner sees the others'", async () => {
    const { owner, member, memberId, league } = await leagueCast("private");
    const third = await playerClient("third@example.com", "third_one");
    expect((await third.post("/api/leagues/join", { joinCode: league.joinCode })).status).toBe(200);
    const muted = await owner.post(`/api/leagues/${league.id}/mutes`, { userId: memberId });
    const until = muted.body.mutedUntil as string;
    expect((await chatOf(member, league.id)).mutedUntil).toBe(until);
    expect((await chatOf(third, league.id)).mutedUntil).toBeNull();
    const mutesSeenBy = async (client: TestClient) =>
      (
        (await client.get(`/api/leagues/${league.id}/members`)).body as {
          user: { handle: string };
          mutedUntil: string | null;
        }[]
      ).map((row) => [row.user.handle, row.mutedUntil]);
    expect(await mutesSeenBy(owner)).toEqual([
      ["owner_one", null],
      ["member_one", until],
      ["third_one", null],
    ]);
    expect(await mutesSeenBy(member)).toEqual([
      ["owner_one", null],
      ["member_one", until],
      ["third_one", null],
    ]);
    expect((await mutesSeenBy(third)).map(([, mutedUntil]) => mutedUntil)).toEqual([null, null, null]);
    expect((await owner.delete(`/api/leagues/${league.id}/mutes/${memberId}`)).status).toBe(200);
    expect((await mutesSeenBy(owner)).map(([, mutedUntil]) => mutedUntil)).toEqual([null, null, null]);
    expect((await chatOf(member, league.id)).mutedUntil).toBeNull();
  });

  it("publishes a mute and its lifting for the member it names, and no lifting of a mute that was not there", async () => {
    const { owner, memberId, league } = await leagueCast("private");
    const seen: { userId: string; mutedUntil: string | null }[] = [];
    const stop = events.subscribe("league.chat.muted", (e) =>
      seen.push({ userId: e.userId, mutedUntil: e.mutedUntil }),
    );
    try {
      const until = (await owner.post(`/api/leagues/${league.id}/mutes`, { userId: memberId })).body.mutedUntil;
      expect((await owner.delete(`/api/leagues/${league.id}/mutes/${memberId}`)).status).toBe(200);
      expect((await owner.delete(`/api/leagues/${league.id}/mutes/${memberId}`)).status).toBe(200);
      expect(seen).toEqual([
        { userId: memberId, mutedUntil: until },
        { userId: memberId, mutedUntil: null },
      ]);
    } finally {
      stop();
    }
  });

  it("does not let a message of one league be deleted through another", async () => {
    const { owner, member, league } = await leagueCast("private");
    const message = (await say(member, league.id, "here")).body as ChatLine;
    const other = (await owner.post("/api/leagues", { name: "Other League" })).body as { id: string };
    expect((await owner.delete(`/api/leagues/${other.id}/chat/${message.id}`)).status).toBe(404);
    expect(texts(await chatOf(member, league.id))).toEqual(["here"]);
  });

  it("mutes a member for a week: their posts get 403 with the time it ends, until it ends or is lifted", async () => {
    const { owner, member, memberId, league } = await leagueCast("private");
    clock.startAt(new Date("2024-11-20T18:00:00Z"));
    const muted = await owner.post(`/api/leagues/${league.id}/mutes`, { userId: memberId });
    expect(muted.status).toBe(200);
    const until = muted.body.mutedUntil as string;
    // A week from when it was given (the server clock runs on while the test does).
    expect(Date.parse(until) - Date.parse("2024-11-27T18:00:00Z")).toBeGreaterThanOrEqual(0);
    expect(Date.parse(until) - Date.parse("2024-11-27T18:00:00Z")).toBeLessThan(5000);
    expect(muted.body).toEqual({ userId: memberId, name: "@member_one", mutedUntil: until });
    const refused = await say(member, league.id, "hello?");
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: CHAT_MESSAGES.muted(formatKickoff(until)) });
    expect(refused.body.message).toBe("The league owner muted you in this chat until Wed, Nov 27, 12:00 PM CT");
    expect((await chatOf(member, league.id)).mutedUntil).toBe(until);
    expect((await chatOf(owner, league.id)).mutes).toEqual([muted.body]);
    expect((await chatOf(member, league.id)).mutes).toEqual([]);

    clock.startAt(new Date(Date.parse(until) + 1));
    expect((await say(member, league.id, "I'm back")).status).toBe(201);
    expect((await chatOf(owner, league.id)).mutes).toEqual([]);

    await owner.post(`/api/leagues/${league.id}/mutes`, { userId: memberId });
    expect((await say(member, league.id, "again?")).status).toBe(403);
    const lifted = await owner.delete(`/api/leagues/${league.id}/mutes/${memberId}`);
    expect(lifted.body).toEqual({ message: "Member unmuted" });
    expect((await say(member, league.id, "free")).status).toBe(201);
    expect(texts(await chatOf(owner, league.id))).toEqual(["I'm back", "free"]);
  });

  it("lets only the owner mute, never the owner, and only active members", async () => {
    const { owner, member, memberId, outsiderId, league } = await leagueCast("private");
    const ownerId = (await owner.get("/api/auth/user")).body.id as string;
    const byMember = await member.post(`/api/leagues/${league.id}/mutes`, { userId: memberId });
    expect(byMember.status).toBe(403);
    expect(byMember.body).toEqual({ message: "Only the league owner can do that" });
    expect((await member.delete(`/api/leagues/${league.id}/mutes/${memberId}`)).status).toBe(403);
    const self = await owner.post(`/api/leagues/${league.id}/mutes`, { userId: ownerId });
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ message: CHAT_MESSAGES.cannotMuteOwner });
    const stranger = await owner.post(`/api/leagues/${league.id}/mutes`, { userId: outsiderId });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ message: CHAT_MESSAGES.memberNotFound });
    const malformed = await owner.post(`/api/leagues/${league.id}/mutes`, { userId: "nobody" });
    expect(malformed.status).toBe(400);
  });

  it("keeps a removed member's messages under their name; they can no longer read or write", async () => {
    const { owner, member, memberId, league } = await leagueCast("private");
    await say(member, league.id, "see you all");
    expect((await owner.delete(`/api/leagues/${league.id}/members/${memberId}`)).status).toBe(200);
    const page = await chatOf(owner, league.id);
    expect(messages(page)).toEqual([
      expect.objectContaining({ userId: memberId, authorName: "@member_one", text: "see you all" }),
    ]);
    expect((await member.get(`/api/leagues/${league.id}/chat`)).status).toBe(404);
    expect((await say(member, league.id, "still here?")).status).toBe(404);
  });

  it("writes a line when a member joins, once per joining, and again when they come back", async () => {
    const { owner, member, memberId, league } = await leagueCast("private");
    const joinedLines = async () =>
      (await chatOf(owner, league.id)).lines.filter((line) => line.kind === "member_joined");
    expect(await joinedLines()).toEqual([
      expect.objectContaining({ kind: "member_joined", userId: memberId, name: "@member_one" }),
    ]);
    expect((await member.post("/api/leagues/join", { joinCode: league.joinCode })).status).toBe(409);
    expect(await joinedLines()).toHaveLength(1);
    await owner.delete(`/api/leagues/${league.id}/members/${memberId}`);
    clock.advance(1000);
    expect((await member.post("/api/leagues/join", { joinCode: league.joinCode })).status).toBe(200);
    expect(await joinedLines()).toHaveLength(2);
  });

  it(`limits each member to ${RATE_LIMITS.leagueChat.points} messages a minute (429 with Retry-After)`, async () => {
    const { owner, member, league } = await leagueCast("private");
    setEnvForTests({ LOG_LEVEL: "silent", RATE_LIMITS: "on" });
    await closeRateLimits();
    try {
      for (let i = 0; i < RATE_LIMITS.leagueChat.points; i++) {
        expect((await say(member, league.id, `message ${i}`)).status).toBe(201);
      }
      const refused = await say(member, league.id, "one more");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(refused.body).toEqual({ message: expect.stringMatching(/^Too many requests/) });
      expect((await say(owner, league.id, "the owner still may")).status).toBe(201);
    } finally {
      setEnvForTests({ LOG_LEVEL: "silent" });
      await closeRateLimits();
    }
    expect(messages(await chatOf(owner, league.id))).toHaveLength(RATE_LIMITS.leagueChat.points + 1);
  });

  it("publishes each stored message once to the league's room, and nothing for a refused one", async () => {
    const { member, outsider, league } = await leagueCast("public");
    const seen: { leagueId: string; line: ChatLine }[] = [];
    const stop = events.subscribe("league.chat.posted", (e) => seen.push(e));
    try {
      const posted = (await say(member, league.id, "live")).body as ChatLine;
      await say(outsider, league.id, "refused");
      await say(member, league.id, "");
      expect(seen).toEqual([{ leagueId: league.id, line: posted }]);
    } finally {
      stop();
    }
  });
});

describe("weekly winners in the chat", () => {
  it("crowns a week's winners once the week is decided, once per league, under each league's rules", async () => {
    const now = clock.now().getTime();
    const HOUR = 3_600_000;
    const week = await createWeek({
      label: "Week 13",
      startDate: new Date(now - 48 * HOUR),
      endDate: new Date(now + 24 * HOUR),
    });
    const game = await createGame(week.id, { kickoffISO: new Date(now + HOUR) });
    const ann = await playerClient("ann@example.com", "ann");
    const ben = await playerClient("ben@example.com", "ben");
    const annId = (await ann.get("/api/auth/user")).body.id as string;
    const league = async (name: string, leagueType: string) => {
      const created = await ann.post("/api/leagues", { name, visibility: "private", leagueType });
      expect(created.status).toBe(201);
      expect((await ben.post("/api/leagues/join", { joinCode: created.body.joinCode })).status).toBe(200);
      return created.body.id as string;
    };
    const picksLeague = await league("Picks Only", "picks_only");
    const bothLeague = await league("Picks And Trivia", "both");
    expect((await ann.post("/api/picks", { gameId: game.id, winner: "HOME" })).status).toBe(200);
    expect((await ben.post("/api/picks", { gameId: game.id, winner: "AWAY" })).status).toBe(200);
    const crowned = async (leagueId: string) =>
      (await chatOf(ann, leagueId)).lines.filter((line) => line.kind === "week_won");

    expect(await announceWeekWinners()).toBe(0);
    clock.advance(4 * HOUR);
    await finalizeGame(game.id, { finalHomeScore: 28, finalAwayScore: 21 });
    // The picks league is decided by its last game; a league that counts trivia by the week's end.
    expect(await announceWeekWinners()).toBe(1);
    expect(await announceWeekWinners()).toBe(0);
    const [line] = await crowned(picksLeague);
    expect(line).toMatchObject({
      kind: "week_won",
      weekId: week.id,
      weekLabel: "Week 13",
      winners: [{ userId: annId, name: "@ann" }],
    });
    expect(line?.kind === "week_won" && line.points).toBeGreaterThan(0);
    expect(await crowned(bothLeague)).toEqual([]);

    clock.advance(24 * HOUR);
    const posted: string[] = [];
    const stop = events.subscribe("league.chat.posted", (e) => posted.push(e.leagueId));
    try {
      await Promise.all([announceWeekWinners(), announceWeekWinners()]);
    } finally {
      stop();
    }
    expect(posted).toEqual([bothLeague]);
    expect(await crowned(bothLeague)).toHaveLength(1);
    expect(await crowned(picksLeague)).toHaveLength(1);
  });

  it("crowns nobody in a week nobody scored in, and leaves a week over for more than 8 days alone", async () => {
    const now = clock.now().getTime();
    const HOUR = 3_600_000;
    const week = await createWeek({ startDate: new Date(now - 48 * HOUR), endDate: new Date(now + 2 * HOUR) });
    const game = await createGame(week.id, { kickoffISO: new Date(now + HOUR) });
    const { owner, outsider, league } = await leagueCast("private");
    const quiet = (await outsider.post("/api/leagues", { name: "Quiet League", leagueType: "picks_only" })).body as {
      id: string;
    };
    expect((await owner.patch(`/api/leagues/${league.id}`, { leagueType: "picks_only" })).status).toBe(200);
    expect((await owner.post("/api/picks", { gameId: game.id, winner: "HOME" })).status).toBe(200);
    clock.advance(9 * 24 * HOUR);
    await finalizeGame(game.id, { finalHomeScore: 28, finalAwayScore: 21 });
    expect(await announceWeekWinners()).toBe(0);
    clock.advance(-8 * 24 * HOUR);
    expect(await announceWeekWinners()).toBe(1);
    const lines = await db().select().from(leagueChatMessages);
    expect(lines.filter((row) => row.kind === "week_won").map((row) => row.leagueId)).toEqual([league.id]);
    expect(lines.filter((row) => row.leagueId === quiet.id)).toEqual([]);
  });
});
