import { CLIENT_ROUTES } from "@shared/routes";
import { Suspense } from "react";
import { Route, Switch } from "wouter";
import { CenteredSpinner } from "@/components/layout/centered-spinner";
import { SignedInOnly } from "@/features/auth/signed-in-only";
import { settingsQueries } from "@/features/settings/settings.queries";
import { weekQueries } from "@/features/week/week.queries";
import { lazyNamed } from "@/lib/lazy-named";
import { queryClient } from "@/lib/query-client";

// Every page loads on its first visit: the first download holds only the shell and the page shown.
const AdminPage = lazyNamed(() => import("@/features/admin/admin-page"), "AdminPage");
const AuthPage = lazyNamed(() => import("@/features/auth/auth-page"), "AuthPage");
export const CurrentWeekPage = lazyNamed(() => {
  // Its data is asked for alongside its script rather than after the script arrives.
  void queryClient.prefetchQuery(weekQueries.current());
  void queryClient.prefetchQuery(settingsQueries.points());
  return import("@/features/week/current-week-page");
}, "CurrentWeekPage");
const HowItWorksPage = lazyNamed(() => import("@/features/how-it-works/how-it-works-page"), "HowItWorksPage");
const LeaderboardsPage = lazyNamed(() => import("@/features/leaderboards/leaderboards-page"), "LeaderboardsPage");
const LeagueDetailPage = lazyNamed(() => import("@/features/leagues/league-detail-page"), "LeagueDetailPage");
const LeagueInvitePage = lazyNamed(() => import("@/features/leagues/league-invite-page"), "LeagueInvitePage");
const LeaguesPage = lazyNamed(() => import("@/features/leagues/leagues-page"), "LeaguesPage");
const LeagueVanityPage = lazyNamed(() => import("@/features/leagues/league-vanity-page"), "LeagueVanityPage");
const MyPicksPage = lazyNamed(() => import("@/features/my-picks/my-picks-page"), "MyPicksPage");
const NotFoundPage = lazyNamed(() => import("@/features/not-found/not-found-page"), "NotFoundPage");
const ProfilePage = lazyNamed(() => import("@/features/profile/profile-page"), "ProfilePage");
const TriviaPage = lazyNamed(() => import("@/features/trivia/trivia-page"), "TriviaPage");

/** RULES §2 route table: the paths of shared/routes.ts, which the server also answers (404 for any other). */
export function AppRoutes() {
  return (
    <Suspense fallback={<CenteredSpinner />}>
      <Switch>
        <Route path={CLIENT_ROUTES.week}>
          <SignedInOnly>
            <CurrentWeekPage />
          </SignedInOnly>
        </Route>
        <Route path={CLIENT_ROUTES.howItWorks} component={HowItWorksPage} />
        <Route path={CLIENT_ROUTES.trivia}>
          <SignedInOnly>
            <TriviaPage />
          </SignedInOnly>
        </Route>
        <Route path={CLIENT_ROUTES.leaderboards}>
          <SignedInOnly>
            <LeaderboardsPage />
          </SignedInOnly>
        </Route>
        <Route path={CLIENT_ROUTES.myPicks}>
          <SignedInOnly>
            <MyPicksPage />
          </SignedInOnly>
        </Route>
        <Route path={CLIENT_ROUTES.leagues}>
          <SignedInOnly>
            <LeaguesPage />
          </SignedInOnly>
        </Route>
        <Route path={CLIENT_ROUTES.leagueInvite}>{({ code }) => <LeagueInvitePage code={code} />}</Route>
        <Route path={CLIENT_ROUTES.league}>
          {({ id }) => (
            <SignedInOnly>
              <LeagueDetailPage leagueId={id} />
            </SignedInOnly>
          )}
        </Route>
        <Route path={CLIENT_ROUTES.leagueVanity}>{({ slug }) => <LeagueVanityPage slug={slug} />}</Route>
        <Route path={CLIENT_ROUTES.profile}>
          <SignedInOnly>
            <ProfilePage />
          </SignedInOnly>
        </Route>
        <Route path={CLIENT_ROUTES.admin}>
          <SignedInOnly>
            <AdminPage />
          </SignedInOnly>
        </Route>
        <Route path={CLIENT_ROUTES.auth} component={AuthPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
