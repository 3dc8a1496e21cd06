import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { ScrollArea } from "@/components/ui/scroll-area";
import { TERMS_EFFECTIVE_DATE, TERMS_TITLE, termsSections } from "./terms-sections";

type TermsDialogProps = { trigger?: ReactNode; open?: boolean; onOpenChange?: (open: boolean) => void };

export function TermsDialog({ trigger, open, onOpenChange }: TermsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent className="max-w-2xl gap-0 p-0">
        <DialogHeader className="border-b p-6">
          <DialogTitle>{TERMS_TITLE}</DialogTitle>
          <DialogDescription>Effective date: {TERMS_EFFECTIVE_DATE}</DialogDescription>
        </DialogHeader>
        <ScrollArea className="h-[60dvh]" label={TERMS_TITLE}>
          <ol className="grid gap-5 p-6 text-sm leading-relaxed" data-testid="terms-sections">
            {termsSections.map((section, index) => (
              <li key={section.title} className="grid gap-1.5">
                <h3 className="font-semibold">
                  {index + 1}. {section.title}
                </h3>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="text-muted-foreground">
                    {paragraph}
                  </p>
                ))}
              </li>
            ))}
          </ol>
        </ScrollArea>
        <DialogFooter className="border-t p-4">
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
