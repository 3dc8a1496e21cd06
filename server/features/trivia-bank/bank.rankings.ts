import { numberRun } from "./bank.balanced.ts";
import type { SeasonFacts } from "./bank.facts.ts";
import { ask, type BankQuestion, topicsOf } from "./bank.question.ts";
import { distractors } from "./bank.random.ts";

/** Questions about the polls: who was No. 1 and where teams stood in the first and last AP Top 25. */

export function rankingQuestions(facts: SeasonFacts): (BankQuestion | null)[] {
  const { apPolls, committeePolls } = facts;
  const out: (BankQuestion | null)[] = [];
  // No. 1 in the first poll, in every poll with a new No. 1, and in the last one.
  apPolls.forEach((poll, i) => {
    const top = poll.ranks[0];
    // A shared No. 1 has no single answer.
    if (
      !top ||
      poll.ranks[1]?.rank === top.rank ||
      (i > 0 && i < apPolls.length - 1 && apPolls[i - 1]!.ranks[0]?.school === top.school)
    )
      return;
    const key = `ap-first:${poll.week}`;
    const votes = top.firstPlaceVotes ? ` with ${top.firstPlaceVotes} first-place votes` : "";
    out.push(
      ask(
        {
          key,
          question: `Which team was No. 1 in the AP Top 25 poll of week ${poll.week} of the 2024 season?`,
          correctAnswer: top.school,
          category: "current",
          difficulty: "easy",
          explanation: `${top.school} led the week ${poll.week} AP Top 25${votes}.`,
          topics: topicsOf(facts, top.school),
          knownAt: poll.releasedAt,
        },
        distractors(
          top.school,
          key,
          poll.ranks.slice(1, 4).map((r) => r.school),
          poll.ranks.slice(4, 10).map((r) => r.school),
        ),
      ),
    );
  });
  const committee = [
    ["first", committeePolls[0]],
    ["final", committeePolls.at(-1)],
  ] as const;
  for (const [which, poll] of committee) {
    const top = poll?.ranks[0];
    if (!poll || !top || poll.ranks[1]?.rank === top.rank) continue;
    const key = `committee-first:${which}`;
    out.push(
      ask(
        {
          key,
          question: `Which team was No. 1 in the ${which} College Football Playoff committee rankings of the 2024 season?`,
          correctAnswer: top.school,
          category: "current",
          difficulty: "easy",
          explanation: `${top.school} was No. 1 in the ${which} committee rankings of 2024 (week ${poll.week}).`,
          topics: topicsOf(facts, top.school),
          knownAt: poll.releasedAt,
        },
        distractors(
          top.school,
          key,
          poll.ranks.slice(1, 4).map((r) => r.school),
          poll.ranks.slice(4, 10).map((r) => r.school),
        ),
      ),
    );
  }
  const first = apPolls[0];
  const last = apPolls.at(-1);
  for (const [poll, when] of [
    [first, `the week ${first?.week} AP Top 25 of the 2024 season`],
    [last, `the last AP Top 25 before the 2024 bowl games (week ${last?.week})`],
  ] as const) {
    if (!poll) continue;
    for (const { rank, school } of poll.ranks) {
      const answer = `No. ${rank}`;
      const key = `ap-rank:${poll.week}:${school}`;
      out.push(
        ask(
          {
            key,
            question: `Where was ${school} ranked in ${when}?`,
            correctAnswer: answer,
            category: "current",
            difficulty: rank <= 5 ? "medium" : "hard",
            explanation: `${school} was No. ${rank} in the week ${poll.week} AP Top 25 of 2024.`,
            topics: topicsOf(facts, school),
            knownAt: poll.releasedAt,
          },
          numberRun(rank, key, [1, 25], (r) => `No. ${r}`),
        ),
      );
    }
  }
  return out;
}
