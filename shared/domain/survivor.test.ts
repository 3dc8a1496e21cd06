import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  costsALife,
  pickOutcome,
  type SurvivorGameResult,
  type SurvivorPick,
  survivorStandings,
  usedTeams,
} from "./survivor.ts";

const final = (id: string, home: string, away: string, homeScore: number, awayScore: number): SurvivorGameResult => ({
  id,
  homeTeam: home,
  awayTeam: away,
  status: "final",
  finalHomeScore: homeScore,
  finalAwayScore: awayScore,
});

describe("pickOutcome", () => {
  it("wins with the team that scored more, loses with the other, and a tie is a tie", () => {
    const game = final("g", "Georgia", "Clemson", 34, 3);
    expect(pickOutcome("Georgia", game)).toBe("won");
    expect(pickOutcome("Clemson", game)).toBe("lost");
    expect(pickOutcome("Georgia", final("g", "Georgia", "Clemson", 7, 7))).toBe("tied");
  });

  it("is pending until the game is final", () => {
    expect(pickOutcome("Georgia", { ...final("g", "Georgia", "Clemson", 0, 0), status: "live" })).toBe("pending");
    expect(pickOutcome("Georgia", undefined)).toBe("pending");
  });
});

describe("survivorStandings", () => {
  const games = new Map([
    ["w1a", final("w1a", "Georgia", "Clemson", 34, 3)],
    ["w1b", final("w1b", "Texas", "Colorado State", 52, 0)],
    ["w2a", final("w2a", "Michigan", "Texas", 12, 31)],
  ]);
  const weeks = [
    { weekId: "w1", closed: true },
    { weekId: "w2", closed: true },
  ];

  it("takes a life for a loss and for no pick, and names the week a member fell", () => {
    const picks: SurvivorPick[] = [
      { userId: "a", weekId: "w1", gameId: "w1a", team: "Georgia" },
      { userId: "b", weekId: "w1", gameId: "w1a", team: "Clemson" },
      { userId: "c", weekId: "w1", gameId: "w1b", team: "Texas" },
      { userId: "a", weekId: "w2", gameId: "w2a", team: "Texas" },
    ];
    const result = survivorStandings({ lives: 1, memberIds: ["a", "b", "c"], weeks, picks, games });
    expect(result.members.map((m) => [m.userId, m.livesLeft, m.fellWeekId])).toEqual([
      ["a", 1, null],
      ["b", 0, "w1"],
      ["c", 0, "w2"],
    ]);
    expect(result).toMatchObject({ aliveCount: 1, winnerId: "a" });
  });

  it("spares everyone still alive when they all fall in the same week", () => {
    const picks: SurvivorPick[] = [
      { userId: "a", weekId: "w1", gameId: "w1a", team: "Clemson" },
      { userId: "b", weekId: "w1", gameId: "w1b", team: "Colorado State" },
    ];
    const result = survivorStandings({ lives: 1, memberIds: ["a", "b"], weeks: [weeks[0]!], picks, games });
    expect(result.members.map((m) => m.livesLeft)).toEqual([1, 1]);
    expect(result.members[0]!.weeks).toEqual([{ weekId: "w1", outcome: "lost", spared: true }]);
    expect(result).toMatchObject({ aliveCount: 2, winnerId: null });
  });

  it("shows a decided loss at once but waits for the week's last pick before naming a winner", () => {
    const live = new Map(games);
    live.set("w1b", { ...games.get("w1b")!, status: "live" });
    const picks: SurvivorPick[] = [
      { userId: "a", weekId: "w1", gameId: "w1a", team: "Clemson" },
      { userId: "b", weekId: "w1", gameId: "w1b", team: "Texas" },
    ];
    const result = survivorStandings({ lives: 1, memberIds: ["a", "b"], weeks: [weeks[0]!], picks, games: live });
    expect(result).toMatchObject({ aliveCount: 1, winnerId: null });
  });

  it("keeps a member with lives left in the pool after a loss", () => {
    const picks: SurvivorPick[] = [
      { userId: "a", weekId: "w1", gameId: "w1a", team: "Clemson" },
      { userId: "b", weekId: "w1", gameId: "w1a", team: "Georgia" },
    ];
    const result = survivorStandings({ lives: 2, memberIds: ["a", "b"], weeks: [weeks[0]!], picks, games });
    expect(result.members.map((m) => m.livesLeft)).toEqual([1, 2]);
    expect(result).toMatchObject({ aliveCount: 2, winnerId: null });
  });

  it("counts no pick only once the week has closed", () => {
    const open = survivorStandings({
      lives: 1,
      memberIds: ["a", "b"],
      weeks: [{ weekId: "w1", closed: false }],
      picks: [],
      games,
    });
    expect(open.members.map((m) => m.weeks[0]!.outcome)).toEqual(["pending", "pending"]);
    expect(open.aliveCount).toBe(2);
  });
});

describe("usedTeams", () => {
  it("lists the member's teams of other weeks only", () => {
    const picks: SurvivorPick[] = [
      { userId: "a", weekId: "w1", gameId: "g1", team: "Georgia" },
      { userId: "a", weekId: "w2", gameId: "g2", team: "Texas" },
      { userId: "b", weekId: "w1", gameId: "g1", team: "Clemson" },
    ];
    expect([...usedTeams(picks, "a", "w2")]).toEqual([["Georgia", "w1"]]);
  });
});

/** A random season: weeks of games among a few teams, members picking (or not) a team they have not used. */
const seasonArbitrary = fc
  .record({
    lives: fc.integer({ min: 1, max: 3 }),
    members: fc.integer({ min: 1, max: 6 }),
    weeks: fc.array(
      fc.array(fc.record({ home: fc.nat(9), away: fc.nat(9), homeScore: fc.nat(3), awayScore: fc.nat(3) }), {
        minLength: 1,
        maxLength: 4,
      }),
      { minLength: 1, maxLength: 8 },
    ),
    choices: fc.array(fc.array(fc.option(fc.nat(7), { nil: null }), { minLength: 6, maxLength: 6 }), {
      minLength: 8,
      maxLength: 8,
    }),
    finalWeeks: fc.nat(8),
  })
  .map(({ lives, members, weeks, choices, finalWeeks }) => {
    const memberIds = Array.from({ length: members }, (_, i) => `m${i}`);
    const games = new Map<string, SurvivorGameResult>();
    const picks: SurvivorPick[] = [];
    const used = new Map<string, Set<string>>(memberIds.map((m) => [m, new Set()]));
    weeks.forEach((slate, w) => {
      slate.forEach((g, i) => {
        const id = `w${w}g${i}`;
        const home = `T${g.home}`;
        const away = g.away === g.home ? `T${(g.home + 1) % 10}` : `T${g.away}`;
        games.set(id, {
          ...final(id, home, away, g.homeScore, g.awayScore),
          status: w < finalWeeks ? "final" : "scheduled",
        });
      });
      memberIds.forEach((m, i) => {
        const choice = choices[w]![i];
        if (choice === null || choice === undefined) return;
        const options = slate.flatMap((_, gi) => {
          const game = games.get(`w${w}g${gi}`)!;
          return [game.homeTeam, game.awayTeam].map((team) => ({ gameId: game.id, team }));
        });
        const open = options.filter((o) => !used.get(m)!.has(o.team));
        const pick = open[choice % Math.max(open.length, 1)];
        if (!pick) return;
        used.get(m)!.add(pick.team);
        picks.push({ userId: m, weekId: `w${w}`, ...pick });
      });
    });
    const weekList = weeks.map((_, w) => ({ weekId: `w${w}`, closed: w < finalWeeks }));
    return { lives, memberIds, weeks: weekList, picks, games };
  });

describe("survivorStandings, for any season", () => {
  it("never leaves lives negative or above the start, and counts the living", () => {
    fc.assert(
      fc.property(seasonArbitrary, (season) => {
        const result = survivorStandings(season);
        for (const m of result.members) {
          expect(m.livesLeft).toBeGreaterThanOrEqual(0);
          expect(m.livesLeft).toBeLessThanOrEqual(season.lives);
          expect(m.fellWeekId === null).toBe(m.livesLeft > 0);
        }
        expect(result.aliveCount).toBe(result.members.filter((m) => m.livesLeft > 0).length);
      }),
    );
  });

  it("names at most one winner, only alive, and only when everyone else is out", () => {
    fc.assert(
      fc.property(seasonArbitrary, (season) => {
        const result = survivorStandings(season);
        if (result.winnerId === null) return;
        expect(result.aliveCount).toBe(1);
        expect(result.members.find((m) => m.livesLeft > 0)!.userId).toBe(result.winnerId);
        expect(season.memberIds.length).toBeGreaterThan(1);
      }),
    );
  });

  it("keeps someone alive after every decided week: an all-out week spares everyone in it", () => {
    fc.assert(
      fc.property(seasonArbitrary, (season) => {
        const result = survivorStandings(season);
        const everyWeekDecided = result.members.every((m) => m.weeks.every((w) => w.outcome !== "pending"));
        if (everyWeekDecided) expect(result.aliveCount).toBeGreaterThan(0);
        for (const m of result.members) {
          for (const week of m.weeks.filter((w) => w.spared)) {
            // Everyone alive that week lost it, and nobody lost a life for it.
            for (const other of result.members) {
              const theirs = other.weeks.find((w) => w.weekId === week.weekId);
              if (theirs) expect(theirs).toMatchObject({ spared: true });
              if (theirs) expect(costsALife(theirs.outcome)).toBe(true);
            }
          }
        }
      }),
    );
  });

  it("takes exactly one life per costly week that was not spared", () => {
    fc.assert(
      fc.property(seasonArbitrary, (season) => {
        const result = survivorStandings(season);
        for (const m of result.members) {
          const lost = m.weeks.filter((w) => costsALife(w.outcome) && !w.spared).length;
          expect(m.livesLeft).toBe(season.lives - lost);
        }
      }),
    );
  });

  it("never has a member use a team twice in the picks it is given, and usedTeams says which", () => {
    fc.assert(
      fc.property(seasonArbitrary, (season) => {
        for (const userId of season.memberIds) {
          const teams = season.picks.filter((p) => p.userId === userId).map((p) => p.team);
          expect(new Set(teams).size).toBe(teams.length);
          expect(usedTeams(season.picks, userId).size).toBe(teams.length);
        }
      }),
    );
  });
});
