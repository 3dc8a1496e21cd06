import { Link } from "wouter";
import { Logo } from "./logo";
import { TermsLink } from "./terms-link";

export function Footer() {
  return (
    <footer className="border-t bg-muted/30">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
          <Logo size="sm" />
          <span className="hidden h-4 w-px bg-border sm:block" />
          <span>© {new Date().getFullYear()} Gridiron Picks · Beta</span>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <Link href="/how-it-works" className="transition-colors hover:text-foreground">
            How It Works
          </Link>
          <TermsLink />
          <span>All kickoff times in Central Time</span>
        </nav>
      </div>
    </footer>
  );
}
