import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createQuestionBodySchema } from "../../../shared/contracts/trivia-questions.ts";
import { TRIVIA_CATEGORIES, TRIVIA_DIFFICULTIES } from "../../../shared/domain/enums.ts";
import { parseCsv } from "../../providers/games/csv.ts";
import { loadReplaySource, RESULT_COLUMNS } from "../../providers/games/replay.data.ts";
import { REPLAY_GAME_DURATION_MS } from "../../providers/games/replay.game-state.ts";
import { DATA_DIR } from "../../providers/games/replay.test-support.ts";
import { conferenceLabel } from "./bank.question.ts";
import { type BankQuestion, buildSeasonBank, type SeasonBank } from "./trivia-bank.ts";

// The oracle: the raw season files, read here without the replay loader or the bank's facts.
const raw = (file: string) => readFileSync(resolve(DATA_DIR, "2024", file), "utf8");
const teams: { school: string; mascot: string; conference: string }[] = JSON.parse(raw("teams_fbs_2024.v2.json"));
const results = parseCsv(raw("games_2024_fbs_results.gmalbert.csv"), RESULT_COLUMNS);
const polls: {
  week: number;
  seasonType: string;
  polls: { poll: string; ranks: { rank: number; school: string }[] }[];
}[] = JSON.parse(raw("rankings_2024_fbs_polls.v1.json"));
const resultById = new Map(results.map((r) => [r.game_id, r]));
const team = (school: string) => teams.find((t) => t.school === school)!;
const apPoll = (week: number) =>
  polls.find((w) => w.week === week && w.seasonType === "regular")!.polls.find((p) => p.poll === "AP Top 25")!;

let bank: SeasonBank;
let questions: BankQuestion[];
const family = (name: string) => questions.filter((q) => q.key.startsWith(`${name}:`));
const byKey = (key: string) => questions.find((q) => q.key === key)!;
/** "Georgia 22, Texas 19" as the results table has it. */
const finalLine = (row: Record<string, string>) => {
  const [hs, as] = [Number(row.home_score), Number(row.away_score)];
  return hs > as ? `${row.home_team} ${hs}, ${row.away_team} ${as}` : `${row.away_team} ${as}, ${row.home_team} ${hs}`;
};

beforeAll(async () => {
  bank = buildSeasonBank(await loadReplaySource(DATA_DIR));
  questions = bank.questions;
});

describe("the season question bank", () => {
  it("holds hundreds of questions across every family, category and difficulty", () => {
    expect(questions.length).toBeGreaterThan(800);
    const families = new Set(questions.map((q) => q.key.split(":")[0]));
    for (const name of [
      "mascot",
      "nickname",
      "conference",
      "conference-size",
      "conference-member",
      "conference-title",
      "ap-first",
      "committee-first",
      "ap-rank",
      "record",
      "stadium",
      "bowl-winner",
      "bowl-score",
      "score",
    ])
      expect(families).toContain(name);
    expect(new Set(questions.map((q) => q.category))).toEqual(new Set(TRIVIA_CATEGORIES));
    expect(new Set(questions.map((q) => q.difficulty))).toEqual(new Set(TRIVIA_DIFFICULTIES));
  });

  it("makes every question pass the create-question contract unchanged", () => {
    for (const q of questions) {
      const { key, topics, knownAt, ...body } = q;
      const parsed = createQuestionBodySchema.safeParse(body);
      expect(parsed.success, `${key}: ${parsed.error?.issues[0]?.message}`).toBe(true);
      expect(parsed.data).toEqual(body);
      expect(topics.length).toBeGreaterThan(0);
    }
  });

  it("gives every question four different answers and a text of its own", () => {
    for (const q of questions)
      expect(new Set([q.correctAnswer, ...q.incorrectAnswers].map((a) => a.toLowerCase())).size).toBe(4);
    expect(new Set(questions.map((q) => q.question.toLowerCase())).size).toBe(questions.length);
    expect(new Set(questions.map((q) => q.key)).size).toBe(questions.length);
  });

  it("builds the same bank, wrong answers included, every time", async () => {
    const again = buildSeasonBank(await loadReplaySource(DATA_DIR));
    expect(again.questions).toEqual(questions);
  });

  it("names each school's mascot and conference as the teams file does", () => {
    for (const q of family("mascot")) expect(q.correctAnswer).toBe(team(q.key.slice("mascot:".length)).mascot);
    for (const q of family("conference"))
      expect(q.correctAnswer).toBe(conferenceLabel(team(q.key.slice("conference:".length)).conference));
    for (const q of family("nickname"))
      expect(teams.filter((t) => t.mascot === team(q.correctAnswer).mascot)).toHaveLength(1);
    expect(byKey("conference-size:Big Ten").correctAnswer).toBe(
      String(teams.filter((t) => t.conference === "Big Ten").length),
    );
  });

  it("gives every final score and bowl winner as the results table records it", () => {
    for (const q of [...family("score"), ...family("bowl-score")]) {
      expect(q.correctAnswer).toBe(finalLine(resultById.get(q.key.split(":")[1]!)!));
    }
    for (const q of family("bowl-winner"))
      expect(finalLine(resultById.get(q.key.split(":")[1]!)!).startsWith(`${q.correctAnswer} `)).toBe(true);
  });

  it("computes season records from every result, bowls and playoff included", () => {
    for (const q of family("record").filter((_, i) => i % 10 === 0)) {
      const school = q.key.slice("record:".length);
      const played = results.filter((r) => (r.home_team === school || r.away_team === school) && r.home_score !== "");
      const wins = played.filter((r) => finalLine(r).startsWith(`${school} `)).length;
      expect(q.correctAnswer).toBe(`${wins}-${played.length - wins}`);
    }
    expect(byKey("record:Ohio State").correctAnswer).toBe("14-2");
    expect(byKey("record:Kent State").correctAnswer).toBe("0-12");
  });

  it("reads No. 1 and every ranking from the AP poll of the week", () => {
    for (const q of family("ap-first"))
      expect(q.correctAnswer).toBe(apPoll(Number(q.key.split(":")[1])).ranks.find((r) => r.rank === 1)!.school);
    for (const q of family("ap-rank")) {
      const [, week, school] = q.key.split(":");
      expect(q.correctAnswer).toBe(`No. ${apPoll(Number(week)).ranks.find((r) => r.school === school)!.rank}`);
    }
  });

  it("knows the season's famous results", () => {
    const title = questions.find(
      (q) => q.key.startsWith("bowl-score:") && q.question.includes("National Championship"),
    )!;
    expect(title).toMatchObject({ correctAnswer: "Ohio State 34, Notre Dame 23", category: "historical" });
    expect(byKey("conference-title:SEC")).toMatchObject({
      correctAnswer: "Georgia",
      category: "conference",
      difficulty: "easy",
    });
    expect(byKey("conference-title:SEC").incorrectAnswers).toContain("Texas");
    expect(byKey("mascot:Alabama")).toMatchObject({
      correctAnswer: "Crimson Tide",
      difficulty: "easy",
      category: "fun_facts",
    });
    expect(byKey("stadium:Michigan").correctAnswer).toBe("Michigan Stadium");
  });

  it("draws wrong answers of the same kind: other mascots, other conferences, the loser, nearby scores", () => {
    const mascots = new Set(teams.map((t) => t.mascot));
    for (const q of family("mascot")) for (const wrong of q.incorrectAnswers) expect(mascots).toContain(wrong);
    const champion = byKey("conference-title:Big Ten");
    expect(champion.incorrectAnswers).toContain("Penn State");
    for (const wrong of champion.incorrectAnswers) expect(team(wrong).conference).toBe("Big Ten");
    for (const q of family("score")) for (const wrong of q.incorrectAnswers) expect(wrong).toMatch(/^.+ \d+, .+ \d+$/);
  });
});

describe("when each question's facts became known", () => {
  const kickoff = (row: Record<string, string>) => Date.parse(row.start_date!);
  const endOf = (row: Record<string, string>) => kickoff(row) + REPLAY_GAME_DURATION_MS;
  const playedBy = (school: string) =>
    results.filter((r) => (r.home_team === school || r.away_team === school) && r.home_score !== "");
  const regularOver = Math.max(...results.filter((r) => r.season_type === "regular" && r.home_score !== "").map(endOf));

  it("knows mascots, nicknames and conference line-ups before the season", () => {
    for (const name of ["mascot", "nickname", "conference", "conference-size", "conference-member"]) {
      for (const q of family(name)) expect(q.knownAt, q.key).toBeNull();
    }
  });

  it("knows a final score, a bowl result and a conference title when the game ends", () => {
    for (const q of [...family("score"), ...family("bowl-score"), ...family("bowl-winner")]) {
      expect(q.knownAt, q.key).toBe(endOf(resultById.get(q.key.split(":")[1]!)!));
    }
    const secTitle = results.find((r) => r.home_team === "Texas" && r.away_team === "Georgia" && r.week === "15")!;
    expect(byKey("conference-title:SEC").knownAt).toBe(endOf(secTitle));
    const ouBama = results.find((r) => r.home_team === "Oklahoma" && r.away_team === "Alabama")!;
    // Alabama at Oklahoma, Saturday November 23: known that evening, not before.
    const ouBamaKnown = byKey(`score:${ouBama.game_id}`).knownAt!;
    expect(ouBamaKnown).toBeGreaterThan(Date.parse("2024-11-23T06:00:00Z"));
    expect(ouBamaKnown).toBeLessThan(Date.parse("2024-11-24T06:00:00Z"));
  });

  it("knows a poll once the week before it is over, before its own week's games, and the preseason poll before the season", () => {
    const polled = [...family("ap-first"), ...family("ap-rank")].map((q) => ({ q, week: Number(q.key.split(":")[1]) }));
    const committee = family("committee-first").map((q) => ({ q, week: Number(/week (\d+)/.exec(q.explanation)![1]) }));
    expect(committee.map((c) => c.week)).toEqual([11, 16]);
    for (const { q, week } of [...polled, ...committee]) {
      const weekGames = results.filter((r) => r.season_type === "regular" && Number(r.week) === week).map(kickoff);
      const before = results.filter((r) => r.season_type === "regular" && Number(r.week) === week - 1).map(endOf);
      if (week === 1) expect(q.knownAt, q.key).toBeNull();
      else expect(q.knownAt!, q.key).toBeGreaterThanOrEqual(Math.max(...before));
      // Not after its own week's first Saturday (the rare midweek game aside, a poll is out before it).
      const saturdays = weekGames.filter((k) => new Date(k - 6 * 3_600_000).getUTCDay() === 6);
      if (saturdays.length > 0) expect(q.knownAt ?? -Infinity, q.key).toBeLessThan(Math.min(...saturdays));
    }
    // The final rankings: 14:00 Central on the Sunday after the conference title games.
    expect(new Date(byKey("committee-first:final").knownAt!).toISOString()).toBe("2024-12-08T20:00:00.000Z");
    // The final committee rankings and the last AP poll (week 16) came out after the conference title games.
    expect(byKey("committee-first:final").knownAt!).toBeGreaterThan(byKey("conference-title:SEC").knownAt!);
  });

  it("knows a season record once the team's last game and the regular season are over", () => {
    for (const q of family("record")) {
      const school = q.key.slice("record:".length);
      expect(q.knownAt, q.key).toBe(Math.max(regularOver, ...playedBy(school).map(endOf)));
    }
    const ohioState = Math.max(...playedBy("Ohio State").map(endOf));
    expect(byKey("record:Ohio State").knownAt).toBe(ohioState); // the national championship game
    expect(byKey("record:Kent State").knownAt).toBe(regularOver);
  });

  it("knows a home stadium once the school's last regular-season home game is over", () => {
    for (const q of family("stadium").filter((_, i) => i % 10 === 0)) {
      const school = q.key.slice("stadium:".length);
      const home = results.filter(
        (r) =>
          r.home_team === school && r.season_type === "regular" && r.neutral_site !== "true" && r.home_score !== "",
      );
      expect(q.knownAt, q.key).toBe(Math.max(...home.map(endOf)));
    }
  });
});

describe("wrong answers that do not give the right one away", () => {
  const optionsOf = (q: BankQuestion) => [q.correctAnswer, ...q.incorrectAnswers];

  it("never leaves a final score as the majority of its options' teams and points", () => {
    const scores = [...family("score"), ...family("bowl-score")];
    expect(scores.length).toBeGreaterThan(100);
    for (const q of scores) {
      const parts = optionsOf(q).map((o) => /^(.+) (\d+), (.+) (\d+)$/.exec(o)!.slice(1));
      // The player who picks the line agreeing most with the others: how many others share each element.
      const agreement = parts.map((mine) =>
        mine.reduce((sum, value, i) => sum + parts.filter((other) => other[i] === value).length, 0),
      );
      const best = Math.max(...agreement);
      const tied = agreement.filter((a) => a === best).length;
      expect(tied > 1 || agreement[0] !== best, `${q.key}: ${optionsOf(q).join(" | ")}`).toBe(true);
    }
  });

  it("puts a number's answer first, second, third or last among its options about equally often", () => {
    const numeric = [...family("ap-rank"), ...family("record"), ...family("conference-size")];
    expect(numeric.length).toBeGreaterThan(100);
    const places = [0, 0, 0, 0];
    for (const q of numeric) {
      const value = (o: string) => Number(/\d+/.exec(o)![0]);
      const sorted = optionsOf(q)
        .map(value)
        .sort((a, b) => a - b);
      places[sorted.indexOf(value(q.correctAnswer))]! += 1;
    }
    // A fixed place wins at most about a third of the time (a quarter, moved by the bounds: No. 1 is first).
    for (const count of places) expect(count / numeric.length, places.join(", ")).toBeLessThan(0.34);
  });

  it("writes every wrong final score as a possible one: the first team ahead, no score of 1", () => {
    for (const q of [...family("score"), ...family("bowl-score")]) {
      for (const wrong of q.incorrectAnswers) {
        const [, , first, , second] = /^(.+) (\d+), (.+) (\d+)$/
          .exec(wrong)!
          .map((p, i) => (i % 2 === 0 ? Number(p) : p));
        expect(first as number, wrong).toBeGreaterThan(second as number);
        expect([first, second], wrong).not.toContain(1);
      }
    }
  });
});
