import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createQuestionBodySchema } from "../../../shared/contracts/trivia-questions.ts";
import { TRIVIA_CATEGORIES, TRIVIA_DIFFICULTIES } from "../../../shared/domain/enums.ts";
import { parseCsv } from "../../providers/games/csv.ts";
import { loadReplaySource } from "../../providers/games/replay.data.ts";
import { DATA_DIR } from "../../providers/games/replay.test-support.ts";
import { conferenceLabel } from "./bank.question.ts";
import { buildSeasonBank, type BankQuestion, type SeasonBank } from "./trivia-bank.ts";

// The oracle: the raw season files, read here without the replay loader or the bank's facts.
const raw = (file: string) => readFileSync(resolve(DATA_DIR, "2024", file), "utf8");
const teams: { school: string; mascot: string; conference: string }[] = JSON.parse(raw("teams_fbs_2024.v2.json"));
const results = parseCsv(raw("games_2024_fbs_results.gmalbert.csv"));
const polls: { week: number; seasonType: string; polls: { poll: string; ranks: { rank: number; school: string }[] }[] }[] =
  JSON.parse(raw("rankings_2024_fbs_polls.v1.json"));
const resultById = new Map(results.map((r) => [r.game_id, r]));
const team = (school: string) => teams.find((t) => t.school === school)!;
const apPoll = (week: number) => polls.find((w) => w.week === week && w.seasonType === "regular")!.polls.find((p) => p.poll === "AP Top 25")!;

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
    for (const name of ["mascot", "nickname", "conference", "conference-size", "conference-member", "conference-title", "ap-first", "committee-first", "ap-rank", "record", "stadium", "bowl-winner", "bowl-score", "score"])
      expect(families).toContain(name);
    expect(new Set(questions.map((q) => q.category))).toEqual(new Set(TRIVIA_CATEGORIES));
    expect(new Set(questions.map((q) => q.difficulty))).toEqual(new Set(TRIVIA_DIFFICULTIES));
  });

  it("makes every question pass the create-question contract unchanged", () => {
    for (const q of questions) {
      const { key, topics, ...body } = q;
      const parsed = createQuestionBodySchema.safeParse(body);
      expect(parsed.success, `${key}: ${parsed.error?.issues[0]?.message}`).toBe(true);
      expect(parsed.data).toEqual(body);
      expect(topics.length).toBeGreaterThan(0);
    }
  });

  it("gives every question four different answers and a text of its own", () => {
    for (const q of questions) expect(new Set([q.correctAnswer, ...q.incorrectAnswers].map((a) => a.toLowerCase())).size).toBe(4);
    expect(new Set(questions.map((q) => q.question.toLowerCase())).size).toBe(questions.length);
    expect(new Set(questions.map((q) => q.key)).size).toBe(questions.length);
  });

  it("builds the same bank, wrong answers included, every time", async () => {
    const again = buildSeasonBank(await loadReplaySource(DATA_DIR));
    expect(again.questions).toEqual(questions);
  });

  it("names each school's mascot and conference as the teams file does", () => {
    for (const q of family("mascot")) expect(q.correctAnswer).toBe(team(q.key.slice("mascot:".length)).mascot);
    for (const q of family("conference")) expect(q.correctAnswer).toBe(conferenceLabel(team(q.key.slice("conference:".length)).conference));
    for (const q of family("nickname")) expect(teams.filter((t) => t.mascot === team(q.correctAnswer).mascot)).toHaveLength(1);
    expect(byKey("conference-size:Big Ten").correctAnswer).toBe(String(teams.filter((t) => t.conference === "Big Ten").length));
  });

  it("gives every final score and bowl winner as the results table records it", () => {
    for (const q of [...family("score"), ...family("bowl-score")]) {
      expect(q.correctAnswer).toBe(finalLine(resultById.get(q.key.split(":")[1]!)!));
    }
    for (const q of family("bowl-winner")) expect(finalLine(resultById.get(q.key.split(":")[1]!)!).startsWith(`${q.correctAnswer} `)).toBe(true);
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
    for (const q of family("ap-first")) expect(q.correctAnswer).toBe(apPoll(Number(q.key.split(":")[1])).ranks.find((r) => r.rank === 1)!.school);
    for (const q of family("ap-rank")) {
      const [, week, school] = q.key.split(":");
      expect(q.correctAnswer).toBe(`No. ${apPoll(Number(week)).ranks.find((r) => r.school === school)!.rank}`);
    }
  });

  it("knows the season's famous results", () => {
    const title = questions.find((q) => q.key.startsWith("bowl-score:") && q.question.includes("National Championship"))!;
    expect(title).toMatchObject({ correctAnswer: "Ohio State 34, Notre Dame 23", category: "historical" });
    expect(byKey("conference-title:SEC")).toMatchObject({ correctAnswer: "Georgia", category: "conference", difficulty: "easy" });
    expect(byKey("conference-title:SEC").incorrectAnswers).toContain("Texas");
    expect(byKey("mascot:Alabama")).toMatchObject({ correctAnswer: "Crimson Tide", difficulty: "easy", category: "fun_facts" });
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
