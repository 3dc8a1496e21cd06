import { DEFAULT_TRIVIA_SETTINGS } from "@shared/contracts/settings";
import { GLOBAL_QUESTIONS_PER_DAY, POINTS_PER_CORRECT_ANSWER } from "@shared/domain/trivia-day";
import { useQuery } from "@tanstack/react-query";
import { Brain } from "lucide-react";
import { settingsQueries } from "@/features/settings/settings.queries";
import { BulletList, HowItWorksSection } from "./section";
import { triviaRules } from "./trivia-rules";

/** The live time limit and streak amounts; until they load (or if they fail) the shared defaults show. */
export function TriviaSection() {
  const settings = useQuery(settingsQueries.trivia());
  const rules = triviaRules(
    { ...DEFAULT_TRIVIA_SETTINGS, ...settings.data },
    { questionsPerDay: GLOBAL_QUESTIONS_PER_DAY, pointsPerCorrect: POINTS_PER_CORRECT_ANSWER },
  );
  return (
    <HowItWorksSection icon={Brain} title="Daily Trivia">
      <div data-testid="trivia-rules">
        <BulletList items={rules} />
      </div>
    </HowItWorksSection>
  );
}
