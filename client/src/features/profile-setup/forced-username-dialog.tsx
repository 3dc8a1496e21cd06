import { AtSign } from "lucide-react";
import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { HandleField } from "@/features/handle/handle-field";
import { useHandleAvailability } from "@/features/handle/use-handle-availability";
import { useSuggestedHandle } from "@/features/handle/use-suggested-handle";
import { useSetHandle } from "@/features/profile/profile.mutations";
import { getErrorMessage } from "@/lib/api";
import { blockDismiss } from "./block-dismiss";

/** For a player who accepted the terms but has no username yet: a suggested name they can keep or change. */
export function ForcedUsernameDialog() {
  const [handle, setHandle] = useSuggestedHandle();
  const availability = useHandleAvailability(handle, { mode: "setup" });
  const setHandleMutation = useSetHandle();
  const canSubmit = availability.state === "available" && !setHandleMutation.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    const chosenHandle = handle.trim();
    setHandleMutation.mutate(
      { handle: chosenHandle, termsAccepted: true },
      {
        onSuccess: (updated) =>
          toast({ title: "Welcome!", description: `Your username is now ${updated?.handle ?? chosenHandle}` }),
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
      <DialogContent showCloseButton={false} className="max-w-md" {...blockDismiss}>
        <DialogHeader>
          <span className="mx-auto mb-2 flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary sm:mx-0">
            <AtSign className="size-6" aria-hidden="true" />
          </span>
          <DialogTitle>Choose Your Username</DialogTitle>
          <DialogDescription>
            Your username appears on leaderboards and in leagues. We suggested one from your name — keep it or make it
            your own.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-5" aria-label="Choose username">
          <HandleField value={handle} onValueChange={setHandle} availability={availability} autoFocus />
          <Button type="submit" size="lg" disabled={!canSubmit}>
            {setHandleMutation.isPending ? (
              <>
                <Spinner className="size-4" /> Saving...
              </>
            ) : (
              "Save Username"
            )}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
