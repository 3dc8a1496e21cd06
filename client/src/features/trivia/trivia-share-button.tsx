import type { DailyTrivia } from "@shared/contracts/trivia";
import { useQuery } from "@tanstack/react-query";
import { Check, Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { copyToClipboard } from "@/features/leagues/copy-to-clipboard";
import { triviaShareTextOf } from "./daily-trivia";
import { triviaQueries } from "./trivia.queries";

/** RULES §9 "copied tick 2 s", as the league share link. */
const COPIED_TICK_MS = 2000;

/** A cancelled share sheet rejects with AbortError: the player changed their mind, not an error. */
const isCancelled = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/**
 * Issue 22: shares the day's spoiler-free result. The share sheet where the browser has one (phones),
 * else the clipboard with a "Copied" tick; a cancelled sheet does nothing, a refused one copies instead.
 */
export function TriviaShareButton({ day, global }: { day: string; global: DailyTrivia["globalTrivia"] }) {
  const stats = useQuery(triviaQueries.stats());
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_TICK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = (text: string) =>
    copyToClipboard(text).then(
      () => setCopied(true),
      () => toast({ title: "Couldn't copy your result", description: "Your browser did not allow it." }),
    );

  const share = async () => {
    const text = triviaShareTextOf(day, global, stats.data?.currentStreak ?? 0, window.location.origin);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ text });
        return;
      } catch (error) {
        if (isCancelled(error)) return;
        // Not allowed here (no share target, a policy): the clipboard still works.
      }
    }
    await copy(text);
  };

  return (
    <div className="flex shrink-0 items-center gap-2 sm:ml-auto">
      {copied && (
        <span data-testid="trivia-share-copied" className="flex items-center gap-1 text-sm font-medium">
          <Check aria-hidden="true" className="size-4 text-success" /> Copied
        </span>
      )}
      <Button variant="outline" size="sm" aria-label="Share result" onClick={() => void share()}>
        <Share2 aria-hidden="true" /> Share
      </Button>
    </div>
  );
}
