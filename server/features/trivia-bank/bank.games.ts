import { otherPoints } from "./bank.balanced.ts";
import { type PlayedGame, type SeasonFacts, winnerOf } from "./bank.facts.ts";
import { ask, type BankQuestion, topicsOf } from "./bank.question.ts";
import { centralDay, distractors, seededRandom } from "./bank.random.ts";

/** Questions about single games: final scores of ranked teams' games, and who won each bowl and playoff game. */

/** Who is named first (the winner or the loser) and the two scores, higher first. */
type Line = [winnerFirst: boolean, first: number, second: number];

/**
 * "Georgia 22, Texas 19" and three wrong lines that make a 2×2 grid with it over two of its elements
 * (who won, the winner's points, the loser's points; the key draws which): each element's value is in
 * two of the four lines, so no majority points at the answer.
 */
function scoreOptions(game: PlayedGame, key: string): { answer: string; wrong: [string, string, string] | null } {
  const { winner, loser, high, low } = winnerOf(game);
  const text = ([winnerFirst, first, second]: Line) =>
    winnerFirst ? `${winner} ${first}, ${loser} ${second}` : `${loser} ${first}, ${winner} ${second}`;
  const h2 = otherPoints(high, `${key}:w`, (n) => n > low && n > 2);
  const l2 = otherPoints(low, `${key}:l`, (n) => n < high && (h2 === null || n < h2));
  const grids: [Line, Line, Line][] = [];
  if (h2 !== null && l2 !== null)
    grids.push([
      [true, h2, low],
      [true, high, l2],
      [true, h2, l2],
    ]);
  if (h2 !== null)
    grids.push([
      [false, high, low],
      [true, h2, low],
      [false, h2, low],
    ]);
  if (l2 !== null)
    grids.push([
      [false, high, low],
      [true, high, l2],
      [false, high, l2],
    ]);
  const grid = grids[Math.floor(seededRandom(`${key}:grid`)() * grids.length)];
  return { answer: text([true, high, low]), wrong: grid ? [text(grid[0]), text(grid[1]), text(grid[2])] : null };
}

const bothFbs = (facts: SeasonFacts, g: PlayedGame) => facts.bySchool.has(g.home) && facts.bySchool.has(g.away);

export function rankedGameQuestions(facts: SeasonFacts): (BankQuestion | null)[] {
  const rankedIn = new Map(facts.apPolls.map((p) => [p.week, new Set(p.ranks.map((r) => r.school))]));
  return facts.games
    .filter((g) => !g.postseason && bothFbs(facts, g))
    .filter((g) => rankedIn.get(g.week)?.has(g.home) || rankedIn.get(g.week)?.has(g.away))
    .map((game) => {
      const key = `score:${game.id}`;
      const { answer, wrong } = scoreOptions(game, key);
      const both = rankedIn.get(game.week)!.has(game.home) && rankedIn.get(game.week)!.has(game.away);
      const where = game.neutralSite ? `played ${game.home} at ${game.venue}` : `visited ${game.home}`;
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
        wrong,
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
    // Several first-round games share one name: the stadium tells them apart.
    const name = titleCount.get(game.title!)! > 1 && game.venue ? `${game.title} at ${game.venue}` : game.title!;
    const day = centralDay(game.startDate);
    const known = facts.famous.has(winner) || facts.famous.has(loser);
    const topics = topicsOf(facts, game.home, game.away);
    const winKey = `bowl-winner:${game.id}`;
    const scoreKey = `bowl-score:${game.id}`;
    const { answer, wrong } = scoreOptions(game, scoreKey);
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
        wrong,
      ),
    ];
  });
}
