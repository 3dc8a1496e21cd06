import type { LeagueDetail } from "@shared/contracts/leagues";
import { SEASON_SCOPE_TEXT } from "@shared/domain/standings";
import { Lock, Pencil } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LeagueNudgeCard } from "@/features/reminders/league-nudge-card";
import { JoinCodePanel } from "./join-code-panel";
import { GAME_TEXT, LIVES_TEXT, type LivesChoice } from "./league-format-labels";
import { LeagueFormatSummary, Setting } from "./league-format-summary";
import { LEAGUE_TYPE_TEXT } from "./league-labels";
import { LeagueSettingsForm } from "./league-settings-form";
import { LeagueSlateSection } from "./league-slate-section";
import { LeagueTriviaGenerator } from "./league-trivia-generator";
import { LeagueWeekTools } from "./league-week-tools";

/**
 * RULES §2 Settings tab: the owner views, edits, saves or cancels; everyone else reads the pool
 * format (issue 20) above a notice.
 */
export function LeagueSettings({ league }: { league: LeagueDetail }) {
  const [editing, setEditing] = useState(false);

  if (!league.isOwner) {
    return (
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Pool format</CardTitle>
          </CardHeader>
          <CardContent>
            <LeagueFormatSummary league={league} />
          </CardContent>
        </Card>
        <LeagueSlateSection league={league} />
        <Card data-testid="settings-owner-only" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <Lock className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="text-muted-foreground">You must be the league owner to access settings</p>
        </Card>
      </div>
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
            <div className="grid gap-6">
              <dl data-testid="league-settings-view" className="grid gap-4 sm:grid-cols-2">
                <Setting label="Name" value={league.name} />
                <Setting label="Visibility" value={league.visibility === "private" ? "Private" : "Public"} />
                <Setting label="Description" value={league.description || "No description"} wide />
                <Setting label="League Type" value={LEAGUE_TYPE_TEXT[league.leagueType]} />
                <Setting label="Season" value={SEASON_SCOPE_TEXT[league.seasonScope]} />
                <Setting
                  label="Game"
                  value={
                    league.format === "survivor"
                      ? `${GAME_TEXT.survivor} · ${LIVES_TEXT[String(league.lives) as LivesChoice]}`
                      : GAME_TEXT.pickem
                  }
                />
              </dl>
              <section aria-labelledby="pool-format-heading" className="grid gap-3 border-t pt-5">
                <h4 id="pool-format-heading" className="font-semibold">
                  Pool format
                </h4>
                <LeagueFormatSummary league={league} />
              </section>
            </div>
          )}
        </CardContent>
      </Card>
      <LeagueSlateSection league={league} />
      <LeagueWeekTools league={league} />
      <LeagueNudgeCard league={league} />
      {league.joinCode && <JoinCodePanel leagueId={league.id} joinCode={league.joinCode} />}
      {league.leagueType !== "picks_only" && <LeagueTriviaGenerator league={league} />}
    </div>
  );
}
