import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { CenteredSpinner } from "@/components/layout/centered-spinner";
import { AuthPage } from "@/features/auth/auth-page";
import { SignedInOnly } from "@/features/auth/signed-in-only";
import { LeagueVanityPage } from "@/features/leagues/league-vanity-page";
import { NotFoundPage } from "@/features/not-found/not-found-page";
import { CurrentWeekPage } from "@/features/week/current-week-page";

// Pages off the home path load on first visit, keeping the first download small.
const AdminPage = lazy(() => import("@/features/admin/admin-page").then((m) => ({ default: m.AdminPage })));
const HowItWorksPage = lazy(() => import("@/features/how-it-works/how-it-works-page").then((m) => ({ default: m.HowItWorksPage })));
const LeaderboardsPage = lazy(() => import("@/features/leaderboards/leaderboards-page").then((m) => ({ default: m.LeaderboardsPage })));
const LeagueDetailPage = lazy(() => import("@/features/leagues/league-detail-page").then((m) => ({ default: m.LeagueDetailPage })));
const LeagueInvitePage = lazy(() => import("@/features/leagues/league-invite-page").then((m) => ({ default: m.LeagueInvitePage })));
const LeaguesPage = lazy(() => import("@/features/leagues/leagues-page").then((m) => ({ default: m.LeaguesPage })));
const MyPicksPage = lazy(() => import("@/features/my-picks/my-picks-page").then((m) => ({ default: m.MyPicksPage })));
const ProfilePage = lazy(() => import("@/features/profile/profile-page").then((m) => ({ default: m.ProfilePage })));
const TriviaPage = lazy(() => import("@/features/trivia/trivia-page").then((m) => ({ default: m.TriviaPage })));

/** SPEC §2 route table; the server answers 404 for any path not listed in shared/routes.ts. */
export function AppRoutes() {
  return (
    <Suspense fallback={<CenteredSpinner />}>
    <Switch>
      <Route path="/">
        <SignedInOnly>
          <CurrentWeekPage />
        </SignedInOnly>
      </Route>
      <Route path="/how-it-works" component={HowItWorksPage} />
      <Route path="/trivia">
        <SignedInOnly>
          <TriviaPage />
        </SignedInOnly>
      </Route>
      <Route path="/leaderboards">
        <SignedInOnly>
          <LeaderboardsPage />
        </SignedInOnly>
      </Route>
      <Route path="/my-picks">
        <SignedInOnly>
          <MyPicksPage />
        </SignedInOnly>
      </Route>
      <Route path="/leagues">
        <SignedInOnly>
          <LeaguesPage />
        </SignedInOnly>
      </Route>
      <Route path="/leagues/join/:code">{({ code }) => <LeagueInvitePage code={code} />}</Route>
      <Route path="/leagues/:id">
        {({ id }) => (
          <SignedInOnly>
            <LeagueDetailPage leagueId={id} />
          </SignedInOnly>
        )}
      </Route>
      <Route path="/l/:slug">{({ slug }) => <LeagueVanityPage slug={slug} />}</Route>
      <Route path="/profile">
        <SignedInOnly>
          <ProfilePage />
        </SignedInOnly>
      </Route>
      <Route path="/admin">
        <SignedInOnly>
          <AdminPage />
        </SignedInOnly>
      </Route>
      <Route path="/auth" component={AuthPage} />
      <Route component={NotFoundPage} />
    </Switch>
    </Suspense>
  );
}
