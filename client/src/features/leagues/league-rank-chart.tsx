import type { HistoryMember, LeagueHistory } from "@shared/contracts/league-history";
import { Table2 } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { axisLabel, chartLayout, lineLabel, linePath, memberName, nextLine } from "./league-history";

const NAME_MAX = 16;
const shortName = (member: HistoryMember) => {
  const name = memberName(member);
  return name.length > NAME_MAX ? `${name.slice(0, NAME_MAX - 1)}…` : name;
};

/**
 * Each member's season standing after each week, one line per member (issue 20): the line a player
 * follows through their season. The viewer's own line is drawn strongest. The chart is one tab stop;
 * the arrow keys (and Home, End) move from line to line, each line named for a screen reader by its
 * member and standings, and drawn highlighted, with its standings written beside it, while focused or
 * hovered. "Show as table" gives the same figures as a table. Hand-written SVG: no chart library.
 */
export function LeagueRankChart({ history, meId }: { history: LeagueHistory; meId: string | undefined }) {
  const { weeks, members } = history;
  const layout = chartLayout(weeks.length, members.length);
  const mine = members.findIndex((member) => member.userId === meId);
  const [tabStop, setTabStop] = useState(Math.max(mine, 0));
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const [asTable, setAsTable] = useState(false);
  const lines = useRef<(SVGGElement | null)[]>([]);
  const ids = { caption: useId(), hint: useId(), table: useId() };
  const stop = Math.min(tabStop, members.length - 1);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = nextLine(event.key, index, members.length);
    if (next === null) return;
    event.preventDefault();
    setTabStop(next);
    lines.current[next]?.focus();
  };

  const shown = highlighted === null ? null : members[highlighted];
  return (
    <figure className="grid min-w-0 gap-3" data-testid="league-rank-chart">
      <figcaption id={ids.caption} className="font-medium">
        Season standing after each week
      </figcaption>
      <div className="relative overflow-x-auto">
        <svg
          width={layout.width}
          height={layout.height}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the lines are the options of this list: SVG has no native element for a list of choices.
          role="listbox"
          aria-labelledby={ids.caption}
          aria-describedby={ids.hint}
          aria-orientation="vertical"
          className="text-xs"
        >
          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group without tabIndex takes no focus; the axes repeat what each line's name says. */}
          <g aria-hidden="true" className="fill-muted-foreground">
            {weeks.map((week, i) => (
              <g key={week.weekId}>
                <line
                  x1={layout.x(i)}
                  x2={layout.x(i)}
                  y1={layout.y(1)}
                  y2={layout.y(members.length)}
                  className="stroke-border"
                />
                <text x={layout.x(i)} y={layout.height - 12} textAnchor="middle">
                  {axisLabel(week.label)}
                </text>
              </g>
            ))}
            {members.map((member, i) => (
              <text key={member.userId} x={12} y={layout.y(i + 1) + 4} textAnchor="middle">
                {i + 1}
              </text>
            ))}
          </g>
          {members.map((member, i) => {
            const isMe = i === mine;
            const path = linePath(member, layout);
            const last = member.weeks.length - 1;
            return (
              <g
                key={member.userId}
                ref={(el) => {
                  lines.current[i] = el;
                }}
                role="option"
                aria-selected={i === stop}
                aria-label={lineLabel(member, weeks, isMe)}
                tabIndex={i === stop ? 0 : -1}
                data-testid="rank-line"
                data-user-id={member.userId}
                data-me={isMe || undefined}
                className="cursor-pointer outline-none"
                onFocus={() => {
                  setTabStop(i);
                  setHighlighted(i);
                }}
                onBlur={() => setHighlighted(null)}
                onMouseEnter={() => setHighlighted(i)}
                onMouseLeave={() => setHighlighted((now) => (now === i ? null : now))}
                onKeyDown={(event) => onKeyDown(event, i)}
                onClick={() => lines.current[i]?.focus()}
              >
                <path d={path} fill="none" className="stroke-transparent" strokeWidth={14} />
                <path
                  d={path}
                  fill="none"
                  strokeWidth={isMe ? 3.5 : 1.5}
                  strokeLinejoin="round"
                  className={cn(
                    "motion-safe:transition-[stroke-width]",
                    isMe ? "stroke-primary" : "stroke-muted-foreground",
                  )}
                />
                {member.weeks.map((cell, w) => (
                  <circle
                    key={cell.weekId}
                    cx={layout.x(w)}
                    cy={layout.y(cell.standing)}
                    r={isMe ? 4 : 3}
                    className={isMe ? "fill-primary" : "fill-muted-foreground"}
                  />
                ))}
                {last >= 0 && (
                  <text
                    x={layout.x(last) + 10}
                    y={layout.y(member.weeks[last]!.standing) + 4}
                    className={cn(isMe ? "fill-foreground font-semibold" : "fill-muted-foreground")}
                  >
                    {shortName(member)}
                  </text>
                )}
              </g>
            );
          })}
          {shown && <HighlightedLine member={shown} layout={layout} />}
        </svg>
      </div>
      <p id={ids.hint} className="text-xs text-muted-foreground">
        Rank 1 is at the top. Tab to the chart, then use the arrow keys to go from one member's line to the next.
      </p>
      <div>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={asTable}
          aria-controls={ids.table}
          onClick={() => setAsTable((open) => !open)}
        >
          <Table2 aria-hidden="true" /> {asTable ? "Hide the table" : "Show as table"}
        </Button>
      </div>
      <div id={ids.table} hidden={!asTable}>
        {asTable && <StandingsTable history={history} meId={meId} />}
      </div>
    </figure>
  );
}

/** The focused or hovered line over the others, with the member's standing at each week. */
function HighlightedLine({ member, layout }: { member: HistoryMember; layout: ReturnType<typeof chartLayout> }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group without tabIndex takes no focus; the focused line already has its name.
    <g aria-hidden="true" className="pointer-events-none" data-testid="rank-line-highlight">
      <path
        d={linePath(member, layout)}
        fill="none"
        strokeWidth={4}
        strokeLinejoin="round"
        className="stroke-foreground"
      />
      {member.weeks.map((cell, w) => (
        <g key={cell.weekId}>
          <circle cx={layout.x(w)} cy={layout.y(cell.standing)} r={9} className="fill-foreground" />
          <text
            x={layout.x(w)}
            y={layout.y(cell.standing) + 4}
            textAnchor="middle"
            className="fill-background text-[10px] font-bold"
          >
            {cell.standing}
          </text>
        </g>
      ))}
    </g>
  );
}

/** The chart's figures as a table: each member's standing after each week. */
function StandingsTable({ history, meId }: { history: LeagueHistory; meId: string | undefined }) {
  return (
    <section
      className="relative overflow-x-auto rounded-md border"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is reached by keyboard to scroll it (WCAG 2.1.1).
      tabIndex={0}
      aria-label="Season standing after each week"
    >
      <table className="w-full text-sm" data-testid="rank-chart-table">
        <caption className="sr-only">Season standing after each week</caption>
        <thead>
          <tr className="border-b bg-muted/40">
            <th scope="col" className="px-3 py-2 text-left font-medium">
              Member
            </th>
            {history.weeks.map((week) => (
              <th key={week.weekId} scope="col" className="px-3 py-2 text-right font-medium whitespace-nowrap">
                After {week.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {history.members.map((member) => (
            <tr
              key={member.userId}
              className={cn("border-b last:border-b-0", member.userId === meId && "bg-primary/10")}
            >
              <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                {memberName(member)}
              </th>
              {member.weeks.map((cell) => (
                <td key={cell.weekId} className="px-3 py-2 text-right tabular-nums">
                  {cell.standing}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
