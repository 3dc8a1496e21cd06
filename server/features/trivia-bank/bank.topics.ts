import type { SeasonFacts } from "./bank.facts.ts";
import { type BankQuestion, CONFERENCE_LABELS } from "./bank.question.ts";
import { shuffled } from "./bank.random.ts";

/** Topics without AI: the schools, conferences and mascots a text names, and the bank's questions about them. */

/** Names fans use that the data spells otherwise. */
const ALIASES: Record<string, string> = {
  bama: "Alabama",
  "roll tide": "Alabama",
  uga: "Georgia",
  "ole miss": "Ole Miss",
  "southern california": "USC",
  "louisiana state": "LSU",
  "brigham young": "BYU",
  "texas christian": "TCU",
  "southern methodist": "SMU",
  "central florida": "UCF",
  "north carolina state": "NC State",
  "appalachian state": "App State",
  umass: "Massachusetts",
  fiu: "Florida International",
  "louisiana-monroe": "UL Monroe",
  "miami (ohio)": "Miami (OH)",
  "miami ohio": "Miami (OH)",
  hawaii: "Hawai'i",
  "san jose state": "San José State",
  "big 10": "Big Ten",
  b1g: "Big Ten",
  "big xii": "Big 12",
  "pac 12": "Pac-12",
  pac12: "Pac-12",
  aac: "American Athletic",
  mac: "Mid-American",
  "c-usa": "Conference USA",
  cusa: "Conference USA",
  mwc: "Mountain West",
  independents: "FBS Independents",
};

/** Lowercase, accents and curly apostrophes folded: "San José" and "san jose" are one name. */
export const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[ʻʼ’‘`]/g, "'")
    .toLowerCase();

/** Every spelling (folded) → the topic as the data spells it. A school's full name ("LSU Tigers") is the school. */
export function topicVocabulary(facts: SeasonFacts): Map<string, string> {
  const names = new Map<string, string>();
  const add = (spelling: string, topic: string) => {
    if (!names.has(fold(spelling))) names.set(fold(spelling), topic);
  };
  for (const t of facts.teams) {
    add(t.school, t.school);
    add(`${t.school} ${t.mascot}`, t.school);
  }
  for (const conference of new Set(facts.teams.map((t) => t.conference))) add(conference, conference);
  for (const [conference, label] of Object.entries(CONFERENCE_LABELS)) add(label, conference);
  for (const t of facts.teams) add(t.mascot, t.mascot);
  for (const [alias, topic] of Object.entries(ALIASES)) add(alias, topic);
  return names;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The topics a description names, in order of first mention; longer names win ("Texas A&M" is not "Texas"). */
export function topicsIn(description: string, vocabulary: Map<string, string>): string[] {
  let text = fold(description);
  const found: { at: number; topic: string }[] = [];
  for (const spelling of [...vocabulary.keys()].sort((a, b) => b.length - a.length)) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(spelling)}(?![\\p{L}\\p{N}])`, "gu");
    text = text.replace(pattern, (match, at: number) => {
      found.push({ at, topic: vocabulary.get(spelling)! });
      return " ".repeat(match.length);
    });
  }
  const ordered = found.sort((a, b) => a.at - b.at).map((f) => f.topic);
  return [...new Set(ordered)];
}

/** A topic as the data spells it when the vocabulary knows it; anything else as given (trimmed). */
export const canonicalTopic = (topic: string, vocabulary: Map<string, string>) =>
  vocabulary.get(fold(topic.trim())) ?? topic.trim();

/**
 * The bank's questions about any of `topics`, taking one question per topic in turn so every
 * chosen topic shows up early; each topic's questions come in an order fixed by the topic.
 */
export function questionsAbout(
  bank: readonly BankQuestion[],
  topics: readonly string[],
  vocabulary: Map<string, string>,
): BankQuestion[] {
  const wanted = [...new Set(topics.map((t) => fold(canonicalTopic(t, vocabulary))))];
  const perTopic = wanted.map((topic) =>
    shuffled(
      bank.filter((q) => q.topics.some((t) => fold(t) === topic)),
      `topic:${topic}`,
    ),
  );
  const out: BankQuestion[] = [];
  const seen = new Set<string>();
  for (let i = 0; perTopic.some((list) => i < list.length); i++) {
    for (const list of perTopic) {
      const q = list[i];
      if (q && !seen.has(q.key)) {
        seen.add(q.key);
        out.push(q);
      }
    }
  }
  return out;
}
