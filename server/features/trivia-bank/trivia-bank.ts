import { createCache } from "../../cache/index.ts";
import { env } from "../../env.ts";
import { loadReplaySource, type ReplaySource } from "../../providers/games/replay.data.ts";
import { championshipQuestions, conferenceQuestions } from "./bank.conferences.ts";
import { type SeasonFacts, seasonFacts } from "./bank.facts.ts";
import { postseasonQuestions, rankedGameQuestions } from "./bank.games.ts";
import type { BankQuestion } from "./bank.question.ts";
import { rankingQuestions } from "./bank.rankings.ts";
import { conferenceMembershipQuestions, mascotQuestions, recordQuestions, stadiumQuestions } from "./bank.teams.ts";
import { questionsAbout, topicsIn, topicVocabulary } from "./bank.topics.ts";

export type { BankQuestion } from "./bank.question.ts";

export interface SeasonBank {
  facts: SeasonFacts;
  questions: BankQuestion[];
  vocabulary: Map<string, string>;
}

/**
 * Every question the recorded 2024 season answers, in a fixed order. A question whose wrong answers
 * cannot be drawn is left out, and so is a second question with the same text (one text per bank).
 */
export function buildSeasonBank(source: ReplaySource): SeasonBank {
  const facts = seasonFacts(source);
  const all = [
    ...mascotQuestions(facts),
    ...conferenceMembershipQuestions(facts),
    ...conferenceQuestions(facts),
    ...championshipQuestions(facts),
    ...rankingQuestions(facts),
    ...recordQuestions(facts),
    ...stadiumQuestions(facts),
    ...postseasonQuestions(facts),
    ...rankedGameQuestions(facts),
  ];
  const texts = new Set<string>();
  const questions = all.filter((q): q is BankQuestion => {
    if (!q || texts.has(q.question.toLowerCase())) return false;
    texts.add(q.question.toLowerCase());
    return true;
  });
  return { facts, questions, vocabulary: topicVocabulary(facts) };
}

const banks = createCache<string, SeasonBank>({
  name: "trivia-banks",
  max: 4,
  fetch: (dataDir) => loadReplaySource(dataDir).then(buildSeasonBank),
});

/** The bank of the season in CFBD_DATA_DIR (the same files the offline replay plays), built once per directory. */
export function seasonBank(dataDir = env().CFBD_DATA_DIR): Promise<SeasonBank> {
  return banks.fetch(dataDir);
}

/** The schools, conferences and mascots a league description names. */
export async function bankTopicsIn(description: string): Promise<string[]> {
  return topicsIn(description, (await seasonBank()).vocabulary);
}

/** The bank's questions about the topics (schools, conferences, mascots; any case), one topic after another. */
export async function bankQuestionsAbout(topics: readonly string[]): Promise<BankQuestion[]> {
  const bank = await seasonBank();
  return questionsAbout(bank.questions, topics, bank.vocabulary);
}
