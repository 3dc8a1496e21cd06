import type { TriviaCategory, TriviaDifficulty } from "../../../shared/domain/enums.ts";
import { POWER_CONFERENCES, type SeasonFacts, type TeamFact } from "./bank.facts.ts";

/** One question of the season bank: a create body plus the key it is drawn from and the topics it is about. */
export interface BankQuestion {
  /** Stable across builds ("mascot:Alabama"): seeds the wrong answers and names the question in tests. */
  key: string;
  question: string;
  correctAnswer: string;
  incorrectAnswers: [string, string, string];
  category: TriviaCategory;
  difficulty: TriviaDifficulty;
  explanation: string;
  /** Schools, conferences and mascots the question is about, as the data spells them. */
  topics: string[];
  /**
   * When every fact the question, its choices and its explanation use was known, on the recorded
   * season's clock (ms): the end of the last game it reads, the release of the poll it reads.
   * null: known before the season began (mascots, conference line-ups).
   */
  knownAt: number | null;
}

export function ask(
  fields: Omit<BankQuestion, "incorrectAnswers">,
  wrong: [string, string, string] | null,
): BankQuestion | null {
  return wrong ? { ...fields, incorrectAnswers: wrong } : null;
}

/** How players will know a school: ranked at some point is easy, a power-conference school medium, the rest hard. */
export function teamDifficulty(facts: SeasonFacts, school: string): TriviaDifficulty {
  if (facts.famous.has(school)) return "easy";
  const team = facts.bySchool.get(school);
  return team && (POWER_CONFERENCES.has(team.conference) || team.school === "Notre Dame") ? "medium" : "hard";
}

/** One step harder (hard stays hard). */
export const harder = (d: TriviaDifficulty): TriviaDifficulty => (d === "easy" ? "medium" : "hard");

/** The conference names the answers show: the data's, with the well-known short form where one exists. */
export const CONFERENCE_LABELS: Record<string, string> = {
  "Mid-American": "Mid-American (MAC)",
  "American Athletic": "American Athletic (AAC)",
  "FBS Independents": "FBS Independents (no conference)",
};
export const conferenceLabel = (conference: string) => CONFERENCE_LABELS[conference] ?? conference;

/** The topics a question about these schools carries: each school, its conference and its mascot. */
export function topicsOf(facts: SeasonFacts, ...schools: string[]): string[] {
  const topics = new Set<string>();
  for (const school of schools) {
    const team: TeamFact | undefined = facts.bySchool.get(school);
    topics.add(school);
    if (team) {
      topics.add(team.conference);
      topics.add(team.mascot);
    }
  }
  return [...topics];
}
