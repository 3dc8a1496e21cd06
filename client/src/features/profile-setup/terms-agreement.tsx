import { useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { TermsDialog } from "./terms-dialog";
import { TERMS_TITLE } from "./terms-sections";

export function TermsAgreement({
  checked,
  onCheckedChange,
}: {
  checked: boolean;
  onCheckedChange: (v: boolean) => void;
}) {
  const [termsOpen, setTermsOpen] = useState(false);
  return (
    <div className="flex items-start gap-3 rounded-lg border bg-muted/30 p-3">
      <Checkbox id="terms" name="terms" checked={checked} onCheckedChange={(v) => onCheckedChange(v === true)} />
      <Label htmlFor="terms" className="block leading-snug font-normal">
        I am at least 13 years old and agree to the{" "}
        <button
          type="button"
          aria-haspopup="dialog"
          className="inline text-left font-medium text-primary underline-offset-4 hover:underline"
          onClick={(event) => {
            event.preventDefault();
            event.stopPropagation();
            setTermsOpen(true);
          }}
        >
          {TERMS_TITLE}
        </button>
      </Label>
      <TermsDialog open={termsOpen} onOpenChange={setTermsOpen} />
    </div>
  );
}
