import { Check, Pencil, X } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { WithTooltip } from "@/components/ui/tooltip";
import { toast } from "@/components/ui/use-toast";
import { HandleField } from "@/features/handle/handle-field";
import { useHandleAvailability } from "@/features/handle/use-handle-availability";
import { getErrorMessage } from "@/lib/api";
import { useUpdateProfile } from "./profile.mutations";

export function UsernameEditor({ currentHandle }: { currentHandle: string | null }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(currentHandle ?? "");
  const availability = useHandleAvailability(editing ? draft : "", { mode: "profile", currentHandle });
  const updateProfile = useUpdateProfile();
  const trimmed = draft.trim();
  const canSave = availability.state === "available" && trimmed !== currentHandle && !updateProfile.isPending;

  const startEditing = () => {
    setDraft(currentHandle ?? "");
    setEditing(true);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    updateProfile.mutate(
      { handle: trimmed },
      {
        onSuccess: () => {
          toast({ title: "Username Updated", description: "Your username has been changed successfully!" });
          setEditing(false);
        },
        onError: (error) =>
          toast({
            variant: "destructive",
            title: "Error",
            description: getErrorMessage(error, "Failed to update username. Please try again."),
          }),
      },
    );
  };

  if (!editing) {
    return (
      <div className="flex items-center gap-2">
        <span className="text-lg font-semibold" data-testid="profile-handle">
          {currentHandle ? `@${currentHandle}` : "No username yet"}
        </span>
        <WithTooltip label="Edit username">
          <Button variant="ghost" size="icon" className="size-8" aria-label="Edit username" onClick={startEditing}>
            <Pencil />
          </Button>
        </WithTooltip>
      </div>
    );
  }

  return (
    <form onSubmit={save} className="flex items-start gap-2" aria-label="Edit username">
      <HandleField
        className="flex-1"
        label="New username"
        hideLabel
        value={draft}
        onValueChange={setDraft}
        availability={availability}
        autoFocus
      />
      <Button type="submit" size="icon" aria-label="Save username" disabled={!canSave}>
        <Check />
      </Button>
      <Button type="button" variant="outline" size="icon" aria-label="Cancel editing" onClick={() => setEditing(false)}>
        <X />
      </Button>
    </form>
  );
}
