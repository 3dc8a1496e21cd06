import { Suspense, useState } from "react";
import { lazyNamed } from "@/lib/lazy-named";

const loadTermsDialog = () => import("@/features/profile-setup/terms-dialog");
const TermsDialog = lazyNamed(loadTermsDialog, "TermsDialog");

/** The footer's "Terms & Privacy": the dialog's code loads when it is first wanted, not with every page. */
export function TermsLink() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadTermsDialog()}
        onFocus={() => void loadTermsDialog()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="transition-colors hover:text-foreground"
      >
        Terms &amp; Privacy
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <TermsDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
