import { motion } from "framer-motion";
import { Home } from "lucide-react";
import { Link } from "wouter";
import { FootballMark } from "@/components/layout/logo";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/use-document-title";

export function NotFoundPage() {
  useDocumentTitle("Page Not Found");
  return (
    <Page className="flex items-center justify-center">
      <motion.div
        initial={{ opacity: 0, y: 12 }}
        animate={{ opacity: 1, y: 0 }}
        className="flex max-w-md flex-col items-center gap-4 text-center"
        data-testid="not-found"
      >
        <motion.span
          initial={{ rotate: -40 }}
          animate={{ rotate: [-40, 15, -5, 0] }}
          transition={{ duration: 0.9 }}
          className="flex size-20 items-center justify-center rounded-3xl bg-card shadow-lg ring-1 ring-border"
        >
          <FootballMark className="size-12" />
        </motion.span>
        <h1 className="text-3xl font-bold tracking-tight">404 — Page not found</h1>
        <p className="text-muted-foreground">
          Fumble! The page you're looking for went out of bounds. Check the address or head back to the field.
        </p>
        <Button asChild className="mt-2">
          <Link href="/">
            <Home /> Back to home
          </Link>
        </Button>
      </motion.div>
    </Page>
  );
}
