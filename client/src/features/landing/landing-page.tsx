import { ArrowRight } from "lucide-react";
import type { CSSProperties } from "react";
import { Link } from "wouter";
import { FootballMark } from "@/components/layout/logo";
import { Button } from "@/components/ui/button";
import { SIGN_IN_PATH } from "@/features/auth/auth-navigation";
import { useDocumentTitle } from "@/lib/use-document-title";
import { FeatureCards } from "./feature-cards";
import { GameCardMarquee } from "./game-card-marquee";

export function LandingPage() {
  useDocumentTitle(null);
  return (
    <div data-testid="landing-page" className="relative flex flex-1 flex-col overflow-hidden">
      <GameCardMarquee />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_center,color-mix(in_oklab,var(--background)_75%,transparent)_20%,transparent_70%),radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--primary)_22%,transparent),transparent_60%)]"
      />
      <div className="relative mx-auto flex w-full max-w-6xl flex-1 flex-col items-center justify-center gap-12 px-4 py-16 sm:px-6 md:py-24">
        <div
          style={{ "--rise-duration": "450ms" } as CSSProperties}
          className="flex max-w-3xl animate-settle-in flex-col items-center text-center"
        >
          <span className="mb-6 flex size-20 animate-pop-in items-center justify-center rounded-3xl bg-card/80 shadow-xl ring-1 ring-border backdrop-blur">
            <FootballMark className="size-14" />
          </span>
          <h1 className="text-5xl font-black tracking-tight text-balance sm:text-6xl md:text-7xl">
            Gridiron <span className="text-primary">Picks</span>
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-balance text-muted-foreground sm:text-xl">
            Make your college football predictions, compete with friends, and climb the leaderboard.
          </p>
          <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row">
            {/* A link, not a handler: it works in the server's first paint, before the app's script has run. */}
            <Button asChild size="lg" className="shadow-lg shadow-primary/25">
              <a href={SIGN_IN_PATH}>
                Sign In to Get Started
                <ArrowRight />
              </a>
            </Button>
            <Button asChild size="lg" variant="ghost">
              <Link href="/how-it-works">See how it works</Link>
            </Button>
          </div>
        </div>
        <FeatureCards />
      </div>
    </div>
  );
}
