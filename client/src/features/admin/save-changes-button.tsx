import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** The settings panels' submit button: 'Save Changes', or 'Saving...' while the save is under way. */
export function SaveChangesButton({ pending }: { pending: boolean }) {
  return (
    <div className="flex justify-end">
      <Button type="submit" disabled={pending} className="w-full sm:w-auto">
        {pending && <Spinner className="size-4" />}
        {pending ? "Saving..." : "Save Changes"}
      </Button>
    </div>
  );
}
