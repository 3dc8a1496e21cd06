import { numberRun } from "./bank.balanced.ts";
import { homeVenues, type SeasonFacts, seasonRecords } from "./bank.facts.ts";
import { ask, type BankQuestion, conferenceLabel, harder, teamDifficulty, topicsOf } from "./bank.question.ts";
import { distractors } from "./bank.random.ts";

/** Questions about each FBS school: mascot, nickname, conference, home stadium, season record. */

export function mascotQuestions(facts: SeasonFacts): (BankQuestion | null)[] {
  const { teams } = facts;
  const mascotCount = new Map<string, number>();
  for (const t of teams) mascotCount.set(t.mascot.toLowerCase(), (mascotCount.get(t.mascot.toLowerCase()) ?? 0) + 1);
  return teams.flatMap((team) => {
    const sameConference = teams.filter((t) => t.conference === team.conference && t !== team);
    const others = teams.filter((t) => t !== team);
    const key = `mascot:${team.school}`;
    const mascot = ask(
      {
        key,
        question: `What is the team nickname (mascot) of ${team.school}'s football team?`,
        correctAnswer: team.mascot,
        category: "fun_facts",
        difficulty: teamDifficulty(facts, team.school),
        explanation: `${team.school} plays as the ${team.mascot}.`,
        topics: topicsOf(facts, team.school),
        knownAt: null,
      },
      distractors(
        team.mascot,
        key,
        sameConference.map((t) => t.mascot),
        others.map((t) => t.mascot),
      ),
    );
    // The reverse only works for a nickname no other FBS school shares.
    if (mascotCount.get(team.mascot.toLowerCase())! > 1) return [mascot];
    const reverseKey = `nickname:${team.school}`;
    const nickname = ask(
      {
        key: reverseKey,
        question: `Which FBS school's football team is nicknamed the ${team.mascot}?`,
        correctAnswer: team.school,
        category: "fun_facts",
        difficulty: teamDifficulty(facts, team.school),
        explanation: `The ${team.mascot} are ${team.school}'s team, the only FBS team with that nickname in 2024.`,
        topics: topicsOf(facts, team.school),
        knownAt: null,
      },
      distractors(
        team.school,
        reverseKey,
        sameConference.map((t) => t.school),
        others.map((t) => t.school),
      ),
    );
    return [mascot, nickname];
  });
}

export function conferenceMembershipQuestions(facts: SeasonFacts): (BankQuestion | null)[] {
  const conferences = [...new Set(facts.teams.map((t) => t.conference))].map(conferenceLabel);
  return facts.teams.map((team) => {
    const key = `conference:${team.school}`;
    const answer = conferenceLabel(team.conference);
    return ask(
      {
        key,
        question: `In which conference did ${team.school} play football in the 2024 season?`,
        correctAnswer: answer,
        category: "conference",
        difficulty: teamDifficulty(facts, team.school),
        explanation: `${team.school} played the 2024 season in the ${answer}.`,
        topics: topicsOf(facts, team.school),
        knownAt: null,
      },
      distractors(answer, key, conferences),
    );
  });
}

export function stadiumQuestions(facts: SeasonFacts): (BankQuestion | null)[] {
  const venues = homeVenues(facts.games);
  return facts.teams.map((team) => {
    const home = venues.get(team.school);
    if (!home) return null;
    const venueOf = (schools: string[]) => schools.map((s) => venues.get(s)?.venue).filter((v): v is string => !!v);
    const key = `stadium:${team.school}`;
    return ask(
      {
        key,
        question: `In which stadium did ${team.school} play most of its 2024 home games?`,
        correctAnswer: home.venue,
        category: "fun_facts",
        difficulty: harder(teamDifficulty(facts, team.school)),
        explanation: `${team.school} played ${home.count} of its ${home.of} regular-season home games in 2024 at ${home.venue}.`,
        topics: topicsOf(facts, team.school),
        knownAt: home.lastEndsAt,
      },
      distractors(
        home.venue,
        key,
        venueOf(facts.teams.filter((t) => t.conference === team.conference).map((t) => t.school)),
        venueOf(facts.teams.map((t) => t.school)),
      ),
    );
  });
}

export function recordQuestions(facts: SeasonFacts): (BankQuestion | null)[] {
  const records = seasonRecords(facts.games);
  return facts.teams.map((team) => {
    const record = records.get(team.school);
    if (!record) return null;
    const { wins, losses } = record;
    const answer = `${wins}-${losses}`;
    const key = `record:${team.school}`;
    return ask(
      {
        key,
        question: `What was ${team.school}'s overall win-loss record in the 2024 season, bowl and playoff games included?`,
        correctAnswer: answer,
        category: "current",
        difficulty: harder(teamDifficulty(facts, team.school)),
        explanation: `${team.school} won ${wins} and lost ${losses} of its ${wins + losses} games in 2024.`,
        topics: topicsOf(facts, team.school),
        // A final record: a team's last game is only known to be its last once the regular season is over.
        knownAt: Math.max(record.lastEndsAt, facts.regularSeasonOver),
      },
      // Same number of games, a few wins more or fewer.
      numberRun(wins, key, [0, wins + losses], (w) => `${w}-${wins + losses - w}`),
    );
  });
}
