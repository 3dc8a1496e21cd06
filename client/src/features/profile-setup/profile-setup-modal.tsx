import { teamColorFor } from "@shared/domain/team-color";
import { type FormEvent, useState } from "react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { HandleField } from "@/features/handle/handle-field";
import { useHandleAvailability } from "@/features/handle/use-handle-availability";
import { useSuggestedHandle } from "@/features/handle/use-suggested-handle";
import { useSetHandle } from "@/features/profile/profile.mutations";
import { SelectedTeamPreview } from "@/features/teams/selected-team-preview";
import { TeamPicker } from "@/features/teams/team-picker";
import type { Team } from "@/features/teams/teams.queries";
import { getErrorMessage } from "@/lib/api";
import { blockDismiss } from "./block-dismiss";
import { TermsAgreement } from "./terms-agreement";

/** First sign-in: choose a username, accept the terms, optionally pick a team. Cannot be dismissed. */
export function ProfileSetupModal() {
  const [handle, setHandle] = useSuggestedHandle();
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [team, setTeam] = useState<Team | null>(null);
  const availability = useHandleAvailability(handle, { mode: "setup" });
  const setHandleMutation = useSetHandle();
  const [location, navigate] = useLocation();

  const canSubmit = availability.state === "available" && termsAccepted && !setHandleMutation.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    const chosenHandle = handle.trim();
    setHandleMutation.mutate(
      {
        handle: chosenHandle,
        termsAccepted: true,
        ...(team && { favoriteTeam: team.school, favoriteTeamColor: teamColorFor(team) }),
      },
      {
        onSuccess: (user) => {
          const teamText = team ? ` and your favorite team is ${team.school}` : "";
          toast({ title: "Welcome!", description: `Your username is now ${user?.handle ?? chosenHandle}${teamText}` });
          // A newcomer who arrived by an invite link stays on it to join; everyone else learns the game first.
          if (!location.startsWith("/leagues/join/")) navigate("/how-it-works");
        },
        onError: (error) =>
          toast({
            variant: "destructive",
            title: "Error",
            description: getErrorMessage(error, "Failed to set username"),
          }),
      },
    );
  };

  return (
    <Dialog open>
      <DialogContent showCloseButton={false} className="max-w-xl" {...blockDismiss}>
        <DialogHeader>
          <DialogTitle className="text-2xl">Welcome! Set Up Your Profile</DialogTitle>
          <DialogDescription>
            Choose the username other players will see, and pick your favorite team to color the app in its colors.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid grid-cols-1 gap-5" aria-label="Profile setup">
          <HandleField
            value={handle}
            onValueChange={setHandle}
            availability={availability}
            placeholder="e.g. gridiron_guru"
            autoFocus
          />
          <div className="grid grid-cols-1 gap-2">
            <Label>
              Favorite Team <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            {team && <SelectedTeamPreview team={team} onClear={() => setTeam(null)} />}
            <TeamPicker selected={team} onSelect={setTeam} />
          </div>
          <TermsAgreement checked={termsAccepted} onCheckedChange={setTermsAccepted} />
          {/* The dialog scrolls within the viewport; Continue stays pinned to its bottom edge meanwhile. */}
          <div className="sticky bottom-0 -mx-6 -mb-6 border-t bg-card px-6 py-4">
            <Button type="submit" size="lg" className="w-full" disabled={!canSubmit}>
              {setHandleMutation.isPending ? (
                <>
                  <Spinner className="size-4" /> Setting up...
                </>
              ) : (
                "Continue"
              )}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
