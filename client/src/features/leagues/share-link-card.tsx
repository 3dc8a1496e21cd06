import type { LeagueDetail } from "@shared/contracts/leagues";
import { Check, Copy, Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { WithTooltip } from "@/components/ui/tooltip";
import { toast } from "@/components/ui/use-toast";
import { copyToClipboard } from "./copy-to-clipboard";
import { leagueSharePath } from "./league-labels";

/** RULES §9 "copied tick 2 s". */
const COPIED_TICK_MS = 2000;

/** RULES §2 share card: the invite link (plus the code) of a private league, else /l/{slug}. */
export function ShareLinkCard({ league }: { league: LeagueDetail }) {
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}${leagueSharePath(league)}`;
  const showCode = league.visibility === "private" && league.joinCode;

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_TICK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () =>
    copyToClipboard(link).then(
      () => {
        setCopied(true);
        toast({ title: "Link copied!" });
      },
      () => toast({ variant: "destructive", title: "Error", description: "Failed to copy the link" }),
    );

  return (
    <Card data-testid="share-link-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Share2 className="size-5 text-primary" aria-hidden="true" /> Invite Friends
        </CardTitle>
        <CardDescription>Share this link so friends can join your league.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        <div className="flex items-center gap-2">
          <code
            data-testid="share-link"
            className="min-w-0 flex-1 truncate rounded-lg border bg-muted/40 px-3 py-2 text-sm"
          >
            {link}
          </code>
          <WithTooltip label={copied ? "Copied" : "Copy link"}>
            <Button variant="outline" size="icon" aria-label="Copy link" onClick={copy} data-copied={copied}>
              {copied ? <Check className="text-success" /> : <Copy />}
            </Button>
          </WithTooltip>
        </div>
        {showCode && (
          <p className="text-sm text-muted-foreground">
            Join code:{" "}
            <span data-testid="join-code" className="font-mono font-semibold tracking-widest text-foreground">
              {league.joinCode}
            </span>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
