import { motion } from "framer-motion";
import { ArrowRight, BookOpen } from "lucide-react";
import { Link } from "wouter";
import { Page, PageHeader } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useCurrentUser } from "@/features/auth/auth.queries";
import { SIGN_IN_PATH } from "@/features/auth/auth-navigation";
import { useDocumentTitle } from "@/lib/use-document-title";
import { GameRulesSection, LeaguesSection, NavigationSection, PastWeeksSection } from "./guide-sections";
import { ScoringSection } from "./scoring-section";
import { TriviaSection } from "./trivia-section";

export function HowItWorksPage() {
  useDocumentTitle("How It Works");
  return (
    <Page className="max-w-5xl">
      <PageHeader
        icon={BookOpen}
        title="How It Works"
        description="Everything you need to know to make your picks, score points and climb the leaderboard."
      />
      <div className="grid gap-6">
        <ScoringSection />
        <div className="grid gap-6 md:grid-cols-2">
          <TriviaSection />
          <NavigationSection />
          <PastWeeksSection />
          <LeaguesSection />
        </div>
        <GameRulesSection />
        <CallToAction />
      </div>
    </Page>
  );
}

function CallToAction() {
  const { isSignedIn } = useCurrentUser();
  return (
    <motion.div initial={{ opacity: 0 }} whileInView={{ opacity: 1 }} viewport={{ once: true }}>
      <Card className="relative overflow-hidden border-primary/30 bg-primary/5 p-8 text-center">
        <h2 className="text-2xl font-bold tracking-tight">Ready to play?</h2>
        <p className="mx-auto mt-2 max-w-lg text-muted-foreground">
          This week's games are waiting. Make your picks before kickoff and see where you land.
        </p>
        <div className="mt-6 flex justify-center">
          {isSignedIn ? (
            <Button asChild size="lg">
              <Link href="/">
                Make Your Picks <ArrowRight />
              </Link>
            </Button>
          ) : (
            <Button asChild size="lg">
              <a href={SIGN_IN_PATH}>
                Sign In to Play <ArrowRight />
              </a>
            </Button>
          )}
        </div>
      </Card>
    </motion.div>
  );
}
