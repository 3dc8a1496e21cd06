import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { CenteredSpinner } from "@/components/layout/centered-spinner";
import { useCurrentUser } from "@/features/auth/auth.queries";
import { LandingPage } from "@/features/landing/landing-page";
import { leagueQueries } from "./leagues.queries";

/** RULES §2 /l/{slug}: signed in → the league page; signed out or an unknown slug → the landing page. */
export function LeagueVanityPage({ slug }: { slug: string }) {
  const { isSignedIn, isLoading } = useCurrentUser();
  const league = useQuery({ ...leagueQueries.bySlug(slug), enabled: isSignedIn });
  const [, navigate] = useLocation();
  const leagueId = league.data?.id;

  useEffect(() => {
    if (leagueId !== undefined) navigate(`/leagues/${leagueId}`, { replace: true });
  }, [leagueId, navigate]);

  if (isLoading || (isSignedIn && (league.isPending || leagueId !== undefined))) return <CenteredSpinner />;
  return <LandingPage />;
}
