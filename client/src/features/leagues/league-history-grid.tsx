import type { LeagueHistory } from "@shared/contracts/league-history";
import { Crown, Hourglass, Trophy } from "lucide-react";
import { cn } from "@/lib/cn";
import { HonorBadges } from "./honor-badges";
import { memberName, rulesChangedAt, rulesSummary } from "./league-history";

/**
 * The History grid (issue 20): weeks as columns, members as rows, each cell the member's points and
 * rank in that week; a trophy marks the week's winners, a crown the champion. Each column heads its
 * week with the rules it was played under. It is also the rank chart's table fallback.
 */
export function LeagueHistoryGrid({ history, meId }: { history: LeagueHistory; meId: string | undefined }) {
  const { weeks, members } = history;
  return (
    // Relative: the cells' screen-reader text (absolutely placed) stays inside the scroller, not widening the page.
    <section
      className="relative overflow-x-auto rounded-md border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is reached by keyboard to scroll it (WCAG 2.1.1).
      tabIndex={0}
      aria-labelledby="league-history-grid-caption"
    >
      <table className="w-full border-collapse text-sm" data-testid="league-history-grid">
        <caption
          id="league-history-grid-caption"
          className="caption-top px-3 py-2 text-left text-xs text-muted-foreground"
        >
          Points per week and rank in the week; <Trophy className="inline size-3.5 text-warning" aria-hidden="true" />{" "}
          marks the week's winners, ties broken by the week's tiebreaker when it had one.
        </caption>
        <thead>
          <tr className="border-b bg-muted/40 align-bottom">
            <th scope="col" className="sticky left-0 z-10 bg-card px-3 py-2 text-left font-medium">
              Member
            </th>
            {weeks.map((week, i) => (
              <th
                key={week.weekId}
                scope="col"
                className="min-w-24 px-3 py-2 text-right font-medium"
                data-testid="history-week"
                data-week-id={week.weekId}
                data-decided={week.decided}
              >
                <span className="flex items-center justify-end gap-1 whitespace-nowrap">
                  {!week.decided && (
                    <>
                      <Hourglass className="size-3.5 text-muted-foreground" aria-hidden="true" />
                      <span className="sr-only">In progress:</span>
                    </>
                  )}
                  {week.label}
                </span>
                <span className="block text-xs font-normal text-muted-foreground" data-testid="history-week-rules">
                  {rulesSummary(week.rules, history.leagueType)
                    .split(" · ")
                    .map((part, at, parts) => (
                      // Each rule stays on one line; a column breaks between them, the dot ending the line.
                      <span key={part} className="whitespace-nowrap">
                        {part}
                        {at < parts.length - 1 && " · "}
                      </span>
                    ))}
                </span>
                {rulesChangedAt(weeks, i) && (
                  <span className="block text-xs font-normal text-warning" data-testid="history-rules-changed">
                    New rules
                  </span>
                )}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Season
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const isMe = member.userId === meId;
            return (
              <tr
                key={member.userId}
                className={cn("border-b last:border-b-0", isMe && "bg-primary/10")}
                data-testid="history-member"
                data-user-id={member.userId}
                aria-current={isMe ? "true" : undefined}
              >
                <th
                  scope="row"
                  className={cn(
                    "sticky left-0 z-10 bg-card px-3 py-2 text-left font-medium",
                    // Opaque under the sticky column, with the row's tint on top.
                    isMe && "bg-linear-to-r from-primary/10 to-primary/10",
                  )}
                >
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="whitespace-nowrap">
                      {memberName(member)}
                      {isMe && <span className="sr-only"> (you)</span>}
                    </span>
                    <HonorBadges weeksWon={member.weeksWon} champion={member.champion} />
                  </span>
                </th>
                {member.weeks.map((cell, i) => {
                  const won = weeks[i]!.winners.includes(member.userId);
                  return (
                    <td
                      key={cell.weekId}
                      className="px-3 py-2 text-right tabular-nums"
                      data-testid="history-cell"
                      data-week-id={cell.weekId}
                      data-points={cell.points}
                      data-rank={cell.rank}
                      data-placed={cell.placed}
                      data-winner={won || undefined}
                    >
                      <span className="inline-flex items-center justify-end gap-1.5">
                        {won && (
                          <>
                            <Trophy className="size-4 text-warning" aria-hidden="true" />
                            <span className="sr-only">Week winner,</span>
                          </>
                        )}
                        <span className="font-semibold">{cell.points}</span>
                        <span className="text-xs text-muted-foreground">
                          <span aria-hidden="true">{cell.placed ? `#${cell.rank}` : "–"}</span>
                          <span className="sr-only">
                            {cell.placed ? `points, rank ${cell.rank}` : "points, no place"}
                          </span>
                        </span>
                      </span>
                    </td>
                  );
                })}
                <td
                  className="px-3 py-2 text-right tabular-nums"
                  data-testid="history-season"
                  data-points={member.seasonPoints}
                  data-rank={member.seasonRank}
                  data-placed={member.seasonPlaced}
                >
                  <span className="inline-flex items-center justify-end gap-1.5">
                    {member.champion && (
                      <>
                        <Crown className="size-4 text-warning" aria-hidden="true" />
                        <span className="sr-only">Champion,</span>
                      </>
                    )}
                    <span className="font-semibold">{member.seasonPoints}</span>
                    <span className="text-xs text-muted-foreground">
                      <span aria-hidden="true">{member.seasonPlaced ? `#${member.seasonRank}` : "–"}</span>
                      <span className="sr-only">
                        {member.seasonPlaced ? `points, rank ${member.seasonRank}` : "points, no place"}
                      </span>
                    </span>
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
