import { motion } from "framer-motion";
import { type LucideIcon, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Page } from "./page";

/** Placeholder for screens whose feature lands in a later piece of work. */
export function ComingSoonPanel({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <Page className="flex items-center justify-center">
      <motion.div
        initial={{ opacity: 0, y: 12, scale: 0.98 }}
        animate={{ opacity: 1, y: 0, scale: 1 }}
        transition={{ duration: 0.3, ease: "easeOut" }}
        className="w-full max-w-xl"
      >
        <Card data-testid="coming-soon" className="relative overflow-hidden px-6 py-12 text-center sm:px-12">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 left-1/2 size-64 -translate-x-1/2 rounded-full bg-primary/20 blur-3xl"
          />
          <div className="relative flex flex-col items-center gap-4">
            <span className="flex size-16 items-center justify-center rounded-2xl bg-primary/10 text-primary ring-1 ring-primary/20">
              <Icon className="size-8" aria-hidden="true" />
            </span>
            <Badge variant="secondary">
              <Sparkles /> Coming soon
            </Badge>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
            <p className="max-w-md text-muted-foreground">{description}</p>
            {children && <div className="mt-2 flex flex-wrap justify-center gap-2">{children}</div>}
          </div>
        </Card>
      </motion.div>
    </Page>
  );
}
