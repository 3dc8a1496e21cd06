import { CalendarDays, Flame, Heart } from "lucide-react";
import { useMemo, useState } from "react";
import { useProgressiveCount } from "@/lib/use-progressive-count";
import type { CurrentWeekResponse } from "@shared/contracts/games";
import type { PointsSettings } from "@shared/contracts/points";
import { ConferenceFilter } from "./conference-filter";
import { GameSection } from "./game-section";
import { WeekMessage } from "./week-message";
import { useServerNowAt } from "./use-server-now";
import { useLiveFlags } from "./week-live.store";
import { conferencesOf, weekSections } from "./week-sections";

interface WeekBoardProps {
  data: CurrentWeekResponse;
  favoriteTeam: string | null | undefined;
  settings: PointsSettings | undefined;
  clockOffsetMs: number;
}

/** Cards in the first commit: the first screens at every width; the rest follow a few at a time. */
const FIRST_CARDS = 6;

/** SPEC §2 Current Week sections: Your Team, the conference filter, Popular Games and the rest. */
export function WeekBoard({ data, favoriteTeam, settings, clockOffsetMs }: WeekBoardProps) {
  const [selected, setSelected] = useState<string[]>([]);
  const conferences = useMemo(() => conferencesOf(data.games), [data.games]);
  const live = useLiveFlags();
  const kickoffs = useMemo(() => data.games.map((game) => Date.parse(game.kickoffISO)), [data.games]);
  // Re-sorted at each kickoff (an open game locks) and when the room reports a new status.
  const now = useServerNowAt(clockOffsetMs, kickoffs);
  const sections = useMemo(
    () => weekSections(data.games, favoriteTeam, selected, { now, live }),
    [data.games, favoriteTeam, selected, now, live],
  );
  const picks = useMemo(() => new Map(data.userPicks.map((pick) => [pick.gameId, pick])), [data.userPicks]);
  const shared = { picks, settings, clockOffsetMs };
  const yourTeamCount = sections.yourTeam ? 1 : 0;
  const total = yourTeamCount + sections.popular.length + sections.others.length;
  const shown = useProgressiveCount(total, FIRST_CARDS);
  const popularShown = Math.max(0, shown - yourTeamCount);
  const othersShown = Math.max(0, popularShown - sections.popular.length);

  return (
    <div className="grid gap-10" data-testid="week-board" data-mounted={shown < total ? "some" : "all"}>
      {sections.yourTeam && (
        <GameSection title="Your Team" icon={Heart} games={[sections.yourTeam]} featured {...shared} />
      )}
      <div className="grid gap-8">
        <ConferenceFilter conferences={conferences} selected={selected} onChange={setSelected} />
        {sections.noMatches ? (
          <WeekMessage
            tone="filtered"
            title="No Games Found"
            description="No games match the selected conference filters."
          />
        ) : (
          <>
            {sections.popular.length > 0 && (
              <GameSection title="Popular Games" icon={Flame} games={sections.popular} shown={popularShown} {...shared} />
            )}
            {sections.others.length > 0 && (
              <GameSection
                title={sections.popular.length > 0 ? "All Games" : "This Week's Games"}
                icon={CalendarDays}
                games={sections.others}
                shown={othersShown}
                {...shared}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}
