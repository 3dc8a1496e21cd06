import type { CurrentWeekResponse } from "@shared/contracts/games";
import type { PointsSettings } from "@shared/contracts/points";
import { CalendarDays, Flame, Heart } from "lucide-react";
import { useMemo, useState } from "react";
import { useServerNowAt } from "@/lib/server-clock";
import { useProgressiveCount } from "@/lib/use-progressive-count";
import { ConferenceFilter } from "./conference-filter";
import { GameSection } from "./game-section";
import { useLiveFlags } from "./week-live.store";
import { WeekMessage } from "./week-message";
import { conferencesOf, weekSections } from "./week-sections";

interface WeekBoardProps {
  data: CurrentWeekResponse;
  favoriteTeam: string | null | undefined;
  settings: PointsSettings | undefined;
  clockOffsetMs: number;
}

/** Cards in a row of the board's grid at this width (1, sm:2, xl:3), read once as the board mounts. */
function cardsPerRow() {
  if (window.matchMedia("(min-width: 80rem)").matches) return 3;
  return window.matchMedia("(min-width: 40rem)").matches ? 2 : 1;
}

/** RULES §2 Current Week sections: Your Team, the conference filter, Popular Games and the rest. */
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
  const shared = { picks, settings, clockOffsetMs, replay: data.source === "replay" };
  const yourTeamCount = sections.yourTeam ? 1 : 0;
  const total = yourTeamCount + sections.popular.length + sections.others.length;
  // Two rows in the first commit fill the first screen; the rest follow a row at a time, each a short task.
  const [perRow] = useState(cardsPerRow);
  const shown = useProgressiveCount(total, 2 * perRow, perRow);
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
              <GameSection
                title="Popular Games"
                icon={Flame}
                games={sections.popular}
                shown={popularShown}
                {...shared}
              />
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
