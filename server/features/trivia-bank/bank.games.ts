import { type PlayedGame, type SeasonFacts, winnerOf } from "./bank.facts.ts";
import { ask, type BankQuestion, topicsOf } from "./bank.question.ts";
import { centralDay, distractors } from "./bank.random.ts";

/** Questions about single games: final scores of ranked teams' games, and who won each bowl and playoff game. */

/** "Georgia 22, Texas 19" and believable wrong lines: the loser winning, nearby scores. */
function scoreLines(game: PlayedGame) {
  const { winner, loser, high, low } = winnerOf(game);
  const line = (w: string, wp: number, l: string, lp: number) => `${w} ${wp}, ${l} ${lp}`;
  const near = [
    [high + 3, low],
    [high, low + 3],
    [high - 3, low],
    [high + 7, low],
    [high, low - 3],
    [high + 4, low + 3],
  ].filter(([w, l]) => l! >= 0 && w! > l!);
  return {
    answer: line(winner, high, loser, low),
    swapped: line(loser, high, winner, low),
    near: near.map(([w, l]) => line(winner, w!, loser, l!)),
  };
}

const bothFbs = (facts: SeasonFacts, g: PlayedGame) => facts.bySchool.has(g.home) && facts.bySchool.has(g.away);

export function rankedGameQuestions(facts: SeasonFacts): (BankQuestion | null)[] {
  const rankedIn = new Map(facts.apPolls.map((p) => [p.week, new Set(p.ranks.map((r) => r.school))]));
  return facts.games
    .filter((g) => !g.postseason && bothFbs(facts, g))
    .filter((g) => rankedIn.get(g.week)?.has(g.home) || rankedIn.get(g.week)?.has(g.away))
    .map((game) => {
      const { answer, swapped, near } = scoreLines(game);
      const both = rankedIn.get(game.week)!.has(game.home) && rankedIn.get(game.week)!.has(game.away);
      const where = game.neutralSite ? `played ${game.home} at ${game.venue}` : `visited ${game.home}`;
      const key = `score:${game.id}`;
      return ask(
        {
          key,
          question: `What was the final score when ${game.away} ${where} on ${centralDay(game.startDate)}?`,
          correctAnswer: answer,
          category: "current",
          difficulty: both ? "medium" : "hard",
          explanation: `Final: ${answer} (week ${game.week} of the 2024 season${game.venue ? `, at ${game.venue}` : ""}).`,
          topics: topicsOf(facts, game.home, game.away),
          knownAt: game.endsAt,
        },
        distractors(answer, key, [swapped, ...near.slice(0, 2)], near),
      );
    });
}

export function postseasonQuestions(facts: SeasonFacts): (BankQuestion | null)[] {
  const bowls = facts.games.filter((g) => g.postseason && g.title && bothFbs(facts, g));
  const titleCount = new Map<string, number>();
  for (const g of bowls) titleCount.set(g.title!, (titleCount.get(g.title!) ?? 0) + 1);
  const playoff = (g: PlayedGame) => /college football playoff/i.test(g.title!);
  const playoffTeams = [...new Set(bowls.filter(playoff).flatMap((g) => [g.home, g.away]))];
  const bowlTeams = [...new Set(bowls.flatMap((g) => [g.home, g.away]))];
  return bowls.flatMap((game) => {
    const { winner, loser, high, low } = winnerOf(game);
    const { answer, swapped, near } = scoreLines(game);
    // Several first-round games share one name: the stadium tells them apart.
    const name = titleCount.get(game.title!)! > 1 && game.venue ? `${game.title} at ${game.venue}` : game.title!;
    const day = centralDay(game.startDate);
    const known = facts.famous.has(winner) || facts.famous.has(loser);
    const topics = topicsOf(facts, game.home, game.away);
    const winKey = `bowl-winner:${game.id}`;
    const scoreKey = `bowl-score:${game.id}`;
    const fact = `${winner} beat ${loser} ${high}-${low} in the ${name} on ${day}.`;
    return [
      ask(
        {
          key: winKey,
          question: `Which team won the ${name} on ${day}?`,
          correctAnswer: winner,
          category: "historical",
          difficulty: playoff(game) ? "easy" : known ? "medium" : "hard",
          explanation: fact,
          topics,
          knownAt: game.endsAt,
        },
        distractors(winner, winKey, [loser], playoff(game) ? playoffTeams : bowlTeams),
      ),
      ask(
        {
          key: scoreKey,
          question: `What was the final score of the ${name} on ${day}?`,
          correctAnswer: answer,
          category: "historical",
          difficulty: playoff(game) ? "medium" : "hard",
          explanation: fact,
          topics,
          knownAt: game.endsAt,
        },
        distractors(answer, scoreKey, [swapped, ...near.slice(0, 2)], near),
      ),
    ];
  });
}
