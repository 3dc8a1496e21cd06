import { cn } from "@/lib/cn";
import type { LineScore } from "./game-view";

const SPOKEN_HEADING: Record<string, string> = { OT: "Overtime" };

/**
 * Points by quarter (1 2 3 4, OT when there was one, T for the total), away team first as on the
 * card. Column and row headers let a screen reader name every cell: "Quarter 3, Georgia, 7".
 */
export function LineScoreTable({
  lineScore,
  teams,
  caption,
  className,
}: {
  lineScore: LineScore;
  teams: { away: string; home: string };
  caption: string;
  className?: string;
}) {
  const { columns, total } = lineScore;
  const row = (side: "away" | "home") => (
    <tr data-side={side}>
      <th scope="row" className="truncate py-1 pr-2 text-left font-semibold">
        {teams[side]}
      </th>
      {columns.map((column) => (
        <td key={column.heading} className="px-1 py-1 text-center text-muted-foreground">
          {column[side] ?? <span aria-hidden="true">–</span>}
        </td>
      ))}
      <td className="py-1 pl-1 text-center font-bold">{total[side]}</td>
    </tr>
  );
  return (
    <table data-testid="line-score" className={cn("w-full table-fixed text-xs tabular-nums", className)}>
      <caption className="sr-only">{caption}</caption>
      <colgroup>
        <col className="w-[34%]" />
      </colgroup>
      <thead>
        <tr className="border-b text-muted-foreground">
          <th scope="col" className="py-1 pr-2 text-left font-medium">
            <span className="sr-only">Team</span>
          </th>
          {columns.map((column) => (
            <th key={column.heading} scope="col" className="px-1 py-1 text-center font-medium">
              <span aria-hidden="true">{column.heading}</span>
              <span className="sr-only">{SPOKEN_HEADING[column.heading] ?? `Quarter ${column.heading}`}</span>
            </th>
          ))}
          <th scope="col" className="py-1 pl-1 text-center font-semibold">
            <span aria-hidden="true">T</span>
            <span className="sr-only">Total</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {row("away")}
        {row("home")}
      </tbody>
    </table>
  );
}
