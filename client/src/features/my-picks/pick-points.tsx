import type { MyPickDto } from "@shared/contracts/games";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { formatPoints, orderedTxns, pickPoints, signed } from "./pick-result";

/** The points badge (sum of the pick's transactions) and the reasons behind it. */
export function PickPoints({ txns }: { txns: MyPickDto["pointsTxns"] }) {
  const total = pickPoints({ pointsTxns: txns });
  return (
    <div className="mt-auto flex flex-wrap items-center gap-2 border-t pt-3">
      <Badge
        data-testid="pick-points"
        variant={total > 0 ? "success" : total < 0 ? "destructive" : "secondary"}
        className="px-3 py-1 text-sm tabular-nums"
      >
        {formatPoints(total)}
      </Badge>
      {txns.length > 0 && (
        <ul aria-label="Points breakdown" data-testid="pick-points-reasons" className="flex flex-wrap gap-1.5">
          {orderedTxns(txns).map((txn, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: transactions have no id and a reason may repeat.
              key={`${txn.reason}-${i}`}
              className={cn(
                "rounded-full border px-2 py-0.5 text-xs text-muted-foreground",
                txn.amount > 0 && "border-success/40 text-success",
                txn.amount < 0 && "border-destructive/40 text-destructive",
              )}
            >
              {txn.reason} {signed(txn.amount)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
