import { teamColorFor } from "@shared/domain/team-color";
import { Palette } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { SelectedTeamPreview } from "@/features/teams/selected-team-preview";
import { TeamPicker } from "@/features/teams/team-picker";
import type { Team } from "@/features/teams/teams.queries";
import { useUpdateProfile } from "./profile.mutations";

/** Gives the success toast a moment on screen before the reload RULES §8 asks for. */
const RELOAD_DELAY_MS = 1200;

export function TeamThemeCard() {
  const [team, setTeam] = useState<Team | null>(null);
  const updateProfile = useUpdateProfile();

  const save = () => {
    if (!team) return;
    updateProfile.mutate(
      { favoriteTeam: team.school, favoriteTeamColor: teamColorFor(team) },
      {
        onSuccess: () => {
          toast({ title: "Profile Updated", description: "Your favorite team has been saved!" });
          setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
        },
        onError: () =>
          toast({ variant: "destructive", title: "Error", description: "Failed to update profile. Please try again." }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Palette className="size-5 text-primary" aria-hidden="true" /> Team Theme
        </CardTitle>
        <CardDescription>Pick your favorite team and the app takes on its colors.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {team && <SelectedTeamPreview team={team} onClear={() => setTeam(null)} />}
        <TeamPicker selected={team} onSelect={setTeam} />
      </CardContent>
      <CardFooter className="justify-end">
        <Button onClick={save} disabled={!team || updateProfile.isPending}>
          {updateProfile.isPending && <Spinner className="size-4" />}
          Save Changes
        </Button>
      </CardFooter>
    </Card>
  );
}
