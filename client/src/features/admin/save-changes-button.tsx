import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** The settings panels' submit button: 'Save Changes', or 'Saving...' while the save is under way; off while a field is wrong. */
export function SaveChangesButton({ pending, invalid = false }: { pending: boolean; invalid?: boolean }) {
  return (
    <div className="flex justify-end">
      <Button type="submit" disabled={pending || invalid} className="w-full sm:w-auto">
        {pending && <Spinner className="size-4" />}
        {pending ? "Saving..." : "Save Changes"}
      </Button>
    </div>
  );
}
