import { Spinner } from "@/components/ui/spinner";

export function CenteredSpinner({ label = "Loading" }: { label?: string }) {
  return (
    <div className="flex flex-1 items-center justify-center py-24">
      <Spinner className="size-8 text-primary" label={label} />
    </div>
  );
}
