import type { LeagueDetail } from "@shared/contracts/leagues";
import { SEASON_SCOPE_TEXT } from "@shared/domain/standings";
import { Lock, Pencil } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { JoinCodePanel } from "./join-code-panel";
import { LEAGUE_TYPE_TEXT } from "./league-labels";
import { LeagueSettingsForm } from "./league-settings-form";
import { LeagueTriviaGenerator } from "./league-trivia-generator";

/** RULES §2 Settings tab: the owner views, edits, saves or cancels; everyone else sees a notice. */
export function LeagueSettings({ league }: { league: LeagueDetail }) {
  const [editing, setEditing] = useState(false);

  if (!league.isOwner) {
    return (
      <Card data-testid="settings-owner-only" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <Lock className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="text-muted-foreground">You must be the league owner to access settings</p>
      </Card>
    );
  }

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader className="flex-row items-center justify-between gap-3">
          <CardTitle>League Settings</CardTitle>
          {!editing && (
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil /> Edit
            </Button>
          )}
        </CardHeader>
        <CardContent>
          {editing ? (
            <LeagueSettingsForm league={league} onDone={() => setEditing(false)} />
          ) : (
            <dl data-testid="league-settings-view" className="grid gap-4 sm:grid-cols-2">
              <Setting label="Name" value={league.name} />
              <Setting label="Visibility" value={league.visibility === "private" ? "Private" : "Public"} />
              <Setting label="Description" value={league.description || "No description"} wide />
              <Setting label="League Type" value={LEAGUE_TYPE_TEXT[league.leagueType]} />
              <Setting label="Season" value={SEASON_SCOPE_TEXT[league.seasonScope]} />
            </dl>
          )}
        </CardContent>
      </Card>
      {league.joinCode && <JoinCodePanel leagueId={league.id} joinCode={league.joinCode} />}
      {league.leagueType !== "picks_only" && <LeagueTriviaGenerator league={league} />}
    </div>
  );
}

function Setting({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-1 break-words">{value}</dd>
    </div>
  );
}
