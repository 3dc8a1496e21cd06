import { describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { adminClient, createGame, createWeek } from "../support/fixtures.ts";
import { leagueCast } from "../support/leagues.ts";
import { useStandingsServer, waitFor, watchLeague } from "./league-room.support.ts";

const server = useStandingsServer();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe("a bowl confidence pool in the league room", () => {
  it("moves its standings live as a bowl of its one card across the bowl weeks goes final", async () => {
    const now = clock.now().getTime();
    const bowls = await createWeek({
      seasonType: "postseason",
      week: 1,
      label: "Bowl Season",
      startDate: new Date(now - DAY),
      endDate: new Date(now + 6 * DAY),
      isCurrent: true,
    });
    const playoff = await createWeek({
      seasonType: "postseason",
      week: 2,
      label: "CFP Quarterfinals",
      startDate: new Date(now + 6 * DAY),
      endDate: new Date(now + 13 * DAY),
      isCurrent: false,
    });
    const bowl = await createGame(bowls.id, {
      kickoffISO: new Date(now + HOUR),
      homeTeam: "Ole Miss",
      awayTeam: "Duke",
    });
    const quarterfinal = await createGame(playoff.id, {
      kickoffISO: new Date(now + 8 * DAY),
      homeTeam: "Oregon",
      awayTeam: "Ohio State",
    });
    const { owner, member, league, memberId } = await leagueCast("private");
    const ownerId = (await owner.get("/api/auth/user")).body.id as string;
    expect((await owner.patch(`/api/leagues/${league.id}`, { confidence: true, slate: "postseason" })).status).toBe(
      200,
    );
    const card = `/api/leagues/${league.id}/card`;
    const opened = await member.get(card);
    expect(opened.body.games.map((g: { id: string }) => g.id)).toEqual([bowl.id, quarterfinal.id]);
    const fill = (winner: "HOME" | "AWAY") => ({
      weekId: bowls.id,
      picks: [
        { gameId: bowl.id, winner, confidence: 2 },
        { gameId: quarterfinal.id, winner: "HOME", confidence: 1 },
      ],
    });
    expect((await member.put(card, fill("HOME"))).status).toBe(200);
    expect((await owner.put(card, fill("AWAY"))).status).toBe(200);

    const room = await watchLeague(server.url, "member@example.com", league.id);
    await waitFor(room, () => room.state.week?.get(memberId) && room.state.week?.get(ownerId));
    const admin = await adminClient();
    expect(
      (await admin.post(`/api/admin/finalize/${bowl.id}`, { finalHomeScore: 52, finalAwayScore: 20 })).status,
    ).toBe(200);
    // The bowl is worth its confidence, 2, to the member who had Ole Miss; nothing to the owner.
    await waitFor(
      room,
      () => room.state.week?.get(memberId)?.points === 2 && room.state.week?.get(ownerId)?.rank === 2,
      15_000,
    );
    expect(room.state.week.get(memberId)?.rank).toBe(1);
    expect(room.state.season.get(memberId)?.points).toBe(2);
    await room.leave();
  });
});
