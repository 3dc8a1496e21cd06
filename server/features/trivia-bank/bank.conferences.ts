import { numberRun } from "./bank.balanced.ts";
import { POWER_CONFERENCES, type SeasonFacts, winnerOf } from "./bank.facts.ts";
import { ask, type BankQuestion, conferenceLabel, topicsOf } from "./bank.question.ts";
import { centralDay, distractors, shuffled } from "./bank.random.ts";

/** Questions about the conferences: their size, their members, their title games. */

export function conferenceQuestions(facts: SeasonFacts): (BankQuestion | null)[] {
  const conferences = [...new Set(facts.teams.map((t) => t.conference))].sort();
  return conferences.flatMap((conference) => {
    const members = facts.teams.filter((t) => t.conference === conference);
    const outsiders = facts.teams.filter((t) => t.conference !== conference);
    const label = conferenceLabel(conference);
    const difficulty = POWER_CONFERENCES.has(conference) ? "medium" : "hard";
    const sizeKey = `conference-size:${conference}`;
    const size = ask(
      {
        key: sizeKey,
        question:
          conference === "FBS Independents"
            ? "How many FBS teams played as independents (in no conference) in the 2024 season?"
            : `How many FBS teams played football in the ${label} in the 2024 season?`,
        correctAnswer: String(members.length),
        category: "conference",
        difficulty,
        explanation: `${members.length} FBS teams played in the ${label} in 2024: ${members.map((t) => t.school).join(", ")}.`,
        topics: [conference],
        knownAt: null,
      },
      numberRun(members.length, sizeKey, [1, members.length + 3]),
    );
    if (conference === "FBS Independents") return [size];
    // One member, drawn from the well-known ones when there are any, against schools of other conferences.
    const memberKey = `conference-member:${conference}`;
    const known = members.filter((t) => facts.famous.has(t.school));
    const member = shuffled(known.length > 0 ? known : members, memberKey)[0]!;
    const which = ask(
      {
        key: memberKey,
        question: `Which of these schools played football in the ${label} in the 2024 season?`,
        correctAnswer: member.school,
        category: "conference",
        difficulty: POWER_CONFERENCES.has(conference) ? "easy" : "medium",
        explanation: `${member.school} played in the ${label} in 2024; the other three played in other conferences.`,
        topics: topicsOf(facts, member.school),
        knownAt: null,
      },
      distractors(
        member.school,
        memberKey,
        outsiders.filter((t) => facts.famous.has(t.school)).map((t) => t.school),
      ),
    );
    return [size, which];
  });
}

/** Each conference's championship game: a conference game in the regular season named "… Championship". */
export function championshipQuestions(facts: SeasonFacts): (BankQuestion | null)[] {
  const titleGames = facts.games.filter(
    (g) => !g.postseason && g.conferenceGame && g.homeConference && /championship/i.test(g.title ?? ""),
  );
  return titleGames.map((game) => {
    const conference = game.homeConference!;
    const label = conferenceLabel(conference);
    const { winner, loser, high, low } = winnerOf(game);
    const key = `conference-title:${conference}`;
    const rivals = facts.teams.filter((t) => t.conference === conference && t.school !== winner && t.school !== loser);
    return ask(
      {
        key,
        question: `Which team won the 2024 ${label} Championship Game?`,
        correctAnswer: winner,
        category: "conference",
        difficulty: POWER_CONFERENCES.has(conference) ? "easy" : "medium",
        explanation: `${winner} beat ${loser} ${high}-${low} in the ${label} Championship Game on ${centralDay(game.startDate)}.`,
        topics: topicsOf(facts, winner, loser),
        knownAt: game.endsAt,
      },
      distractors(
        winner,
        key,
        [loser],
        rivals.map((t) => t.school),
      ),
    );
  });
}
