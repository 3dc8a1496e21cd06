import type { LeagueDetail } from "@shared/contracts/leagues";
import { useQuery } from "@tanstack/react-query";
import { Check, Copy, Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { WithTooltip } from "@/components/ui/tooltip";
import { toast } from "@/components/ui/use-toast";
import { weekQueries } from "@/features/week/week.queries";
import { copyToClipboard } from "./copy-to-clipboard";
import { leagueSharePath } from "./league-labels";
import { useLeagueLiveStore } from "./league-live.store";
import { sharePreviewSrc } from "./share-preview";
import { useLeagueStandings } from "./use-league-standings";

/** RULES §9 "copied tick 2 s". */
const COPIED_TICK_MS = 2000;

/** RULES §2 share card: the invite link (plus the code) of a private league, else /l/{slug}. */
export function ShareLinkCard({ league }: { league: LeagueDetail }) {
  const [copied, setCopied] = useState(false);
  const path = leagueSharePath(league);
  const link = `${window.location.origin}${path}`;
  const showCode = league.visibility === "private" && league.joinCode;
  const week = useQuery(weekQueries.current()).data?.week ?? null;
  // The card a chat app shows for the link, drawn by the server from LeagueShareCard (decision 039).
  const drawn = path.startsWith("/l/") ? `/og${path}/card.png` : `/og/join/${league.joinCode}/card.png`;
  // The preview follows the week's standings on this page: a new leader or count alive draws it again.
  const weekRows = useLeagueStandings(league.id, { kind: "week" }).rows;
  const alive = useLeagueLiveStore((s) => (s.leagueId === league.id ? s.survivorAlive : null));
  const preview = sharePreviewSrc(drawn, weekRows, alive);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_TICK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = (text = link) =>
    copyToClipboard(text).then(
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
            <Button variant="outline" size="icon" aria-label="Copy link" onClick={() => copy()} data-copied={copied}>
              {copied ? <Check className="text-success" /> : <Copy />}
            </Button>
          </WithTooltip>
        </div>
        <img
          src={preview}
          alt={`Link preview: ${league.name}`}
          width={1200}
          height={630}
          loading="lazy"
          className="h-auto w-full rounded-lg border"
          data-testid="share-preview"
        />
        {week && (
          <Button
            variant="outline"
            className="justify-self-start"
            onClick={() => copy(`${link}?week=${week.id}`)}
            data-testid="copy-recap-link"
          >
            <Copy aria-hidden="true" /> Copy {week.label} recap link
          </Button>
        )}
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
