import type { DailyTrivia } from "@shared/contracts/trivia";
import { triviaProgress, triviaSets } from "./daily-trivia";
import { TriviaDayStatus } from "./trivia-day-status";
import { TriviaProgress } from "./trivia-progress";
import { TriviaSetSection } from "./trivia-set-section";
import { useAutoSubmit } from "./use-auto-submit";

/** The day's play: progress, the global set and its result, then each league's set. */
export function TriviaBoard({ daily }: { daily: DailyTrivia }) {
  const submit = useAutoSubmit(daily);
  const progress = triviaProgress(daily);
  const sets = triviaSets(daily);
  const [first, ...rest] = sets;
  const hasGlobal = first?.leagueName === null;

  return (
    <div className="grid gap-8">
      <TriviaProgress {...progress} />
      {hasGlobal && (
        <div className="grid gap-4">
          <TriviaSetSection set={first} answerTimeLimit={daily.answerTimeLimit} />
          <TriviaDayStatus day={daily.day} global={daily.globalTrivia} submit={submit} />
        </div>
      )}
      {(hasGlobal ? rest : sets).map((set) => (
        <TriviaSetSection key={set.key} set={set} answerTimeLimit={daily.answerTimeLimit} />
      ))}
    </div>
  );
}
