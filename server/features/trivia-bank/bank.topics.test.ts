import { beforeAll, describe, expect, it } from "vitest";
import { loadReplaySource } from "../../providers/games/replay.data.ts";
import { DATA_DIR } from "../../providers/games/replay.test-support.ts";
import { canonicalTopic, fold, questionsAbout, topicsIn } from "./bank.topics.ts";
import { buildSeasonBank, type SeasonBank } from "./trivia-bank.ts";

let bank: SeasonBank;
beforeAll(async () => {
  bank = buildSeasonBank(await loadReplaySource(DATA_DIR));
});

describe("topics named in a description", () => {
  it.each([
    ["Roll Tide! Bama fans and LSU Tigers haters in the SEC", ["Alabama", "LSU", "SEC"]],
    ["We love the texas a&m aggies and TEXAS, plus the Big 10", ["Texas A&M", "Texas", "Big Ten"]],
    ["San Jose State, Hawaii and Miami (OH) — go Bulldogs!", ["San José State", "Hawai'i", "Miami (OH)", "Bulldogs"]],
    ["The MAC and the Mountain West after dark", ["Mid-American", "Mountain West"]],
    ["Just a bunch of friends", []],
  ])("finds %j → %j", (description, topics) => {
    expect(topicsIn(description, bank.vocabulary)).toEqual(topics);
  });

  it("matches whole words only", () => {
    expect(topicsIn("Texans and Utahns and a riceball", bank.vocabulary)).toEqual([]);
  });

  it("spells a known topic as the data does, and keeps an unknown one as given", () => {
    expect(canonicalTopic("  big xii ", bank.vocabulary)).toBe("Big 12");
    expect(canonicalTopic("crimson tide", bank.vocabulary)).toBe("Crimson Tide");
    expect(canonicalTopic("Tailgating", bank.vocabulary)).toBe("Tailgating");
  });
});

describe("bank questions about topics", () => {
  it("answers only questions tagged with a chosen topic, each topic in turn", () => {
    const picked = questionsAbout(bank.questions, ["bama", "Big Ten"], bank.vocabulary);
    expect(picked.length).toBeGreaterThan(50);
    for (const q of picked) expect(q.topics.some((t) => ["alabama", "big ten"].includes(fold(t)))).toBe(true);
    expect(picked[0]!.topics).toContain("Alabama");
    expect(picked[1]!.topics).toContain("Big Ten");
    expect(new Set(picked.map((q) => q.key)).size).toBe(picked.length);
  });

  it("takes mascots as topics, across every school with that nickname", () => {
    const schools = new Set(questionsAbout(bank.questions, ["tigers"], bank.vocabulary).flatMap((q) => q.topics));
    for (const school of ["LSU", "Auburn", "Clemson", "Missouri", "Memphis"]) expect(schools).toContain(school);
  });

  it("gives the same order every time, and nothing for an unknown topic", () => {
    expect(questionsAbout(bank.questions, ["SEC"], bank.vocabulary)).toEqual(
      questionsAbout(bank.questions, ["sec"], bank.vocabulary),
    );
    expect(questionsAbout(bank.questions, ["Tailgating"], bank.vocabulary)).toEqual([]);
  });
});
