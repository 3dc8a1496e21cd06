import { Spinner } from "@/components/ui/spinner";

/**
 * A page's loading state. It fills the screen below the header, so the footer waits below the fold
 * and the page that replaces it does not push the footer down in view (a layout shift).
 */
export function CenteredSpinner({ label = "Loading" }: { label?: string }) {
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] flex-1 items-center justify-center py-24">
      <Spinner className="size-8 text-primary" label={label} />
    </div>
  );
}
